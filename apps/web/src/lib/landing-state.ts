/**
 * Router state that asks the landing page to open the sign-in modal (spec part 1, section 2),
 * with the protected page that sent the visitor there. Sent by auth's guards and the OAuth
 * pages, read by the landing page: it lives here so those features need not import each other.
 */
export type LandingState = { showSignIn?: boolean; from?: string };
