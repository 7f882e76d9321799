/** Constants of the connect flow (spec part 1, sections 4 and 9). */

/** The auth window is 600x700 (spec part 1, section 9). */
export const AUTH_WINDOW_SIZE = { width: 600, height: 700 } as const;
/** The auth window is closed after 10 minutes (spec part 1, section 4 step 6). */
export const AUTH_WINDOW_LIFETIME_MS = 10 * 60 * 1000;
/** Closure of the auth window is checked every second (spec part 1, section 9). */
export const WINDOW_CLOSED_CHECK_MS = 1000;
/** Popup messages older than 5 minutes are ignored (spec part 1, sections 5 and 9). */
export const MESSAGE_MAX_AGE_MS = 5 * 60 * 1000;
/** Status polling gives up after 240 attempts (spec part 1, section 4 step 7). */
export const MAX_POLL_ATTEMPTS = 240;
/** The success page waits 2 s before it moves on (spec part 1, section 9). */
export const SUCCESS_REDIRECT_MS = 2000;
/** The callback page times out after 120 s while processing (spec part 1, section 4). */
export const CALLBACK_TIMEOUT_MS = 120_000;
/** The connection test gives up after 5 s (spec part 1, section 8). */
export const CONNECTION_TEST_TIMEOUT_MS = 5000;
/** Starting the flow (the consent URL) gives up after this long; the spec gives no figure. */
export const START_TIMEOUT_MS = 15_000;
/** The channel the callback page broadcasts on (spec part 1, section 4 step 3). */
export const AUTH_CHANNEL_NAME = 'ebay-auth';

/**
 * The delay before status poll number `attempt` (1-based), or null when polling
 * is over. Onboarding-screen schedule, spec part 1 section 4 step 7: 50 ms for
 * the first 20, 100 ms up to 40, 500 ms up to 60, 1000 ms up to 120, then
 * 2000 ms, at most 240 attempts (about 5 minutes 13 seconds in all).
 */
export function pollDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_POLL_ATTEMPTS) return null;
  if (attempt <= 20) return 50;
  if (attempt <= 40) return 100;
  if (attempt <= 60) return 500;
  if (attempt <= 120) return 1000;
  return 2000;
}

/** Window features for a 600x700 popup centred over the current window. */
export function authWindowFeatures(
  outer: { screenX: number; screenY: number; outerWidth: number; outerHeight: number },
  size: { width: number; height: number } = AUTH_WINDOW_SIZE,
): string {
  const left = Math.max(0, Math.round(outer.screenX + (outer.outerWidth - size.width) / 2));
  const top = Math.max(0, Math.round(outer.screenY + (outer.outerHeight - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}
