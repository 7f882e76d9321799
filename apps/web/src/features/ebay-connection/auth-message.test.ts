import { describe, expect, it } from 'vitest';
import { errorMessage, readAuthMessage, successMessage } from './auth-message';

const origin = 'http://localhost:3000';
const now = Date.parse('2026-05-01T12:00:00Z');
const expected = { origin, state: 'state-1', now };

describe('readAuthMessage (spec part 1, section 5: popup messages)', () => {
  it('accepts a success from our own origin for the waiting flow', () =>
    expect(readAuthMessage({ origin, data: successMessage('state-1', now - 1000) }, expected)).toEqual({
      type: 'EBAY_OAUTH_SUCCESS',
      timestamp: now - 1000,
      state: 'state-1',
    }));

  it('accepts an error with its text', () =>
    expect(
      readAuthMessage(
        {
          origin,
          data: errorMessage('state-1', now, { message: 'Invalid OAuth state parameter', code: 'ebay_invalid_state' }),
        },
        expected,
      ),
    ).toMatchObject({ type: 'EBAY_OAUTH_ERROR', error: 'Invalid OAuth state parameter', code: 'ebay_invalid_state' }));

  it('ignores another origin, even with a perfect message', () =>
    expect(
      readAuthMessage({ origin: 'https://evil.example', data: successMessage('state-1', now) }, expected),
    ).toBeNull());

  it('ignores other types and shapes', () => {
    for (const data of [
      { type: 'EBAY_OAUTH_DONE', timestamp: now, state: 'state-1' },
      { type: 'EBAY_OAUTH_SUCCESS', state: 'state-1' },
      { type: 'EBAY_OAUTH_ERROR', timestamp: now, state: 'state-1' },
      'EBAY_OAUTH_SUCCESS',
      null,
    ]) {
      expect(readAuthMessage({ origin, data }, expected)).toBeNull();
    }
  });

  it('ignores a message over 5 minutes old, or from the future', () => {
    expect(readAuthMessage({ origin, data: successMessage('state-1', now - 300_000) }, expected)).not.toBeNull();
    expect(readAuthMessage({ origin, data: successMessage('state-1', now - 300_001) }, expected)).toBeNull();
    expect(readAuthMessage({ origin, data: successMessage('state-1', now + 120_000) }, expected)).toBeNull();
  });

  it('ignores a message for another flow', () =>
    expect(readAuthMessage({ origin, data: successMessage('someone-else', now) }, expected)).toBeNull());

  it('drops anything extra, such as a token someone tried to send', () => {
    const read = readAuthMessage(
      { origin, data: { ...successMessage('state-1', now), tokens: { access_token: 'v^1.1#secret' } } },
      expected,
    );
    expect(read).not.toBeNull();
    expect(JSON.stringify(read)).not.toContain('secret');
  });
});
