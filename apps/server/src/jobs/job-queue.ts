import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { isUuid, type Database } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';

/**
 * A named, durable job (STYLE habit 6): an id, a payload schema and a handler.
 * Jobs live in Postgres (pg-boss), so they survive a closed tab and a restart,
 * and several worker processes share them with SKIP LOCKED.
 */
export type JobSpec<T> = {
  name: string;
  schema: z.ZodType<T>;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInMinutes?: number;
};

export type JobContext = {
  jobId: string;
  logger: FastifyBaseLogger;
  /** 0 on the first run; a handler whose last try fails can record why before the job is left failed. */
  retryCount: number;
  finalAttempt: boolean;
};

export type JobDefinition<T> = JobSpec<T> & {
  handler: (data: T, context: JobContext) => Promise<unknown>;
};

/** States in which a job will still run (or is running). */
const LIVE_STATES = ['created', 'retry', 'active'];
/**
 * Heartbeats of running jobs (decision 029): each worker process refreshes its running jobs'
 * rows every HEARTBEAT_SECONDS; a job still active whose row is older than STALE_SECONDS (or
 * missing) belonged to a process that died, and the sweep (at start, then every SWEEP_SECONDS
 * in each process that runs jobs) sends it back to be retried. A crashed worker's jobs run again within about 50 s instead of
 * waiting for their expiry (10 minutes for an analysis).
 */
export const HEARTBEAT_SECONDS = 5;
export const STALE_SECONDS = 30;
export const SWEEP_SECONDS = 5;

