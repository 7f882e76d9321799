import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './problem';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other
 * non-API path falls back to index.html so client routes survive a full load.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const hasBuild = Boolean(webDist && existsSync(path.join(webDist, 'index.html')));
  if (hasBuild && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/build/precompress.ts); sent when the browser accepts them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/_emulator/');
    if (isApi || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(reply, 404, 'not_found', 'Nothing was found at this address.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
