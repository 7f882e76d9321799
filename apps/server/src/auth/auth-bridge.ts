import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { sendProblem } from '../http/problem';

/** Builds a Fetch API Request from a Fastify request, for the auth library's handler. */
export function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

/** Copies status, headers (every Set-Cookie) and body of a Fetch Response onto the reply. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie' || key === 'content-length') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = await response.text();
  return reply.send(text.length > 0 ? text : undefined);
}

/** Copies only the Set-Cookie headers of an auth response (used by our own JSON routes). */
export function forwardCookies(reply: FastifyReply, response: Response): void {
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/**
 * The library's paths that the Google redirect flow needs: the provider's
 * callback (a GET, or a POST for form_post) and the library's error and ok
 * pages. Every other path of its router (password changes, session and account
 * management) has a route of ours with our validation and limits, or is not
 * used, so it answers 404 like any unknown address.
 */
const FORWARDED = [
  { method: ['GET', 'POST'] as ('GET' | 'POST')[], url: '/api/auth/callback/:providerId' },
  { method: ['GET'] as ('GET' | 'POST')[], url: '/api/auth/error' },
  { method: ['GET'] as ('GET' | 'POST')[], url: '/api/auth/ok' },
];

/**
 * Mounts the library's router for the OAuth redirect flow and its callback.
 * Its error answers are rewritten into our problem shape.
 */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth): void {
  for (const { method, url } of FORWARDED) app.route({ method, url, handler: forward(auth) });
}

function forward(auth: Auth) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const response = await auth.lib.handler(toWebRequest(request));
    const isJsonError = response.status >= 400 && response.headers.get('content-type')?.includes('application/json');
    if (!isJsonError) return sendWebResponse(reply, response);
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    forwardCookies(reply, response);
    return sendProblem(
      reply,
      response.status,
      (body.code ?? 'auth_failed').toLowerCase(),
      body.message ?? 'Authentication failed. Please try again.',
    );
  };
}