export type JobQueue = {
  start: () => Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), then closes. */
  stop: (timeoutMs?: number) => Promise<void>;
  define: <T>(job: JobSpec<T>) => Promise<void>;
  /**
   * Runs `concurrency` jobs at a time; each fetch loop asks the database every
   * `pollingIntervalSeconds` (the queue's default otherwise) while it finds nothing.
   */
  work: <T>(
    job: JobDefinition<T>,
    options?: { concurrency?: number; pollingIntervalSeconds?: number },
  ) => Promise<void>;
  /**
   * Enqueues; only the payload and the spec are needed, not the handler. The
   * queues are 'standard', where pg-boss ignores a `singletonKey` without
   * `singletonSeconds`: callers that must not double-send keep their own state.
   * `debounceSeconds` with a `singletonKey` debounces (pg-boss's next slot): one
   * job per key runs now, a second waits for the next slot, further sends in the
   * meantime are dropped (null), as that waiting job has not started yet.
   */
  send: <T>(
    job: JobSpec<T>,
    data: T,
    options?: { singletonKey?: string; debounceSeconds?: number },
  ) => Promise<string | null>;
  /** Sends running jobs whose worker stopped beating back to be retried; returns how many. */
  sweepStaleJobs: () => Promise<number>;
  /** Of these job ids, the ones that will still run: queued, waiting for a retry, or running. */
  liveJobIds: (job: Pick<JobSpec<unknown>, 'name'>, jobIds: string[]) => Promise<Set<string>>;
  /** The payloads of this job's jobs that will still run (those that no longer match its schema left out). */
  livePayloads: <T>(job: JobSpec<T>) => Promise<T[]>;
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

  // A queue is created once per process: pg-boss's `create_queue` is a database function with an
  // advisory lock, which every send used to call again (a query on the embedded database's main
  // thread for each upload, issue 19 point 8). A failed creation is tried again by the next call.
  const defined = new Map<string, Promise<void>>();
  const define = <T>(job: JobSpec<T>): Promise<void> => {
    const known = defined.get(job.name);
    if (known) return known;
    const created = boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 2,
      retryDelay: job.retryDelaySeconds ?? 2,
      retryBackoff: true,
      expireInSeconds: (job.expireInMinutes ?? 15) * 60,
      policy: 'standard',
    });
    defined.set(job.name, created);
    created.catch(() => defined.delete(job.name));
    return created;
  };

  const workerId = randomUUID();
  /** The jobs this process runs now, by id, with their queue's name. */
  const running = new Map<string, string>();
  let timers: NodeJS.Timeout[] = [];
  /**
   * Set when stop begins. pg-boss neither waits for a fetch already asked of the database nor
   * looks at its stop before running what that fetch brings, so a job fetched after stop began
   * would start once stop had returned (an analysis claimed by a server that is going away).
   */
  let stopping = false;

  // A job fetched after stop began goes back as it was: queued again (its retry count undone, so
  // the fetch that took it costs it no try), and pg-boss's completion then finds it not active.
  const putBack = async (name: string, ids: string[]) => {
    await database.executeSql(
      `update pgboss.job set
         state = (case when retry_count = 0 then 'created' else 'retry' end)::pgboss.job_state,
         started_on = case when retry_count = 0 then null else started_on end,
         retry_count = greatest(retry_count - 1, 0)
       where name = $1 and id = any($2::uuid[]) and state = 'active'`,
      [name, ids],
    );
    logger.info({ job: name, jobIds: ids }, 'jobs fetched as the queue stopped put back');
  };

  // One statement for all of this process's running jobs; a row a sweep removed comes back.
  const beat = async (ids: string[]) => {
    if (ids.length === 0) return;
    await database.executeSql(
      `insert into job_heartbeats (job_id, job_name, worker_id, beat_at)
       select id, name, $3, now() from unnest($1::uuid[], $2::text[]) as t(id, name)
       on conflict (job_id) do update set worker_id = excluded.worker_id, beat_at = excluded.beat_at`,
      [ids, ids.map((id) => running.get(id) ?? ''), workerId],
    );
  };

  const sweepStaleJobs = async () => {
    const { rows } = await database.executeSql(
      `select j.id::text as id, j.name from pgboss.job j
       where j.state = 'active' and j.started_on < now() - make_interval(secs => $1)
         and not exists (
           select 1 from job_heartbeats h where h.job_id = j.id and h.beat_at >= now() - make_interval(secs => $1)
         )`,
      [STALE_SECONDS],
    );
    const stale = rows as { id: string; name: string }[];
    for (const name of new Set(stale.map((r) => r.name))) {
      const ids = stale.filter((r) => r.name === name).map((r) => r.id);
      // pg-boss's own fail: 'retry' while tries are left, else 'failed'.
      for (const id of ids)
        await boss.fail(name, id, { message: `its worker stopped: no heartbeat for ${STALE_SECONDS} s` });
      // The crash was not the job's fault: its retry may start now, not after the queue's back-off.
      await database.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and id = any($2::uuid[]) and state = 'retry'`,
        [name, ids],
      );
      logger.warn({ job: name, jobIds: ids }, 'jobs of a stopped worker sent back to be retried');
    }
    // Rows of finished jobs and of dead workers; a live worker's rows are never this old.
    await database.executeSql(`delete from job_heartbeats where beat_at < now() - make_interval(secs => $1)`, [
      STALE_SECONDS,
    ]);
    return stale.length;
  };

  const every = (seconds: number, task: () => Promise<unknown>, what: string) => {
    const timer = setInterval(() => {
      task().catch((error: unknown) => logger.warn({ err: error }, `${what} failed`));
    }, seconds * 1000);
    timer.unref();
    timers.push(timer);
  };

  return {
    boss,
    start: async () => {
      stopping = false;
      await boss.start();
      await sweepStaleJobs().catch((error: unknown) => logger.warn({ err: error }, 'stale job sweep failed'));
    },
    stop: async (timeoutMs = 10_000) => {
      stopping = true;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      // pg-boss stops waiting after `timeoutMs`, but a handler still running then ends later and
      // pg-boss records its end on the database: give it as long again, so the pool the caller
      // closes next is not gone under that write (the job is retried anyway if it never ends).
      const until = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
      for (const timer of timers) clearInterval(timer);
      timers = [];
    },
    sweepStaleJobs,
    define,
    work: async (job, { concurrency = 1, pollingIntervalSeconds = polling } = {}) => {
      await define(job);
      // Only a process that runs jobs beats and sweeps: a server with WORKERS=0 only sends them.
      if (timers.length === 0) {
        every(HEARTBEAT_SECONDS, () => beat([...running.keys()]), 'job heartbeat');
        every(SWEEP_SECONDS, sweepStaleJobs, 'stale job sweep');
      }
      // pg-boss 10 runs one fetch loop per work() call; N loops give N jobs at a time.
      for (let i = 0; i < concurrency; i++) {
        await boss.work(job.name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async (jobs) => {
          const ids = jobs.map((j) => j.id);
          if (stopping) return putBack(job.name, ids);
          for (const j of jobs) {
            const data = job.schema.parse(j.data);
            const log = logger.child({ jobId: j.id, job: job.name });
            log.info('job started');
            running.set(j.id, job.name);
            try {
              await beat([j.id]);
              await job.handler(data, {
                jobId: j.id,
                logger: log,
                retryCount: j.retryCount,
                finalAttempt: j.retryCount >= j.retryLimit,
              });
            } finally {
              // The row stays until a sweep finds it old: pg-boss marks the job done after this returns.
              running.delete(j.id);
            }
            log.info('job finished');
          }
        });
      }
    },
    send: async (job, data, sendOptions = {}) => {
      await define(job);
      const { singletonKey, debounceSeconds } = sendOptions;
      const debounce =
        debounceSeconds && singletonKey ? { singletonSeconds: debounceSeconds, singletonNextSlot: true } : {};
      return boss.send(job.name, job.schema.parse(data) as object, { singletonKey, ...debounce });
    },
    liveJobIds: async (job, jobIds) => {
      const ids = jobIds.filter(isUuid);
      if (ids.length === 0) return new Set();
      // One query for many ids (a screen polls this); pg-boss's own getJobById reads one at a time.
      const { rows } = await database.executeSql(
        `select id::text as id from pgboss.job where name = $1 and id = any($2::uuid[]) and state::text = any($3::text[])`,
        [job.name, ids, LIVE_STATES],
      );
      return new Set((rows as { id: string }[]).map((r) => r.id));
    },
    livePayloads: async (job) => {
      const { rows } = await database.executeSql(
        `select data from pgboss.job where name = $1 and state::text = any($2::text[])`,
        [job.name, LIVE_STATES],
      );
      return (rows as { data: unknown }[]).flatMap((r) => {
        const parsed = job.schema.safeParse(r.data);
        return parsed.success ? [parsed.data] : [];
      });
    },
  };
}
