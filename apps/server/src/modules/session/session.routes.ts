import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ChangePasswordSchema, GoogleSignInSchema, PASSWORD_TEXT, SignInSchema, SignUpSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { forwardCookies, toWebRequest } from '../../auth/auth-bridge';
import { assertUncommonPassword } from '../../auth/password-policy';
import { findSessionUser, requireSessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import { parseWith } from '../../http/problem';
import { getMe } from '../profile';
import { changePassword, signIn, signOut, signUp, startGoogleSignIn } from './session.service';

const clientKey = (request: FastifyRequest) => request.ip;

export function registerSessionRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, db, rateLimiter, config } = deps;

  /** Signed-out visitors get `{ user: null }` with 200, so the browser logs no error. */
  app.get('/api/session', async (request) => {
    const user = await findSessionUser(auth, request);
    return { user: user ? (await getMe(db, user)).user : null };
  });

  app.post('/api/accounts', async (request, reply) => {
    await rateLimiter.hit(`sign-up:${clientKey(request)}`, config.SIGN_UP_RATE_LIMIT);
    const input = parseWith(SignUpSchema, request.body);
    assertUncommonPassword(input.password, { field: 'password', email: input.email });
    const { response } = await signUp(auth, input, toWebRequest(request).headers);
    forwardCookies(reply, response);
    return reply.status(201).send(await meFromResponse(deps, response));
  });

  // Three counters (decision 020): one address trying one account, one address trying many
  // accounts (a password sprayed across e-mails), and one account tried from many addresses.
  app.post('/api/session', async (request, reply) => {
    await rateLimiter.hit(`sign-in-address:${clientKey(request)}`, config.SIGN_IN_ADDRESS_RATE_LIMIT);
    const input = parseWith(SignInSchema, request.body);
    await rateLimiter.hit(`sign-in:${clientKey(request)}:${input.email}`, config.SIGN_IN_RATE_LIMIT);
    await rateLimiter.hit(`sign-in-account:${input.email}`, config.SIGN_IN_ACCOUNT_RATE_LIMIT);
    const { response } = await signIn(auth, input, toWebRequest(request).headers);
    forwardCookies(reply, response);
    return meFromResponse(deps, response);
  });

  // Change password (settings): the sign-up rule, limited per account since each try tests the current password.
  app.post('/api/me/password', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    await rateLimiter.hit(`password-change:${user.id}`, config.PASSWORD_CHANGE_RATE_LIMIT);
    const input = parseWith(ChangePasswordSchema, request.body);
    assertUncommonPassword(input.newPassword, { field: 'newPassword', email: user.email });
    const { response } = await changePassword(auth, input, toWebRequest(request).headers);
    forwardCookies(reply, response);
    return { message: PASSWORD_TEXT.changed };
  });

  app.delete('/api/session', async (request, reply) => {
    const { response } = await signOut(auth, toWebRequest(request).headers);
    forwardCookies(reply, response);
    return reply.status(204).send();
  });

  app.post('/api/session/google', async (request, reply) => {
    const { callbackPath } = parseWith(GoogleSignInSchema, request.body);
    if (!config.googleSignIn) {
      throw new AppError('auth_failed', 'Google sign-in failed. Please try email/password instead.');
    }
    const { response, url } = await startGoogleSignIn(auth, callbackPath, toWebRequest(request).headers);
    forwardCookies(reply, response);
    return { url };
  });
}

/** After sign-in or sign-up the auth library answers with its user; we answer with ours. */
async function meFromResponse({ db }: AppDeps, response: Response) {
  const body = (await response.clone().json()) as {
    user: { id: string; email: string; name: string; image?: string | null };
  };
  return getMe(db, { ...body.user, image: body.user.image ?? null });
}
