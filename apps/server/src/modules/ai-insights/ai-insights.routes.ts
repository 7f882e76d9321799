import { PassThrough } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { ACCURACY_TEST_MAX_BYTES, AiInsightsQuerySchema, type AccuracyTestEvent } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import { parseWith } from '../../http/problem';
import { TEST_UPLOAD_LIMITS, readTestPhotos } from './accuracy-test-upload';
import { runAccuracyTest } from './accuracy-test.service';
import { getPerformanceMetrics } from './ai-insights.service';

/** A test analyses up to 9 times; this keeps one seller from tying up the analyzer. */
const TEST_RATE = { max: 20, windowMs: 60 * 60 * 1000 };

/**
 * GET /api/ai/insights (the AI insights dashboard) and POST /api/ai/accuracy-test
 * (the test lab). The multipart parser is registered in the lab's scope only.
 */
export function registerAiInsightsRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, auth, analyze } = deps;
  const running = new Set<string>();

  app.get('/api/ai/insights', async (request) => {
    const { days } = parseWith(AiInsightsQuerySchema, request.query);
    return getPerformanceMetrics(db, await requireSessionUser(auth, request), days);
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { ...TEST_UPLOAD_LIMITS, fileSize: ACCURACY_TEST_MAX_BYTES } });

    // The answer streams JSON lines: progress while the analyzer works (seconds
    // per photo), then the result. Bad input is refused before the stream starts.
    scope.post('/api/ai/accuracy-test', async (request, reply) => {
      const user = await requireSessionUser(auth, request);
      if (running.has(user.id)) throw new AppError('conflict', 'A test is already running. Wait for it to finish.');
      await deps.rateLimiter.hit(`ai-accuracy-test:${user.id}`, TEST_RATE);
      const photos = await readTestPhotos(request, deps.engines.image);

      running.add(user.id);
      const stream = new PassThrough();
      const send = (event: AccuracyTestEvent) => stream.write(`${JSON.stringify(event)}\n`);
      // Leaving the page ends the test: the analyzer stops at its next step.
      const left = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) left.abort(new Error('the page was closed'));
      });
      void runAccuracyTest({ photos, analyze, userId: user.id, signal: left.signal, onProgress: send })
        .then((result) => send({ type: 'result', result }))
        .catch((error: unknown) => {
          if (left.signal.aborted) return;
          request.log.error({ err: error }, 'accuracy test failed');
          send({ type: 'error', message: 'The test could not be completed. Please try again.' });
        })
        .finally(() => {
          running.delete(user.id);
          stream.end();
        });
      return reply.type('application/x-ndjson').header('cache-control', 'no-store').send(stream);
    });
  });
}
