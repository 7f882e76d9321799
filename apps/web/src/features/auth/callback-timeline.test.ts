import { describe, expect, it } from 'vitest';
import { CALLBACK_TEXT, callbackStepAt, readCallbackParams } from './callback-timeline';

describe('readCallbackParams', () => {
  it('reads access_token, error and error_description from the hash', () => {
    expect(
      readCallbackParams('#access_token=abc&error=access_denied&error_description=User%20denied%20access', ''),
    ).toMatchObject({
      accessToken: 'abc',
      error: 'access_denied',
      errorDescription: 'User denied access',
      hasAuthData: true,
    });
  });
  it('sees nothing to wait for on a bare URL', () => {
    expect(readCallbackParams('', '').hasAuthData).toBe(false);
  });
});

describe('callbackStepAt (spec part 1, sections 2 and 9)', () => {
  it('keeps processing for the first 3 s', () => expect(callbackStepAt(2999, false).status).toBe('processing'));
  it('gives up at 3 s when the URL carried nothing', () =>
    expect(callbackStepAt(3000, false)).toMatchObject({ status: 'error', message: CALLBACK_TEXT.noUser }));
  it('shows a hint at 3 s while auth data is being processed', () =>
    expect(callbackStepAt(3000, true)).toMatchObject({ status: 'processing', hint: CALLBACK_TEXT.firstHint }));
  it('warns and fails at 10 s with no user', () =>
    expect(callbackStepAt(10_000, true)).toMatchObject({
      status: 'error',
      hint: 'Authentication is taking longer than expected.',
    }));
  it('times out at 120 s', () =>
    expect(callbackStepAt(120_000, true)).toMatchObject({
      status: 'timeout',
      message: 'Authentication timed out. Redirecting you back to try again...',
    }));
});
