// Waitlist texts and constants (spec part 1 sections 5 and 8, part 3 sections 2, 4, 8
// and 9). Kept free of zod on purpose: the landing page imports them, and its
// JavaScript budget has no room for the schema library (issue 9, Lighthouse).

import { PRODUCT_NAME } from './constants';

export const WAITLIST_INVALID_EMAIL = 'Please enter a valid email address';
export const WAITLIST_SUCCESS = 'Success! Check your email for next steps.';
export const WAITLIST_FAILURE = 'Something went wrong. Please try again.';

/** The signed-in hero (spec part 3, sections 2 and 4). */
export const WAITLIST_JOINING = 'Joining waitlist...';
export const WAITLIST_WELCOME_TITLE = 'Welcome to the Waitlist!';

/** Join Waitlist with Google (spec part 3, section 2). */
export const WAITLIST_GOOGLE_LOADING = 'Signing in...';
export const WAITLIST_GOOGLE_SUCCESS = "Welcome! You're all set for early access.";
export const WAITLIST_GOOGLE_NOTIFY = `We'll notify you as soon as ${PRODUCT_NAME} launches!`;

/** A signed-in seller's submission is abandoned after 3 s (spec part 3, sections 4 and 9). */
export const WAITLIST_SUBMIT_TIMEOUT_MS = 3000;

/** The spec's two sign-in sources (part 3, section 3); the e-mail forms name their own section. */
export const WAITLIST_SOURCES = {
  googleSignIn: 'google_signin',
  googleSignInAuthenticated: 'google_signin_authenticated',
  hero: 'landing_hero',
  calculator: 'price_calculator',
  finalCallToAction: 'final_cta',
} as const;

/**
 * The per-seller 'already submitted' flag (spec part 3, section 3). The same key
 * the sign-in callback sets, so a seller is submitted once whichever way they came.
 */
export const waitlistSubmittedKey = (userId: string) => `listlens.waitlistSubscribed.${userId}`;

/** The client-side check of spec part 1 section 5: non-empty and containing @. */
export function isWaitlistEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}
