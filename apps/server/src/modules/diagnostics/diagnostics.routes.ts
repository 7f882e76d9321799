import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { probeStorage, runBackendDiagnostics, runStorageTest, signInMethods } from './diagnostics.service';
import { runItemAnalysisTest } from './item-analysis-test';

// Each backend run writes a row and a file; ten a minute is plenty for a person pressing Run Tests.
const BACKEND_RATE = { max: 10, windowMs: 60 * 1000 };
// The public storage probe touches the storage; per client, so nobody can hammer it anonymously.
const STORAGE_PROBE_RATE = { max: 30, windowMs: 60 * 1000 };
// The connection test's storage round trip writes a file; as often as a person presses Run Tests Again.
const STORAGE_TEST_RATE = { max: 20, windowMs: 60 * 1000 };
// An analysis keeps a core busy for seconds.
const ANALYSIS_TEST_RATE = { max: 5, windowMs: 60 * 1000 };

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

  // The connection test page: storage round trip, sign-in provider, item analysis (signed in).
  app.post('/api/diagnostics/storage-test', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    await rateLimiter.hit(`diagnostics-storage-test:${user.id}`, STORAGE_TEST_RATE);
    const result = await runStorageTest({ ...deps, logger: request.log }, user);
    return reply.header('cache-control', 'no-store').send(result);
  });

  app.get('/api/diagnostics/sign-in', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    return reply.header('cache-control', 'no-store').send(await signInMethods(deps, user));
  });

  app.post('/api/diagnostics/item-analysis', async (request, reply) => {
    const user = await requireSessionUser(auth, request);
    await rateLimiter.hit(`diagnostics-analysis:${user.id}`, ANALYSIS_TEST_RATE);
    return reply.header('cache-control', 'no-store').send(await runItemAnalysisTest(deps.analyze));
  });
}
