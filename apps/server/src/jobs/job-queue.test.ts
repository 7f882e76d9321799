import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createJobQueue, type JobDefinition, type JobQueue } from './job-queue';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const until = async (check: () => boolean, timeoutMs = 20_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('job queue', () => {
  it('runs every sent job once, and jobs sent before a restart run after it', async () => {
    const seen: number[] = [];
    const job: JobDefinition<{ n: number }> = {
      name: 'test.echo',
      schema: z.object({ n: z.number() }),
      handler: async ({ n }) => {
        seen.push(n);
      },
    };
    // Sent while no worker runs (a closed tab, a stopped server).
    const first: JobQueue = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await first.start();
    for (let n = 0; n < 5; n++) await first.send(job, { n });
    await first.stop(1000);

    const second = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await second.start();
    await second.work(job, { concurrency: 2 });
    await until(() => seen.length === 5);
    await new Promise((r) => setTimeout(r, 1200));
    expect(seen.sort()).toEqual([0, 1, 2, 3, 4]);
    await second.stop(1000);
  }, 60_000);

  it('retries a failing job, then leaves it failed', async () => {
    let attempts = 0;
    const job: JobDefinition<Record<string, never>> = {
      name: 'test.flaky',
      schema: z.object({}),
      retryLimit: 1,
      retryDelaySeconds: 0,
      handler: async () => {
        attempts++;
        throw new Error('always fails');
      },
    };
    const queue = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    const id = await queue.send(job, {});
    await queue.work(job);
    await until(() => attempts === 2);
    await until(() => false, 1500).catch(() => undefined);
    const stored = await queue.boss.getJobById(job.name, id ?? '');
    expect(stored?.state).toBe('failed');
    expect(attempts).toBe(2);
    await queue.stop(1000);
  }, 60_000);

  it('sends a job whose worker stopped beating back to be retried, and leaves a live long job running (decision 029)', async () => {
    const runs: string[] = [];
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    const job: JobDefinition<{ tag: string }> = {
      name: 'test.heartbeat',
      schema: z.object({ tag: z.string() }),
      retryDelaySeconds: 0,
      handler: async ({ tag }) => {
        runs.push(tag);
        if (tag === 'long') await held;
      },
    };
    const queue = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    // A process that fetched a job and died: the job is active, nobody beats for it.
    const orphan = await queue.send(job, { tag: 'orphan' });
    const fetched = await queue.boss.fetch(job.name);
    expect(fetched?.[0]?.id).toBe(orphan);
    const long = await queue.send(job, { tag: 'long' });
    await queue.work(job, { concurrency: 2 });
    await until(() => runs.includes('long'));
    // Both started a minute ago: only the heartbeat tells the live one from the dead one.
    await database.executeSql(
      `update pgboss.job set started_on = now() - interval '60 seconds' where id = any($1::uuid[])`,
      [[orphan, long]],
    );
    expect(await queue.sweepStaleJobs()).toBe(1);
    expect((await queue.boss.getJobById(job.name, long ?? ''))?.state).toBe('active');
    await until(() => runs.includes('orphan'));
    release();
    await until(() => runs.length === 2);
    await new Promise((r) => setTimeout(r, 1200));
    expect((await queue.boss.getJobById(job.name, orphan ?? ''))?.state).toBe('completed');
    expect((await queue.boss.getJobById(job.name, long ?? ''))?.state).toBe('completed');
    expect(runs.sort()).toEqual(['long', 'orphan']);
    await queue.stop(1000);
  }, 60_000);
  it('puts back a job its fetch brought after stop began, unrun and queued as before, for the next worker', async () => {
    const runs: string[] = [];
    const job: JobDefinition<{ tag: string }> = {
      name: 'test.fetched-while-stopping',
      schema: z.object({ tag: z.string() }),
      handler: async ({ tag }) => {
        runs.push(tag);
      },
    };
    // The database answers pg-boss's fetch late, so stop begins while that fetch is out.
    let fetchesOut = 0;
    const slowFetch = {
      ...database,
      executeSql: async (text: string, values?: unknown[]) => {
        if (!text.includes('SKIP LOCKED')) return database.executeSql(text, values);
        fetchesOut++;
        await new Promise((r) => setTimeout(r, 1500));
        return database.executeSql(text, values).finally(() => fetchesOut--);
      },
    };
    const stopping = createJobQueue({ database: slowFetch, logger, pollingIntervalSeconds: 0.5 });
    await stopping.start();
    const id = await stopping.send(job, { tag: 'late' });
    await stopping.work(job);
    await until(() => fetchesOut > 0);
    await stopping.stop(1000);
    await until(() => fetchesOut === 0);
    await new Promise((r) => setTimeout(r, 500));
    expect(runs).toEqual([]);
    const stored = await stopping.boss.getJobById(job.name, id ?? '');
    expect(stored).toMatchObject({ state: 'created', retryCount: 0, startedOn: null });

    const next = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await next.start();
    await next.work(job);
    await until(() => runs.length === 1);
    await next.stop(1000);
    expect(runs).toEqual(['late']);
  }, 60_000);
  it('creates a queue once per process, however many jobs are sent to it, and tries again after a failed creation', async () => {
    const job: JobDefinition<{ n: number }> = {
      name: 'test.created-once',
      schema: z.object({ n: z.number() }),
      handler: async () => undefined,
    };
    const queue = createJobQueue({ database, logger, pollingIntervalSeconds: 0.5 });
    await queue.start();
    const create = vi.spyOn(queue.boss, 'createQueue');
    create.mockRejectedValueOnce(new Error('database away'));
    await expect(queue.send(job, { n: 0 })).rejects.toThrow('database away');
    const ids = [];
    for (let n = 1; n <= 4; n++) ids.push(await queue.send(job, { n }));
    await queue.work(job);
    expect(create).toHaveBeenCalledTimes(2);
    const stored = await Promise.all(ids.map((id) => queue.boss.getJobById(job.name, id ?? '')));
    expect(stored.map((j) => (j?.data as { n: number }).n)).toEqual([1, 2, 3, 4]);
    await queue.stop(1000);
  }, 60_000);
});
