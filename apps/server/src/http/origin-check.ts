import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing API requests are accepted only from our own origin (DESIGN
 * section 9). Browsers always send Origin (or Sec-Fetch-Site) on such requests,
 * so a cross-site form or fetch carrying the seller's cookie is refused here.
 * Requests with neither header come from non-browser clients, which hold no
 * victim's cookies, and are let through.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // The eBay account-deletion notification is a server-to-server POST.
    if (request.url.startsWith('/api/webhooks/')) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin) {
      if (origin === ownOrigin || allowed.has(origin)) return;
      throw new AppError('forbidden_origin', 'This request did not come from ListLens and was refused.');
    }
    const site = request.headers['sec-fetch-site'];
    if (site && site !== 'same-origin' && site !== 'none') {
      throw new AppError('forbidden_origin', 'This request did not come from ListLens and was refused.');
    }
  });
}
