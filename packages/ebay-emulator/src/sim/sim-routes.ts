import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { purchase } from '../fulfillment/order-service';
import type { RouteContext } from '../http/api-route';
import { isValidUsername } from '../state/sellers';
import { userIdFor } from '../state/ids';
import { parse } from './sim-body';
import { registerClockSimRoutes } from './clock-sim-routes';
import { registerMarketSimRoutes } from './market-sim-routes';
import { registerTaxonomySimRoutes } from './taxonomy-sim-routes';

const Rate = z.number().min(0).max(1);
const FaultConfigSchema = z.object({
  rate429: Rate.optional(),
  rate500: Rate.optional(),
  rateSlow: Rate.optional(),
  slowMs: z.number().int().min(0).max(60_000).optional(),
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
  seed: z.number().int().optional(),
});
const ScriptSchema = z.object({
  faults: z.array(
    z.object({
      kind: z.enum(['429', '500', 'slow']),
      pathPrefix: z.string().optional(),
      delayMs: z.number().int().min(0).max(60_000).optional(),
      retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
    }),
  ),
});
const BuySchema = z.object({
  quantity: z.coerce.number().int().min(1).default(1),
  buyerUsername: z.string().max(64).optional(),
});
const TokenFilterSchema = z.object({ username: z.string().optional(), token: z.string().optional() });
const SellerSetupSchema = z.object({ optedIn: z.boolean().optional(), defaultPolicies: z.boolean().optional() });

const isForm = (request: FastifyRequest): boolean =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');

/**
 * The emulator's own control surface under `/_sim` (no eBay counterpart):
 * simulate a purchase, drive fault injection, expire or revoke tokens, set a
 * seller up, reset everything. Answers use a plain `{ error }` shape.
 */
export function registerSimRoutes(context: RouteContext): void {
  const { app, engine, prefix } = context;

  app.post('/_sim/buy/:listingId', async (request, reply) => {
    const { listingId } = request.params as { listingId: string };
    const input = parse(BuySchema, request.body, reply);
    if (!input) return reply;
    const found = engine.sellers.findListing(listingId);
    if (!found) return reply.code(404).send({ error: 'listing_not_found' });
    const result = purchase(engine, found.seller, found.listing, input);
    if (!result.ok) return reply.code(result.status).send({ error: 'not_purchasable', message: result.reason });
    const { order } = result;
    // The listing page's Buy It Now form posts here; send the browser back to the page.
    if (isForm(request))
      return reply.redirect(`${prefix}/itm/${listingId}?purchased=${encodeURIComponent(order.orderId)}`, 303);
    return reply.code(201).send({
      orderId: order.orderId,
      listingId,
      sellerUsername: found.seller.user.username,
      total: order.pricingSummary.total,
    });
  });

  app.get('/_sim/faults', async () => ({ config: engine.faults.config, pending: engine.faults.pending }));
  app.put('/_sim/faults', async (request, reply) => {
    const input = parse(FaultConfigSchema, request.body, reply);
    if (!input) return reply;
    try {
      return { config: engine.faults.configure(input) };
    } catch (error) {
      return reply.code(400).send({ error: 'invalid_faults', message: (error as Error).message });
    }
  });
  app.post('/_sim/faults/script', async (request, reply) => {
    const input = parse(ScriptSchema, request.body, reply);
    if (!input) return reply;
    engine.faults.script(input.faults);
    return { pending: engine.faults.pending };
  });
  app.delete('/_sim/faults', async (_request, reply) => {
    engine.faults.clear();
    return reply.code(204).send();
  });

  app.post('/_sim/tokens/expire', async (request, reply) => {
    const input = parse(TokenFilterSchema, request.body, reply);
    if (!input) return reply;
    const userId = input.username ? userIdFor(input.username) : undefined;
    return {
      expired: engine.oauth.expireAccessTokens({
        ...(userId ? { userId } : {}),
        ...(input.token ? { token: input.token } : {}),
      }),
    };
  });
  app.post('/_sim/tokens/revoke', async (request, reply) => {
    const input = parse(TokenFilterSchema, request.body, reply);
    if (!input) return reply;
    return { revoked: engine.oauth.revokeRefreshTokens(input.username ? { userId: userIdFor(input.username) } : {}) };
  });

  app.put('/_sim/sellers/:username', async (request, reply) => {
    const { username } = request.params as { username: string };
    if (!isValidUsername(username)) return reply.code(400).send({ error: 'invalid_username' });
    const input = parse(SellerSetupSchema, request.body, reply);
    if (!input) return reply;
    const seller = engine.sellers.setUp(username, input);
    return { userId: seller.user.userId, username: seller.user.username };
  });
  app.get('/_sim/sellers/:username', async (request, reply) => {
    const seller = engine.sellers.byUserId(userIdFor((request.params as { username: string }).username));
    if (!seller) return reply.code(404).send({ error: 'seller_not_found' });
    return {
      userId: seller.user.userId,
      username: seller.user.username,
      programs: [...seller.programs.keys()],
      inventoryItems: seller.items.size,
      offers: seller.offers.size,
      listings: [...seller.listings.values()],
      orders: seller.orders.length,
    };
  });

  registerTaxonomySimRoutes(context);
  registerMarketSimRoutes(context);
  registerClockSimRoutes(context);

  app.post('/_sim/reset', async (_request, reply) => {
    engine.reset();
    return reply.code(204).send();
  });
}
