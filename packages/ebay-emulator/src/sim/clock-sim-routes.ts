import { z } from 'zod';
import type { RouteContext } from '../http/api-route';
import { parse } from './sim-body';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const AdvanceSchema = z
  .object({
    days: z.number().min(0).max(3650).optional(),
    hours: z.number().min(0).max(87_600).optional(),
  })
  .refine((input) => input.days !== undefined || input.hours !== undefined, 'give days or hours');
const AgeSchema = z.object({ days: z.number().min(0).max(3650) });

/**
 * Time for tests: move the emulator's clock forward (listing traffic grows,
 * tokens expire, the Insights window moves), or make one live listing older
 * without touching the clock.
 */
export function registerClockSimRoutes(context: RouteContext): void {
  const { app, engine } = context;
  const describe = () => ({ now: new Date(engine.now()).toISOString(), offsetMs: engine.clock.offsetMs() });

  app.get('/_sim/clock', async () => describe());
  app.post('/_sim/clock/advance', async (request, reply) => {
    const input = parse(AdvanceSchema, request.body, reply);
    if (!input) return reply;
    engine.clock.advance((input.days ?? 0) * DAY + (input.hours ?? 0) * HOUR);
    return describe();
  });

  app.post('/_sim/listings/:listingId/age', async (request, reply) => {
    const { listingId } = request.params as { listingId: string };
    const input = parse(AgeSchema, request.body, reply);
    if (!input) return reply;
    const found = engine.sellers.findListing(listingId);
    if (!found) return reply.code(404).send({ error: 'listing_not_found' });
    const { listing } = found;
    const startedAt = engine.now() - input.days * DAY;
    // An ended listing keeps its length of life; it just happened earlier.
    if (listing.endedAt !== undefined) listing.endedAt = startedAt + (listing.endedAt - listing.startedAt);
    listing.startedAt = startedAt;
    return { listingId, startedAt: new Date(startedAt).toISOString(), status: listing.status };
  });
}
