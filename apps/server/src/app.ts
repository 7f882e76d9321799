import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Database, Db } from '@listlens/db';
import type { Auth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth-bridge';
import type { Config } from './config/config';
import { registerOriginCheck } from './http/origin-check';
import { registerProblemHandlers } from './http/problem';
import type { RateLimiter } from './http/rate-limiter';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSpa } from './http/spa';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerSessionRoutes } from './modules/session/session.routes';
import { registerWaitlistRoutes } from './modules/waitlist/waitlist.routes';
import { trustedOriginsFor } from './auth/auth';

/** Everything the HTTP layer talks to. Tests build this with real or fake parts. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  rateLimiter: RateLimiter;
  logger: FastifyBaseLogger;
  /** Folder of the built web app; undefined in tests and under `npm run dev`. */
  webDist?: string;
};

export async function createApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: deps.logger,
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    // Idle keep-alive sockets must not hold a graceful shutdown open.
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerProblemHandlers(app);
  await registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  registerOriginCheck(app, trustedOriginsFor(config));

  registerHealthRoutes(app, deps);
  registerSessionRoutes(app, deps);
  registerProfileRoutes(app, deps);
  registerWaitlistRoutes(app, deps);
  registerAuthRoutes(app, deps.auth);
  await registerSpa(app, deps.webDist);

  return app;
}
