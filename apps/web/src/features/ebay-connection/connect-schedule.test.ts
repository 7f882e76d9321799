import { describe, expect, it } from 'vitest';
import { MAX_POLL_ATTEMPTS, authWindowFeatures, pollDelay } from './connect-schedule';

describe('pollDelay (spec part 1, section 4 step 7)', () => {
  it.each([
    [1, 50],
    [20, 50],
    [21, 100],
    [40, 100],
    [41, 500],
    [60, 500],
    [61, 1000],
    [120, 1000],
    [121, 2000],
    [240, 2000],
  ])('waits before attempt %i: %i ms', (attempt, ms) => expect(pollDelay(attempt)).toBe(ms));

  it('stops after 240 attempts and refuses nonsense', () => {
    expect(MAX_POLL_ATTEMPTS).toBe(240);
    expect(pollDelay(241)).toBeNull();
    expect(pollDelay(0)).toBeNull();
    expect(pollDelay(1.5)).toBeNull();
  });

  it('adds up to about 5 minutes 13 seconds of waiting', () => {
    let total = 0;
    for (let attempt = 1; pollDelay(attempt) !== null; attempt++) total += pollDelay(attempt) ?? 0;
    expect(total).toBe(20 * 50 + 20 * 100 + 20 * 500 + 60 * 1000 + 120 * 2000);
  });
});

describe('authWindowFeatures', () => {
  it('asks for a 600x700 popup centred over the window', () =>
    expect(authWindowFeatures({ screenX: 100, screenY: 50, outerWidth: 1400, outerHeight: 900 })).toBe(
      'popup=yes,width=600,height=700,left=500,top=150',
    ));
  it('keeps the popup on screen when the window is smaller than it', () =>
    expect(authWindowFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 600 })).toBe(
      'popup=yes,width=600,height=700,left=0,top=0',
    ));
});
