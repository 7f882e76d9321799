// Business constants from spec part 1, section 9. Kept in one place so server and web agree.

export const PRODUCT_NAME = 'ListLens';

/**
 * Password length for new passwords. The spec says 6 (part 1, sections 5 and 9);
 * ListLens asks for 8 and refuses common passwords (decision 020).
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Default listing limit when the profile has none (spec part 1, section 9). */
export const DEFAULT_LISTINGS_LIMIT = 999;

export const DEFAULT_SUBSCRIPTION_PLAN = 'free';
export const DEFAULT_SUBSCRIPTION_STATUS = 'active';

/** Profile fetch: debounce, retries and per-try limit (spec part 1, sections 4 and 9). */
export const AUTH_DEBOUNCE_MS = 500;
export const PROFILE_FETCH_RETRIES = 3;
export const PROFILE_FETCH_RETRY_DELAY_MS = 2000;
export const PROFILE_FETCH_TIMEOUT_MS = 120_000;

/** Sign-in callback page (spec part 1, sections 2 and 9). */
export const CALLBACK_TIMEOUT_SECONDS = 120;
export const CALLBACK_NO_USER_REDIRECT_MS = 3000;
export const CALLBACK_WARNING_HINT_MS = 10_000;
export const CALLBACK_SUCCESS_REDIRECT_MS = 2000;
export const POST_SUBSCRIBE_REDIRECT_MS = 1000;

/** Contact address shown in the landing header and footer. */
export const CONTACT_EMAIL = 'hello@listlens.app';
