import { CALLBACK_NO_USER_REDIRECT_MS, CALLBACK_TIMEOUT_SECONDS, CALLBACK_WARNING_HINT_MS } from '@listlens/shared';

export type CallbackStatus = 'processing' | 'success' | 'error' | 'timeout';

export const CALLBACK_TEXT = {
  finalizing: 'Finalizing setup...',
  settingUp: 'Setting up your account...',
  firstHint: 'Still working: confirming your sign-in with Google.',
  warningHint: 'Authentication is taking longer than expected.',
  noUser: 'Authentication failed. Please try signing in again.',
  timedOut: 'Authentication timed out. Redirecting you back to try again...',
} as const;

export type CallbackParams = { accessToken?: string; error?: string; errorDescription?: string; hasAuthData: boolean };

/** Reads access_token, error and error_description from the hash (and error from the query). */
export function readCallbackParams(hash: string, search: string): CallbackParams {
  const h = new URLSearchParams(hash.replace(/^#/, ''));
  const q = new URLSearchParams(search);
  const accessToken = h.get('access_token') ?? undefined;
  const error = h.get('error') ?? q.get('error') ?? undefined;
  const errorDescription = h.get('error_description') ?? q.get('error_description') ?? undefined;
  return { accessToken, error, errorDescription, hasAuthData: Boolean(accessToken || q.get('code') || error) };
}

/**
 * What the callback page should be doing `elapsedMs` after it opened while no
 * user has appeared (spec part 1, sections 2 and 9): hint at 3 s, leave at 3 s
 * when the URL carried nothing to wait for, warn at 10 s and give up, time out at 120 s.
 */
export function callbackStepAt(elapsedMs: number, hasAuthData: boolean) {
  if (elapsedMs >= CALLBACK_TIMEOUT_SECONDS * 1000)
    return { status: 'timeout' as const, message: CALLBACK_TEXT.timedOut };
  if (elapsedMs >= CALLBACK_WARNING_HINT_MS)
    return { status: 'error' as const, message: CALLBACK_TEXT.noUser, hint: CALLBACK_TEXT.warningHint };
  if (elapsedMs >= CALLBACK_NO_USER_REDIRECT_MS) {
    return hasAuthData
      ? { status: 'processing' as const, hint: CALLBACK_TEXT.firstHint }
      : { status: 'error' as const, message: CALLBACK_TEXT.noUser };
  }
  return { status: 'processing' as const };
}
