import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createJobQueue } from '../src/jobs/job-queue';
import { defaultAnalyzer, startWorkers } from '../src/jobs/workers';
import type { Analyzer } from '../src/modules/items/generate-item';
import { call, groupsOf, sellerWithGroups, until } from './items-support';
import { createTestApp, type TestApp } from './test-app';

// Issue 5: the worker stops in the middle of a bulk run (a restart); another
// one takes over on the same database, and every group is generated exactly once.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-items-restart-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60', AI_CONCURRENCY: '1' });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the queued groups across a restart and generates each exactly once', async () => {
  const skus = ['R-1', 'R-2', 'R-3', 'R-4', 'R-5', 'R-6'];
  const s = await sellerWithGroups(t, 'restart@example.com', skus);
  const analysed: string[] = [];
  const real = defaultAnalyzer(t.deps.config, t.deps.logger, t.deps.engines);
  const counting: Analyzer = async (photos, options) => {
    analysed.push(options.sku ?? '');
    return real(photos, options);
  };
  const itemCount = async () =>
    (await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId))).length;

  await t.deps.jobs.start();
  await startWorkers(t.deps, { analyze: counting });
  const bulk = await call(t, s.cookie, 'POST', '/api/items/groups/generate-all');
  expect(bulk.json().queued).toEqual(skus);
  await until(async () => (await itemCount()) >= 2, 60_000, 'the first items');
  // The server stops: the running job finishes, the rest stay queued in the database.
  // A generous wait: on a loaded 2-core CI machine one analysis once took over 10 s,
  // and a job still running when the wait ends is failed back to pg-boss, not queued.
  await t.deps.jobs.stop(60_000);
  const doneBefore = await itemCount();
  expect(doneBefore).toBeLessThan(skus.length);
  const waiting = (await groupsOf(t, s.cookie)).filter((g) => g.item === null);
  expect(waiting.length).toBe(skus.length - doneBefore);
  for (const g of waiting) expect(g).toMatchObject({ status: 'analyzing', queued: true });

  const next = createJobQueue({ database: t.database, logger: t.deps.logger });
  await next.start();
  await startWorkers({ ...t.deps, jobs: next }, { analyze: counting });
  await until(
    async () => (await groupsOf(t, s.cookie)).every((g) => g.status === 'ready'),
    120_000,
    'the rest of the bulk run',
  );
  await next.stop(5_000);
  expect(analysed.sort()).toEqual(skus);
  expect(await itemCount()).toBe(skus.length);
}, 360_000);
