import { z } from 'zod';
import { safeText } from './safe-text';
import { SafeRedirectPathSchema } from './auth';

/** Texts of spec part 1, sections 5 and 8. */
/**
 * eBay sent the seller back to an address where this browser has no ListLens
 * session: usually they signed in at another address of the same app (issue 18,
 * point 3: 127.0.0.1 while ListLens lives at localhost). Said instead of 'Please
 * sign in', which a seller signed in elsewhere cannot act on.
 */
export const ebayCallbackSignedOutText = (appUrl: string) =>
  `eBay sent you back to ${appUrl}, where this browser is not signed in to ListLens. ` +
  `Open ${appUrl}, sign in there and connect eBay again.`;

export const EBAY_TEXT = {
  missingParams: 'Invalid callback - missing required parameters.',
  badState: 'Invalid OAuth state parameter',
  popupBlocked: 'Popup blocked. Please allow popups and try again.',
  popupBlockedLong:
    'Authentication window was blocked by your browser. Please allow popups for this site and try again.',
  network:
    'Network error occurred while connecting to the marketplace. Please check your internet connection and try again.',
  config: 'Marketplace authentication configuration error. Please contact support if this persists.',
  timeout: 'Authentication request timed out. Please try again.',
  noRefreshToken: 'No refresh token available',
  noValidToken: 'No valid authentication token available',
  /** eBay refused the refresh token (revoked, expired or issued to another keyset): spec part 1's Reconnect. */
  reconnectNeeded:
    'Not Connected: eBay no longer accepts this connection. Reconnect your eBay account to keep posting.',
} as const;

/** Manual tokens are assumed to live 7200 s (spec part 1, section 9). */
export const MANUAL_TOKEN_LIFETIME_SECONDS = 7200;
/** Within 5 minutes of expiry a token counts as expired (spec part 1, section 4). */
export const TOKEN_EXPIRY_MARGIN_MS = 300_000;
/** A pasted success URL must be exchanged within 5 minutes (spec part 1, section 9). */
export const MANUAL_EXCHANGE_WINDOW_MS = 300_000;
/** The development bypass value of spec part 1 section 3; it never counts as a token. */
export const DEV_BYPASS_TOKEN = 'dev-bypass-token';

export const StartEbayConnectSchema = z.object({ returnPath: SafeRedirectPathSchema.default('/app') });
export const StartEbayConnectResultSchema = z.object({ authUrl: z.string().url(), state: z.string() });

export const EbayCallbackSchema = z.object({
  code: safeText(2048).optional(),
  state: safeText(256).optional(),
  error: safeText(256).optional(),
  error_description: safeText(1024, { multiline: true }).optional(),
});
export type EbayCallback = z.infer<typeof EbayCallbackSchema>;

export const EbayCallbackResultSchema = z.object({ connected: z.literal(true), returnPath: z.string() });

export const ManualTokenSchema = z.object({
  // eBay's tokens are printable ASCII without spaces (v^1.1#i^1#...). Anything else cannot be sent in an
  // Authorization header: every eBay call would fail as if eBay were down.
  token: safeText(4096, { tooLong: 'That token is too long' })
    .trim()
    .min(1, 'Please paste a token')
    .regex(/^[\x21-\x7e]*$/, 'That is not an eBay token: it has spaces or characters a token never has.'),
});

/** A pasted success URL (…/auth/ebay/callback?code=…&state=…) from a manual exchange. */
export const ManualExchangeSchema = z.object({
  url: safeText(4096).trim().min(1, 'Please paste the address of the success page'),
});

/** Connection status: metadata only, never a token (DESIGN section 2). */
export const EbayStatusSchema = z.object({
  connected: z.boolean(),
  environment: z.enum(['emulator', 'sandbox', 'production']),
  ebayUsername: z.string().nullable(),
  expiresAt: z.string().nullable(),
  scopes: z.array(z.string()),
  isManual: z.boolean(),
  hasAccessToken: z.boolean(),
  hasRefreshToken: z.boolean(),
  accessTokenLength: z.number().int(),
  tokenType: z.string().nullable(),
  /** eBay refused the refresh token (revoked, expired, another keyset): not connected, and Reconnect is offered. */
  needsReconnect: z.boolean(),
});
export type EbayStatus = z.infer<typeof EbayStatusSchema>;
