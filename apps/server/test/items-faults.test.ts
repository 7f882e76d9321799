import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { AI_MESSAGES, GENERATE_TEXT } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAnalyzer, startWorkers } from '../src/jobs/workers';
import { runGeneration, type Analyzer } from '../src/modules/items/generate-item';
import { call, groupsOf, sellerWithGroups, until, type Seller } from './items-support';
import { formOf, photo } from './photos-support';
import { createTestApp, type TestApp } from './test-app';

// Issue 5, 'Bad input, faults': each ends in a clear state and leaves no
// duplicate or orphan row. The remote provider is a local server speaking the
// OpenAI wire format; the rest drive one job by hand with the local engine.

type Mode = { status: number; retryAfter?: string };
let mode: Mode = { status: 500 };
const hits: number[] = [];
let provider: Server;
let remote: TestApp;
let local: TestApp;
const dirs: string[] = [];

beforeAll(async () => {
  provider = createServer((req, res) => {
    hits.push(Date.now());
    req.resume();
    res.writeHead(mode.status, {
      'content-type': 'application/json',
      ...(mode.retryAfter ? { 'retry-after': mode.retryAfter } : {}),
    });
    res.end(JSON.stringify({ error: { message: 'fault injected by the test' } }));
  });
  await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
  const port = (provider.address() as AddressInfo).port;
  const env = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `listlens-items-${name}-`));
    dirs.push(dir);
    return { DATA_DIR: dir, SIGN_UP_RATE_LIMIT: '1000/60', AI_CONCURRENCY: '1' };
  };
  remote = await createTestApp({
    ...env('remote'),
    AI_PROVIDER: 'openai',
    OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    OPENAI_API_KEY: 'sk-test',
  });
  await remote.deps.jobs.start();
  await startWorkers(remote.deps);
  local = await createTestApp(env('local'));
  await local.deps.jobs.start();
}, 60_000);

