import type { ChangePassword, SignIn, SignUp } from '@listlens/shared';
import { APIError } from 'better-auth/api';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../errors/app-error';

/** What our routes need back from the auth library: cookies to forward. */
export type AuthResult = { response: Response };

const MESSAGES: Record<string, AppError> = {
  USER_ALREADY_EXISTS: new AppError(
    'email_taken',
    'An account with this email already exists. Try signing in instead.',
  ),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: new AppError(
    'email_taken',
    'An account with this email already exists. Try signing in instead.',
  ),
  INVALID_EMAIL_OR_PASSWORD: new AppError('invalid_credentials', 'Invalid email or password'),
  INVALID_PASSWORD: new AppError('invalid_credentials', 'Invalid email or password'),
  // Changing the password of an account that signs in with Google only.
  CREDENTIAL_ACCOUNT_NOT_FOUND: new AppError(
    'auth_failed',
    'This account signs in with Google and has no password to change.',
  ),
};

/** Turns an auth-library failure into a user-facing AppError ('Authentication failed...' by default). */
async function toAppError(source: Response | APIError): Promise<AppError> {
  const code =
    source instanceof APIError
      ? (source.body as { code?: string } | undefined)?.code
      : ((await source.json().catch(() => ({}))) as { code?: string }).code;
  const known = code ? MESSAGES[code] : undefined;
  if (known) return new AppError(known.code, known.message);
  return new AppError('auth_failed', 'Authentication failed. Please try again.', { cause: source });
}

async function call(run: () => Promise<Response>): Promise<AuthResult> {
  let response: Response;
  try {
    response = await run();
  } catch (error) {
    if (error instanceof APIError) throw await toAppError(error);
    throw error;
  }
  if (!response.ok) throw await toAppError(response);
  return { response };
}

export function signUp(auth: Auth, input: SignUp, headers: Headers): Promise<AuthResult> {
  return call(() =>
    auth.lib.api.signUpEmail({
      body: { name: input.fullName, email: input.email, password: input.password },
      headers,
      asResponse: true,
    }),
  );
}

export function signIn(auth: Auth, input: SignIn, headers: Headers): Promise<AuthResult> {
  return call(() =>
    auth.lib.api.signInEmail({ body: { email: input.email, password: input.password }, headers, asResponse: true }),
  );
}

/**
 * Changes the signed-in user's password; every other session of theirs ends.
 * A wrong current password is a field error on it, so the form can say where.
 */
export async function changePassword(auth: Auth, input: ChangePassword, headers: Headers): Promise<AuthResult> {
  try {
    return await call(() =>
      auth.lib.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        asResponse: true,
      }),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_credentials') {
      throw new AppError('validation_failed', 'Some fields need your attention.', {
        errors: [{ path: 'currentPassword', message: 'Your current password is not correct' }],
      });
    }
    throw error;
  }
}

export function signOut(auth: Auth, headers: Headers): Promise<AuthResult> {
  return call(() => auth.lib.api.signOut({ headers, asResponse: true }));
}

/** Starts Google sign-in: returns the provider's consent URL and sets the state cookie. */
export async function startGoogleSignIn(
  auth: Auth,
  callbackPath: string,
  headers: Headers,
): Promise<AuthResult & { url: string }> {
  const result = await call(() =>
    auth.lib.api.signInSocial({
      body: {
        provider: 'google',
        callbackURL: callbackPath,
        newUserCallbackURL: callbackPath,
        errorCallbackURL: '/auth/callback',
      },
      headers,
      asResponse: true,
    }),
  );
  const body = (await result.response.clone().json()) as { url?: string };
  if (!body.url) throw new AppError('auth_failed', 'Google sign-in failed. Please try email/password instead.');
  return { ...result, url: body.url };
}
