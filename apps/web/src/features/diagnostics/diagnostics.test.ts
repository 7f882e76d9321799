import { describe, expect, it } from 'vitest';
import { checkGoogleSignIn, checkHealth } from './check-outcomes';
import { LEGACY_CASES, NEW_STYLE_CASES, testWindowOutcome, testsRunText } from './oauth-test-cases';

describe('OAuth routing test suite (spec part 1, developer pages)', () => {
  it('has the six new-style cases and the two legacy ones', () => {
    expect(NEW_STYLE_CASES.map((c) => c.name)).toEqual([
      'Google success',
      'Google error',
      'eBay success',
      'eBay error',
      'Generic OAuth page',
      'Unknown provider',
    ]);
    expect(NEW_STYLE_CASES[0]?.path).toMatch(/^\/oauth\/google\/callback#access_token=/);
    expect(NEW_STYLE_CASES[2]?.path).toMatch(/^\/oauth\/ebay\/callback\?code=.+&state=/);
    expect(LEGACY_CASES.map((c) => c.path.split(/[?#]/)[0])).toEqual(['/auth/callback', '/auth/ebay/callback']);
  });

  it('grades test windows: closed is success, auto-closed pending, never opened failure', () => {
    expect(testWindowOutcome('closed')).toEqual({ status: 'success', message: 'Test window closed' });
    expect(testWindowOutcome('auto_closed')).toEqual({ status: 'pending', message: 'Test window auto-closed' });
    expect(testWindowOutcome('blocked')).toEqual({
      status: 'failure',
      message: 'Failed to open window (popup blocked?)',
    });
    expect(testsRunText(3)).toBe('3 tests run');
  });
});

describe('connection test lines (spec part 3, diagnostics)', () => {
  it('reads the database from the health answer', () => {
    expect(checkHealth({ isPending: true, error: null })).toEqual({ state: 'testing', message: 'Testing...' });
    expect(
      checkHealth({
        isPending: false,
        error: null,
        data: { status: 'ok', database: { status: 'up', driver: 'pglite', latencyMs: 2.4 }, uptimeSeconds: 1 },
      }),
    ).toEqual({ state: 'success', message: 'The pglite database answered in 2 ms' });
    expect(checkHealth({ isPending: false, error: new Error('Something went wrong. Please try again.') })).toEqual({
      state: 'error',
      message: 'Something went wrong. Please try again.',
    });
  });

  it('warns when Google sign-in is not configured', () =>
    expect(
      checkGoogleSignIn({
        isPending: false,
        error: null,
        data: { googleSignIn: false, ebayEnvironment: 'emulator', aiProvider: 'local', storageDriver: 'local' },
      }).state,
    ).toBe('warning'));
});
