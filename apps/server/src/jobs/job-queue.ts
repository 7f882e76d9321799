import PgBoss from 'pg-boss';
import type { Database } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * A named, durable job (STYLE habit 6): an id, a payload schema and a handler.
 * Jobs live in Postgres (pg-boss), so they survive a closed tab and a restart,
 * and several worker processes share them with SKIP LOCKED.
 */
export type JobDefinition<T> = {
  name: string;
  schema: z.ZodType<T>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInMinutes?: number;
  handler: (data: T, context: { jobId: string; logger: FastifyBaseLogger }) => Promise<unknown>;
};

export type JobQueue = {
  start: () => Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then closes. */
  stop: (timeoutMs?: number) => Promise<void>;
  define: <T>(job: JobDefinition<T>) => Promise<void>;
  work: <T>(job: JobDefinition<T>, options?: { concurrency?: number }) => Promise<void>;
  /** Enqueues; a `singletonKey` makes a second send of the same key a no-op while the first is queued or active. */
  send: <T>(job: JobDefinition<T>, data: T, options?: { singletonKey?: string }) => Promise<string | null>;
  boss: PgBoss;
};

export function createJobQueue(options: {
  database: Database;
  logger: FastifyBaseLogger;
  pollingIntervalSeconds?: number;
}): JobQueue {
  const { database, logger } = options;
  const polling = options.pollingIntervalSeconds ?? 0.5;
  // Through our own connection (PGlite or the pg pool): pg-boss needs only executeSql.
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    schema: 'pgboss',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));

  const define = async <T>(job: JobDefinition<T>) => {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 2,
      retryDelay: job.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: (job.expireInMinutes ?? 15) * 60,
      policy: 'standard',
    });
  };

  return {
    boss,
    start: async () => {
      await boss.start();
    },
    stop: async (timeoutMs = 10_000) => {
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
    },
    define,
    work: async (job, { concurrency = 1 } = {}) => {
      await define(job);
      // pg-boss 10 runs one fetch loop per work() call; N loops give N jobs at a time.
      for (let i = 0; i < concurrency; i++) {
        await boss.work(job.name, { pollingIntervalSeconds: polling, batchSize: 1 }, async (jobs) => {
          for (const j of jobs) {
            const data = job.schema.parse(j.data);
            const log = logger.child({ jobId: j.id, job: job.name });
            log.info('job started');
            await job.handler(data, { jobId: j.id, logger: log });
            log.info('job finished');
          }
        });
      }
    },
    send: async (job, data, sendOptions = {}) => {
      await define(job);
      return boss.send(job.name, job.schema.parse(data) as object, { singletonKey: sendOptions.singletonKey });
    },
  };
}
