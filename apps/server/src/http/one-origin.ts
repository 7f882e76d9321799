import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackHost } from '../config/loopback';

/** A browser's page load (a navigation), not a script's fetch or an image. */
function isPageLoad(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const mode = request.headers['sec-fetch-mode'];
  if (mode) return mode === 'navigate';
  return (request.headers.accept ?? '').includes('text/html');
}

const isOwnControlPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/_emulator/');

/**
 * One origin for the seller's pages (issue 18, point 3; decision 024). A page
 * opened at another name of this machine (http://127.0.0.1:3000 while
 * APP_PUBLIC_URL is http://localhost:3000) is sent to the same path at the
 * public URL, so the session cookie, the eBay popup's messages and eBay's
 * return address all share one origin. Only loopback names are redirected:
 * a phone on the LAN that opened the machine's address would be sent to its
 * own localhost, and a reverse proxy that forwards `Host: localhost` to a
 * deployed server would loop. API calls are left to the origin check.
 */
export function registerOneOrigin(app: FastifyInstance, publicUrl: string): void {
  const target = new URL(publicUrl);
  if (!isLoopbackHost(target.hostname)) return;
  app.addHook('onRequest', async (request, reply) => {
    if (!isPageLoad(request) || isOwnControlPath(request.url)) return;
    const hostname = request.hostname.toLowerCase();
    if (hostname === target.hostname.toLowerCase() || !isLoopbackHost(hostname)) return;
    return reply.header('cache-control', 'no-store').redirect(`${target.origin}${request.url}`, 302);
  });
}
