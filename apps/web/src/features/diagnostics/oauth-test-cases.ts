/** A route the OAuth routing test suite opens in a popup (spec part 1, section 2, developer pages). */
export type OAuthTestCase = { name: string; path: string };

// Fake values only: these exercise the routing; they are never real tokens or codes.
const FAKE_TOKEN_FRAGMENT = '#access_token=test-access-token&token_type=bearer&expires_in=7200';
const DENIED = '?error=access_denied&error_description=User%20denied%20access';
const FAKE_CODE = '?code=test-authorization-code&state=test-state';

export const NEW_STYLE_CASES: OAuthTestCase[] = [
  { name: 'Google success', path: `/oauth/google/callback${FAKE_TOKEN_FRAGMENT}` },
  { name: 'Google error', path: `/oauth/google/callback${DENIED}` },
  { name: 'eBay success', path: `/oauth/ebay/callback${FAKE_CODE}` },
  { name: 'eBay error', path: `/oauth/ebay/callback${DENIED}` },
  { name: 'Generic OAuth page', path: '/oauth' },
  { name: 'Unknown provider', path: '/oauth/unknown-provider' },
];

export const LEGACY_CASES: OAuthTestCase[] = [
  { name: 'Legacy Google callback', path: `/auth/callback${FAKE_TOKEN_FRAGMENT}` },
  { name: 'Legacy eBay callback', path: `/auth/ebay/callback${FAKE_CODE}` },
];

/** The callback routes listed for manual testing. */
export const CALLBACK_ROUTES = [
  '/oauth/callback',
  '/oauth/google/callback',
  '/oauth/ebay/callback',
  '/auth/callback',
  '/auth/ebay/callback',
  '/oauth',
] as const;

export type TestStatus = 'success' | 'failure' | 'pending';
export type TestResult = { id: number; name: string; status: TestStatus; message: string; timestamp: string };

/** Test windows auto-close after 120 s and are polled every second (spec part 1, section 9). */
export const TEST_WINDOW_AUTO_CLOSE_MS = 120_000;
export const TEST_WINDOW_POLL_MS = 1000;

export const TEST_WINDOW_TEXT = {
  opened: 'Test window opened',
  closed: 'Test window closed',
  autoClosed: 'Test window auto-closed',
  blocked: 'Failed to open window (popup blocked?)',
} as const;

/**
 * How a test window ended (spec part 1, section 4, test windows): closed by
 * the tester is success, closed at the time-out is pending, never opened is failure.
 */
export function testWindowOutcome(event: 'blocked' | 'closed' | 'auto_closed'): {
  status: TestStatus;
  message: string;
} {
  if (event === 'blocked') return { status: 'failure', message: TEST_WINDOW_TEXT.blocked };
  if (event === 'closed') return { status: 'success', message: TEST_WINDOW_TEXT.closed };
  return { status: 'pending', message: TEST_WINDOW_TEXT.autoClosed };
}

export const testsRunText = (n: number) => `${n} tests run`;
