import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { unauthenticated } from '../errors/app-error';
import { toWebRequest } from './auth-bridge';

export type SessionUser = { id: string; email: string; name: string; image: string | null };

/** The signed-in user of this request, or null. Reads the HttpOnly session cookie. */
export async function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toWebRequest(request).headers });
  if (!session) return null;
  const { id, email, name, image } = session.user;
  return { id, email, name, image: image ?? null };
}

export async function requireSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}
