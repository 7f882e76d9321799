import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentOnEbay } from './ebay-consent-support';
import { until } from './items-support';
import { formOf, photo } from './photos-support';
import { seedItem, sellerOnEmulator } from './posting-support';
import { requirePostgres, skipWithoutPostgres } from './postgres-support';
import {
  freePort,
  startNode,
  startProcess,
  stopProcess,
  waitForAnswer,
  waitForHealth,
  waitForOutput,
  type Run,
} from './process-support';

// TOPOLOGY TEST (issue 19, point 1): the scaled-out layout, every part a real process on
// loopback: a local S3 server (s3rver), two `npm start` servers with WORKERS=0 (A and B) and one
// `npm run worker`, on one PostgreSQL database, one bucket and one APP_SECRET. It behaves as one
// product: a session, an eBay OAuth state and the sign-in limit made on A hold on B, eBay's
// category tree A cached is served by B, a photo uploaded through A is served by B, and a bulk
// generation and a bulk publish started on A are run by the worker, once per item. Needs PostgreSQL: skipped without DATABASE_URL on a laptop, failing in CI.

const BUCKET = 'listlens-photos';
const PASSWORD = 'Thimble-Harbor-42';
const s3rverBin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

let database: TestDatabase;
let emulator: RunningEbayEmulator;
const dirs: string[] = [];
const runs: Run[] = [];
let serverA: string;
let serverB: string;
let worker: Run;
let servers: Run[] = [];

const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `listlens-topology-${name}-`));
  dirs.push(dir);
  return dir;
};

