import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { requestSalesSync } from './sales.jobs';
import { listSales } from './sales.service';

/** The seller's sales, and a sync now besides the schedule (issue 8, point 4). */
export function registerSalesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, db } = deps;

  app.get('/api/sales', async (request) => listSales(db, (await requireSessionUser(auth, request)).id));

  // Only enqueues: reading eBay's orders is the job's work (STYLE habit 6).
  app.post('/api/sales/sync', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    await deps.rateLimiter.hit(`sales-sync:${user.id}`, { max: 10, windowMs: 60_000 });
    return reply.status(202).send(await requestSalesSync(deps.jobs, user.id));
  });
}
