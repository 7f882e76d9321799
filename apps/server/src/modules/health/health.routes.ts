import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { publicConfigOf } from '../../config/config';
import { checkHealth } from './health.service';

export function registerHealthRoutes(app: FastifyInstance, { database, config }: AppDeps): void {
  const startedAt = Date.now();

  app.get('/api/health', async (request, reply) => {
    const health = await checkHealth({ database, logger: request.log }, startedAt);
    return reply
      .status(health.database.status === 'up' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(health);
  });

  app.get('/api/config', async () => publicConfigOf(config));
}
