import type { FastifyInstance } from 'fastify';
import { ItemParamsSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { parseWith } from '../../http/problem';
import { getItemPricing, refreshPricingFor } from './pricing.service';

/** An item's pricing insights (spec part 3, pricing insights panel; issue 16). */
export function registerPricingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, pricing } = deps;

  app.get('/api/items/:itemId/pricing', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    return getItemPricing(pricing, await requireSessionUser(auth, request), itemId);
  });

  // Answers with the fresh figures: the seller asked and waits for them (decision 022), within the
  // spec's 30 s pricing timeout; at most 20 a minute per seller, as each reads eBay several times.
  app.post('/api/items/:itemId/pricing', async (request) => {
    const { itemId } = parseWith(ItemParamsSchema, request.params);
    const user = await requireSessionUser(auth, request);
    await deps.rateLimiter.hit(`pricing:${user.id}`, { max: 20, windowMs: 60_000 });
    return refreshPricingFor(pricing, user, itemId);
  });
}