afterAll(async () => {
  await remote.close();
  await local.close();
  await new Promise((resolve) => provider.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function failOnce(t: TestApp, s: Seller, sku: string): Promise<string | null> {
  expect((await call(t, s.cookie, 'POST', '/api/items/groups/generate', { skus: [sku] })).statusCode).toBe(202);
  let error: string | null = null;
  await until(
    async () => {
      const group = (await groupsOf(t, s.cookie)).find((g) => g.sku === sku);
      error = group?.error ?? null;
      return group?.status === 'needs_attention';
    },
    60_000,
    'needs attention',
  );
  return error;
}

describe('a remote provider that fails', () => {
  it("ends in Needs Attention with the spec's text after the retries, and makes no item", async () => {
    const s = await sellerWithGroups(remote, 'provider-down@example.com', ['DOWN-1']);
    mode = { status: 500 };
    hits.length = 0;
    expect(await failOnce(remote, s, 'DOWN-1')).toBe(AI_MESSAGES.failed('the AI provider answered 500'));
    expect(hits).toHaveLength(3);
    const group = (await groupsOf(remote, s.cookie))[0];
    expect(group?.item).toBeNull();
    const items = await remote.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId));
    expect(items).toHaveLength(0);
  }, 90_000);

  it('waits out a 429 for as long as Retry-After asks instead of a fixed pause', async () => {
    const s = await sellerWithGroups(remote, 'rate-limited@example.com', ['SLOW-1']);
    mode = { status: 429, retryAfter: '3' };
    hits.length = 0;
    expect(await failOnce(remote, s, 'SLOW-1')).toBe(AI_MESSAGES.failed('the AI provider is rate limiting requests'));
    expect(hits).toHaveLength(3);
    const gaps = hits.slice(1).map((at, i) => at - (hits[i] ?? 0));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(2900);
  }, 90_000);
});

describe('one job, driven by hand', () => {
  const real = () => defaultAnalyzer(local.deps.config, local.deps.logger, local.deps.engines);
  const depsWith = (analyze: Analyzer) => ({ ...local.deps, analyze });

  async function queue(s: Seller, sku: string) {
    expect((await call(local, s.cookie, 'POST', '/api/items/groups/generate', { skus: [sku] })).statusCode).toBe(202);
    const [row] = await local.deps.db
      .select()
      .from(schema.itemGenerations)
      .where(and(eq(schema.itemGenerations.userId, s.userId), eq(schema.itemGenerations.sku, sku)));
    return { userId: s.userId, sku, requestId: row?.requestId ?? '' };
  }
  const itemsOf = (userId: string) => local.deps.db.select().from(schema.items).where(eq(schema.items.userId, userId));

  it('drops a group whose photos were deleted while its job waited', async () => {
    const s = await sellerWithGroups(local, 'photos-gone@example.com', ['GONE-1']);
    const job = await queue(s, 'GONE-1');
    const ids = s.photoIds['GONE-1'] ?? [];
    expect((await call(local, s.cookie, 'DELETE', '/api/photos', { ids })).statusCode).toBe(200);
    expect(await runGeneration(depsWith(real()), job, { finalAttempt: true })).toBe('gone');
    expect(await groupsOf(local, s.cookie)).toEqual([]);
    expect(await itemsOf(s.userId)).toHaveLength(0);
    expect(
      await local.deps.db.select().from(schema.itemGenerations).where(eq(schema.itemGenerations.userId, s.userId)),
    ).toEqual([]);
  }, 60_000);

  it('saves nothing for a group deleted while its job ran', async () => {
    const s = await sellerWithGroups(local, 'deleted-meanwhile@example.com', ['DEL-1']);
    expect(await runGeneration(depsWith(real()), await queue(s, 'DEL-1'), { finalAttempt: true })).toBe('ready');
    const job = await queue(s, 'DEL-1');
    const deleting: Analyzer = async (photos, options) => {
      const result = await real()(photos, options);
      expect((await call(local, s.cookie, 'DELETE', '/api/items/groups/DEL-1')).statusCode).toBe(204);
      return result;
    };
    expect(await runGeneration(depsWith(deleting), job, { finalAttempt: true })).toBe('gone');
    expect(await itemsOf(s.userId)).toHaveLength(0);
    const photos = await local.deps.db
      .select()
      .from(schema.uploadedPhotos)
      .where(eq(schema.uploadedPhotos.userId, s.userId));
    expect(photos.map((p) => [p.status, p.assignedSku, p.assignedItemId])).toEqual([['uploaded', null, null]]);
  }, 60_000);

  it('keeps a result flagged for manual review for editing, with the spec text', async () => {
    const s = await sellerWithGroups(local, 'review@example.com', ['REV-1']);
    const flagged: Analyzer = async (photos, options) => {
      const result = await real()(photos, options);
      return { ...result, analysis: { ...result.analysis, needs_attention: true, needs_attention_reason: null } };
    };
    expect(await runGeneration(depsWith(flagged), await queue(s, 'REV-1'), { finalAttempt: true })).toBe(
      'needs_attention',
    );
    const [group] = await groupsOf(local, s.cookie);
    expect(group).toMatchObject({ status: 'needs_attention', error: AI_MESSAGES.manualReview });
    expect(group?.item?.title).toBeTruthy();
  }, 60_000);

  it('ends a failed save on its last attempt in Needs Attention, and retries it before that', async () => {
    const s = await sellerWithGroups(local, 'save-fails@example.com', ['SAVE-1']);
    const invalid: Analyzer = async (photos, options) => {
      const result = await real()(photos, options);
      return { ...result, analysis: { ...result.analysis, suggested_price: -5 } };
    };
    const job = await queue(s, 'SAVE-1');
    await expect(runGeneration(depsWith(invalid), job, { finalAttempt: false })).rejects.toThrow();
    expect(await runGeneration(depsWith(invalid), job, { finalAttempt: true })).toBe('needs_attention');
    const [group] = await groupsOf(local, s.cookie);
    expect(group).toMatchObject({ status: 'needs_attention', error: GENERATE_TEXT.saveListingFailed, item: null });
    expect(await itemsOf(s.userId)).toHaveLength(0);

    // Another photo joins the group: that failure was about other photos, the group starts afresh.
    const form = formOf([{ name: 'more.jpg', bytes: await photo(260, 300, '#557799') }]);
    const upload = await local.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie: s.cookie },
      payload: form,
    });
    const ids = (upload.json() as { photos: { id: string }[] }).photos.map((p) => p.id);
    expect((await call(local, s.cookie, 'POST', '/api/photos/assign', { ids, sku: 'SAVE-1' })).statusCode).toBe(200);
    expect((await groupsOf(local, s.cookie))[0]).toMatchObject({ status: 'not_started', error: null });
  }, 60_000);

  it('shows a generation whose job was lost as needing attention, and lets it be generated again', async () => {
    const s = await sellerWithGroups(local, 'lost@example.com', ['LOST-1']);
    const job = await queue(s, 'LOST-1');
    await local.deps.db.execute(
      sql`delete from pgboss.job where name = 'items.analyze' and data->>'requestId' = ${job.requestId}`,
    );
    await local.deps.db
      .update(schema.itemGenerations)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(schema.itemGenerations.requestId, job.requestId));
    expect((await groupsOf(local, s.cookie))[0]).toMatchObject({
      status: 'needs_attention',
      error: GENERATE_TEXT.lostJob,
    });
    const again = await call(local, s.cookie, 'POST', '/api/items/groups/generate-all');
    expect(again.json()).toEqual({ queued: ['LOST-1'], skipped: [] });
    expect((await groupsOf(local, s.cookie))[0]).toMatchObject({ status: 'analyzing', queued: true });
  });
});