/** A JSON request as the browser makes it, with the session cookie when there is one. */
async function api(base: string, method: string, url: string, options: { cookie?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signUpOn(base: string, email: string): Promise<{ cookie: string; userId: string }> {
  const res = await fetch(`${base}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Topology Seller', email, password: PASSWORD }),
  });
  expect(res.status).toBe(201);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('listlens.session_token=')) ?? '';
  const body = (await res.json()) as { user: { id: string } };
  return { cookie: cookie.split(';')[0] ?? '', userId: body.user.id };
}

/** One photo uploaded through `base`; answers its id. */
async function uploadOn(base: string, cookie: string, name: string, bytes: Buffer): Promise<string> {
  const upload = await fetch(`${base}/api/photos`, {
    method: 'POST',
    headers: { cookie },
    body: formOf([{ name, bytes }]),
  });
  expect(upload.status).toBe(201);
  return ((await upload.json()) as { photos: { id: string }[] }).photos[0]?.id ?? '';
}

describe.skipIf(skipWithoutPostgres)('two servers and a worker on one PostgreSQL and one bucket (topology)', () => {
  beforeAll(async () => {
    requirePostgres();
    database = await createTestDatabase();
    emulator = await startEbayEmulator({
      acceptedUrl: 'http://127.0.0.1/auth/ebay/callback',
      catalogueListings: 20,
      catalogueSales: 20,
    });
    const [s3Port, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const s3 = startNode([
      s3rverBin,
      '-d',
      tempDir('s3'),
      '-a',
      '127.0.0.1',
      '-p',
      String(s3Port),
      '--silent',
      '--configure-bucket',
      BUCKET,
    ]);
    runs.push(s3);
    serverA = `http://127.0.0.1:${portA}`;
    serverB = `http://127.0.0.1:${portB}`;
    const shared = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url ?? '',
      APP_SECRET: 'topology-secret-topology-secret-0123456789',
      // Behind one load balancer both servers have the same public address.
      APP_PUBLIC_URL: serverA,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      EBAY_AUTH_BASE: emulator.url,
      EBAY_API_BASE: emulator.url,
      EBAY_APIZ_BASE: emulator.url,
      SIGN_UP_RATE_LIMIT: '1000/60',
      SIGN_IN_RATE_LIMIT: '4/300',
    };
    await waitForAnswer(`http://127.0.0.1:${s3Port}/`, s3);
    servers = [portA, portB].map((port) =>
      startProcess('main', {
        ...shared,
        WORKERS: '0',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: tempDir(`server-${port}`),
      }),
    );
    worker = startProcess('worker', { ...shared, AI_CONCURRENCY: '1', DATA_DIR: tempDir('worker') });
    runs.push(...servers, worker);
    await Promise.all([
      waitForHealth(serverA, servers[0] as Run, 120_000),
      waitForHealth(serverB, servers[1] as Run, 120_000),
      waitForOutput(worker, 'ListLens worker is running', 120_000),
    ]);
  }, 180_000);

  afterAll(async () => {
    for (const run of runs) await stopProcess(run);
    await emulator?.close();
    await database?.dispose();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a session made on A valid on B', async () => {
    const { cookie } = await signUpOn(serverA, 'session@example.com');
    const me = await api(serverB, 'GET', '/api/me', { cookie });
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ user: { email: 'session@example.com' } });
  });

  it('accepts on B the eBay OAuth state made on A', async () => {
    const { cookie } = await signUpOn(serverA, 'oauth@example.com');
    const start = await api(serverA, 'POST', '/api/ebay/connect', { cookie, body: { returnPath: '/app' } });
    expect(start.status).toBe(200);
    // The seller agrees on eBay's consent page, which sends the browser back with code and state.
    const back = await consentOnEbay(emulator.url, String(start.json.authUrl), 'agree', 'topology_seller');
    expect(back.state).toBeTruthy();
    const done = await api(serverB, 'POST', '/api/ebay/callback', { cookie, body: back });
    expect(done.status).toBe(200);
    const status = await api(serverA, 'GET', '/api/ebay/status', { cookie });
    expect(status.json).toMatchObject({ connected: true });
  });

  it('counts sign-in attempts across both servers', async () => {
    await signUpOn(serverA, 'limited@example.com');
    const attempt = (base: string) =>
      api(base, 'POST', '/api/session', { body: { email: 'limited@example.com', password: 'Wrong-Password-1' } });
    // The limit is 4 per address and e-mail: two wrong tries on each server use it up.
    for (const base of [serverA, serverA, serverB, serverB]) expect((await attempt(base)).status).toBe(401);
    const limited = await attempt(serverA);
    expect(limited.status).toBe(429);
    expect((await attempt(serverB)).status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("serves on B eBay's category tree A cached, without asking eBay (the cache is the database's)", async () => {
    const { cookie } = await signUpOn(serverA, 'taxonomy@example.com');
    const onA = await api(serverA, 'GET', '/api/taxonomy/categories', { cookie });
    expect(onA.status).toBe(200);
    // From now on every taxonomy call to eBay fails: B answers only if it reads what A stored.
    const faults = { faults: Array.from({ length: 20 }, () => ({ kind: '500', pathPrefix: '/commerce/taxonomy' })) };
    const sim = (method: string, body?: unknown) =>
      fetch(`${emulator.url}/_sim/faults${body ? '/script' : ''}`, {
        method,
        ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
      });
    try {
      await sim('POST', faults);
      const pending = await (await sim('GET')).json();
      const onB = await api(serverB, 'GET', '/api/taxonomy/categories', { cookie });
      expect(onB.status).toBe(200);
      expect(onB.json).toEqual(onA.json);
      expect(await (await sim('GET')).json()).toEqual(pending);
    } finally {
      await sim('DELETE');
    }
  });

  it('serves through B the photos uploaded through A (one bucket)', async () => {
    const { cookie } = await signUpOn(serverA, 'photos@example.com');
    const id = await uploadOn(serverA, cookie, 'shared.jpg', await photo(640, 480, '#228844'));
    const url = `/api/photos/${id}/files/display?v=0`;
    const [fromA, fromB] = await Promise.all(
      [serverA, serverB].map((base) => fetch(`${base}${url}`, { headers: { cookie } })),
    );
    expect(fromB?.status).toBe(200);
    expect(fromB?.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await fromB!.arrayBuffer()).equals(Buffer.from(await fromA!.arrayBuffer()))).toBe(true);
  });

  it('has a bulk generation started on A run by the worker, exactly once per item', async () => {
    const { cookie, userId } = await signUpOn(serverA, 'bulk@example.com');
    const skus = ['TOPO-1', 'TOPO-2', 'TOPO-3'];
    for (const [i, sku] of skus.entries()) {
      const ids = [await uploadOn(serverA, cookie, `${sku}.jpg`, await photo(240 + i * 8, 300, '#3366cc'))];
      expect((await api(serverA, 'POST', '/api/photos/assign', { cookie, body: { ids, sku } })).status).toBe(200);
    }
    const bulk = await api(serverA, 'POST', '/api/items/groups/generate-all', { cookie });
    expect(bulk.status).toBe(202);
    await until(
      async () => {
        const groups = (await api(serverB, 'GET', '/api/items/groups', { cookie })).json.groups as { status: string }[];
        return groups.length === skus.length && groups.every((g) => g.status === 'ready');
      },
      150_000,
      'the bulk generation',
    );

    // One item, one logged analysis and one job run (no retry) per group, all in the worker.
    const items = await database.db.select().from(schema.items).where(eq(schema.items.userId, userId));
    expect(items.map((i) => i.sku).sort()).toEqual(skus);
    const analyses = await database.db
      .select()
      .from(schema.aiPredictions)
      .where(eq(schema.aiPredictions.userId, userId));
    expect(analyses.map((a) => a.sku).sort()).toEqual(skus);
    // A group is ready inside its job; the queue marks the job completed a moment after it returns.
    const jobsOf = () =>
      database.executeSql(
        `select state::text as state, retry_count from pgboss.job where name = 'items.analyze' and data->>'userId' = $1`,
        [userId],
      );
    await until(
      async () =>
        (await jobsOf()).rows.every((j) => !['created', 'retry', 'active'].includes((j as { state: string }).state)),
      30_000,
      'the analysis jobs to end',
    );
    const jobs = await jobsOf();
    expect(jobs.rows).toEqual(skus.map(() => ({ state: 'completed', retry_count: 0 })));
    const runsIn = (run: Run) => run.output().match(/"job":"items\.analyze"[^\n]*"msg":"job finished"/g)?.length ?? 0;
    // The worker's log reaches this process through a pipe, a moment after the line is written.
    await until(async () => runsIn(worker) >= skus.length, 10_000, "the worker's log of the jobs");
    expect(runsIn(worker)).toBe(skus.length);
    expect(servers.map(runsIn)).toEqual([0, 0]);
  }, 200_000);

  it('has a bulk publish started on A run by the worker, each item posted to eBay exactly once', async () => {
    const { cookie, userId } = await signUpOn(serverA, 'publish@example.com');
    const start = await api(serverA, 'POST', '/api/ebay/connect', { cookie, body: { returnPath: '/app' } });
    const back = await consentOnEbay(emulator.url, String(start.json.authUrl), 'agree', 'topology_publisher');
    expect((await api(serverB, 'POST', '/api/ebay/callback', { cookie, body: back })).status).toBe(200);
    const photoId = await uploadOn(serverA, cookie, 'fleece.jpg', await photo(900, 1200, '#2255aa'));
    const image = `/api/photos/${photoId}/files/display?v=0`;
    const skus = ['TOPO-POST-1', 'TOPO-POST-2', 'TOPO-POST-3'];
    const itemIds: string[] = [];
    for (const sku of skus) itemIds.push(await seedItem({ deps: { db: database.db } }, userId, image, { sku }));

    const bulk = await api(serverA, 'POST', '/api/listings/bulk-publish', { cookie, body: { itemIds } });
    expect(bulk.status).toBe(202);
    expect(bulk.json.refused).toEqual([]);
    await until(
      async () => {
        const res = await api(serverB, 'GET', `/api/listings?itemIds=${itemIds.join(',')}`, { cookie });
        const listings = res.json.listings as { status: string }[] | undefined;
        return listings?.length === skus.length && listings.every((l) => l.status === 'active');
      },
      120_000,
      'the bulk publish',
    );

    // On eBay: one inventory item, one offer and one live listing per SKU.
    const onEbay = await sellerOnEmulator({ emulator }, 'topology_publisher');
    expect(onEbay).toMatchObject({ inventoryItems: skus.length, offers: skus.length });
    expect(onEbay.listings.map((l) => l.sku).sort()).toEqual(skus);
    const runsIn = (run: Run) =>
      run.output().match(/"job":"listings\.publish"[^\n]*"msg":"job finished"/g)?.length ?? 0;
    // A listing is live inside its job; the worker logs the job's end just after, through a pipe.
    await until(async () => runsIn(worker) > 0, 10_000, "the worker's log of the publish");
    expect(runsIn(worker)).toBeGreaterThan(0);
    expect(servers.map(runsIn)).toEqual([0, 0]);
  }, 200_000);
});
