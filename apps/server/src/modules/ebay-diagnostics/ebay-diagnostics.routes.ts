import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { checkCapabilities, fetchCategories, fetchTrendingItems } from './ebay-diagnostics.service';

// Each press is one or two eBay calls; a person testing presses a few times a minute.
const EBAY_TEST_RATE = { max: 20, windowMs: 60 * 1000 };

/** The eBay buttons of /test-connection (spec part 3, diagnostics); signed-in only. */
export function registerEbayDiagnosticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, ebay, rateLimiter } = deps;
  const signedIn = async (request: Parameters<typeof requireSessionUser>[1]) => {
    const user = await requireSessionUser(auth, request);
    await rateLimiter.hit(`ebay-test:${user.id}`, EBAY_TEST_RATE);
    return user.id;
  };

  app.get('/api/ebay/test/trending', async (request, reply) => {
    await signedIn(request);
    return reply.header('cache-control', 'no-store').send(await fetchTrendingItems(ebay));
  });
  app.get('/api/ebay/test/categories', async (request, reply) => {
    await signedIn(request);
    return reply.header('cache-control', 'no-store').send(await fetchCategories(ebay));
  });
  app.get('/api/ebay/test/capabilities', async (request, reply) => {
    const userId = await signedIn(request);
    return reply.header('cache-control', 'no-store').send(await checkCapabilities(ebay, userId));
  });
}
