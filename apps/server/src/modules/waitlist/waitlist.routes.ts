import type { FastifyInstance } from 'fastify';
import { WaitlistSignupSchema } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { parseWith } from '../../http/problem';
import { joinWaitlist, waitlistCount } from './waitlist.service';

const WAITLIST_RATE = { max: 10, windowMs: 10 * 60 * 1000 };

export function registerWaitlistRoutes(app: FastifyInstance, { db, rateLimiter, jobs }: AppDeps): void {
  app.post('/api/waitlist', async (request) => {
    await rateLimiter.hit(`waitlist:${request.ip}`, WAITLIST_RATE);
    return joinWaitlist({ db, jobs }, parseWith(WaitlistSignupSchema, request.body));
  });

  // The landing page's stats strip shows the real count (DESIGN section 2).
  app.get('/api/waitlist/count', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return waitlistCount(db);
  });
}
