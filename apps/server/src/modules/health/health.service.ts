import type { FastifyBaseLogger } from 'fastify';
import type { Health } from '@listlens/shared';
import type { Database } from '@listlens/db';

/** The health answer: the database pinged, how long it took, and how long this process has run. */
export async function checkHealth(
  deps: { database: Database; logger: FastifyBaseLogger },
  startedAt: number,
): Promise<Health> {
  const { database } = deps;
  const began = performance.now();
  let up = true;
  try {
    await database.ping();
  } catch (error) {
    up = false;
    deps.logger.error({ err: error }, 'database ping failed');
  }
  return {
    status: up ? 'ok' : 'degraded',
    database: {
      status: up ? 'up' : 'down',
      driver: database.driver,
      latencyMs: Math.round((performance.now() - began) * 10) / 10,
    },
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  };
}
