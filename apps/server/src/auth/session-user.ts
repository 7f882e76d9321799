import type { FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { unauthenticated } from '../errors/app-error';
import type { SessionUser } from './session-reader';

export type { SessionUser };

/** The signed-in user of this request, or null. Reads the HttpOnly session cookie. */
export function findSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  return auth.findSession(request.headers.cookie);
}

export async function requireSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser> {
  const user = await findSessionUser(auth, request);
  if (!user) throw unauthenticated();
  return user;
}
