import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { probeStorage, runBackendDiagnostics } from './diagnostics.service';

// Each backend run writes a row and a file; ten a minute is plenty for a person pressing Run Tests.
const BACKEND_RATE = { max: 10, windowMs: 60 * 1000 };
// The public storage probe touches the storage; per client, so nobody can hammer it anonymously.
const STORAGE_PROBE_RATE = { max: 30, windowMs: 60 * 1000 };

/** The backend and network test pages of spec part 3 (diagnostics). */
export function registerDiagnosticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { auth, rateLimiter } = deps;

  app.post('/api/diagnostics/backend', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    await rateLimiter.hit(`diagnostics-backend:${user.id}`, BACKEND_RATE);
    const result = await runBackendDiagnostics({ ...deps, logger: request.log }, user);
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.get('/api/diagnostics/storage', async (request, reply) => {
    await rateLimiter.hit(`diagnostics-storage:${request.ip}`, STORAGE_PROBE_RATE);
    const probe = await probeStorage({ ...deps, logger: request.log });
    return reply
      .status(probe.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(probe);
  });
}
