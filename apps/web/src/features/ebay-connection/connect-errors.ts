import { CONTACT_EMAIL, EBAY_TEXT } from '@listlens/shared';

export type ConnectErrorKind =
  'popup_blocked' | 'network_error' | 'auth_config_error' | 'timeout_error' | 'general_error';

export type ConnectError = { kind: ConnectErrorKind; message: string; retryable: boolean };

/** What went wrong, as the flow saw it. */
export type ConnectFailure =
  | { reason: 'popup_blocked' }
  | { reason: 'timeout' }
  | { reason: 'api'; step: 'start' | 'callback' | 'status'; status: number; code: string; message: string };

/** Codes whose server message already is one of the spec's texts ('Invalid OAuth state parameter', ...). */
const SPEC_TEXT_CODES = new Set([
  'ebay_auth_failed',
  'ebay_invalid_callback',
  'ebay_invalid_state',
  'ebay_token_exchange_failed',
  'ebay_not_connected',
]);

/** Retry is offered for network, timeout and popup errors only (spec part 1, section 8). */
const RETRYABLE: ReadonlySet<ConnectErrorKind> = new Set(['popup_blocked', 'network_error', 'timeout_error']);

const make = (kind: ConnectErrorKind, message: string): ConnectError => ({
  kind,
  message,
  retryable: RETRYABLE.has(kind),
});

/** Sorts a failure into the error catalogue of spec part 1, section 8, with its text. */
export function classifyConnectError(failure: ConnectFailure): ConnectError {
  if (failure.reason === 'popup_blocked') return make('popup_blocked', EBAY_TEXT.popupBlockedLong);
  if (failure.reason === 'timeout') return make('timeout_error', EBAY_TEXT.timeout);
  if (failure.status === 0 || failure.code === 'network_error') return make('network_error', EBAY_TEXT.network);
  // The server could not reach eBay: its message is the network text or 'Failed to connect to marketplace'.
  if (failure.code === 'ebay_unreachable') return make('network_error', failure.message || EBAY_TEXT.network);
  // The consent URL could not be built: the keyset is missing or wrong on the server.
  if (failure.step === 'start' && failure.status >= 500) return make('auth_config_error', EBAY_TEXT.config);
  if (SPEC_TEXT_CODES.has(failure.code)) return make('general_error', failure.message);
  // eBay's return found no session at this address: the server says where to sign in (issue 18, point 3).
  if (failure.step === 'callback' && failure.code === 'unauthenticated') return make('general_error', failure.message);
  return make('general_error', `Authentication failed: ${failure.message}`);
}

/** What the seller can do when retry is not offered (spec part 1, section 8). */
export const CONTACT_SUPPORT_TEXT = `If this keeps happening, please contact support at ${CONTACT_EMAIL}.`;
