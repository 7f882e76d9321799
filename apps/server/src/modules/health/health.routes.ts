import type { FastifyInstance } from 'fastify';
import type { Health } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { publicConfigOf } from '../../config/config';

export function registerHealthRoutes(app: FastifyInstance, { database, config }: AppDeps): void {
  const startedAt = Date.now();

  app.get('/api/health', async (request, reply) => {
    const began = performance.now();
    let up = true;
    try {
      await database.ping();
    } catch (error) {
      up = false;
      request.log.error({ err: error }, 'database ping failed');
    }
    const body: Health = {
      status: up ? 'ok' : 'degraded',
      database: {
        status: up ? 'up' : 'down',
        driver: database.driver,
        latencyMs: Math.round((performance.now() - began) * 10) / 10,
      },
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
    return reply
      .status(up ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body);
  });

  app.get('/api/config', async () => publicConfigOf(config));
}
