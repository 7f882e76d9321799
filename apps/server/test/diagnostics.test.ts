import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import type { BackendDiagnostics } from '@listlens/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/adapters/storage/local-storage';
import type { PhotoStorage } from '../src/adapters/storage/photo-storage';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createDeps } from '../src/deps';
import { signUp } from './test-app';

// The backend and network test pages (spec part 3, diagnostics): "The storage
// upload and database insert tests run only for a signed-in user and remove
// their test data afterwards." The storage is the real local driver with
// switches that make it fail the way a flaky disk or bucket would.

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const faults = { corruptReads: false, failChecks: false };

function faultyStorage(inner: PhotoStorage): PhotoStorage {
  return {
    ...inner,
    getBuffer: async (key) => {
      const bytes = await inner.getBuffer(key);
      return bytes && faults.corruptReads ? Buffer.concat([bytes, Buffer.from([0])]) : bytes;
    },
    check: async () => {
      if (faults.failChecks) throw new Error('bucket gone');
      await inner.check();
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-diagnostics-'));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '100/60' });
  const deps = createDeps({ config, database, secret: 'test-secret-test-secret-test-secret-0123' });
  app = await createApp({ ...deps, photoStorage: faultyStorage(createLocalStorage(path.join(dataDir, 'photos'))) });
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file under the photo storage root, however deep. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'photos');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const diagnosticRows = () => database.db.select().from(schema.diagnosticRuns);
const runBackend = (cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/diagnostics/backend', headers: cookie ? { cookie } : {} });

describe('backend test', () => {
  it('runs the database round trip, the insert and the storage upload, and leaves no rows and no files', async () => {
    const { cookie } = await signUp(app, 'backend-test@example.com');
    const res = await runBackend(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json<BackendDiagnostics>();
    expect(body.tests.map((t) => [t.name, t.status])).toEqual([
      ['Database connection', 'success'],
      ['Database insert', 'success'],
      ['Storage upload', 'success'],
    ]);
    expect(body.tests[0]?.message).toBe(`The ${database.driver} database answered`);
    expect(body.tests[1]?.message).toBe('A test row was inserted, read back and deleted');
    expect(body.tests[2]?.message).toMatch(
      /^A \d+-byte test image was uploaded to local storage, read back and deleted$/,
    );
    for (const t of body.tests) expect(t.durationMs).toBeGreaterThanOrEqual(0);
    expect(await diagnosticRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it("reports a storage fault in the spec's words and still removes the test image", async () => {
    const { cookie } = await signUp(app, 'backend-fault@example.com');
    faults.corruptReads = true;
    const res = await runBackend(cookie).finally(() => (faults.corruptReads = false));
    expect(res.statusCode).toBe(200);
    const storage = res.json<BackendDiagnostics>().tests.find((t) => t.name === 'Storage upload');
    expect(storage).toMatchObject({ status: 'error', message: 'Storage test error: the test image read back differs' });
    expect(storedFiles()).toEqual([]);
    expect(await diagnosticRows()).toEqual([]);
  });

  it('removes a scratch row left by a run that died mid-test', async () => {
    const { cookie, me } = await signUp(app, 'backend-stale@example.com');
    await database.db
      .insert(schema.diagnosticRuns)
      .values({ userId: me.user.id, probe: 'left over', createdAt: new Date(Date.now() - 60 * 60 * 1000) });
    expect((await runBackend(cookie)).statusCode).toBe(200);
    expect(await diagnosticRows()).toEqual([]);
  });

  it('needs sign-in: signed out it is a 401 and writes nothing', async () => {
    const res = await runBackend();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
    expect(await diagnosticRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });

  it('allows 10 runs a minute per seller, then answers 429 with Retry-After', async () => {
    const { cookie } = await signUp(app, 'backend-busy@example.com');
    for (let i = 0; i < 10; i++) expect((await runBackend(cookie)).statusCode).toBe(200);
    const res = await runBackend(cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another seller has a count of their own.
    const other = await signUp(app, 'backend-other@example.com');
    expect((await runBackend(other.cookie)).statusCode).toBe(200);
    expect(await diagnosticRows()).toEqual([]);
    expect(storedFiles()).toEqual([]);
  });
});

describe('storage probe of the network test', () => {
  it('answers whether the storage driver can be reached, without signing in', async () => {
    const res = await app.inject({ url: '/api/diagnostics/storage' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ status: 'up', driver: 'local' });
  });

  it('answers 503 when the storage cannot be reached', async () => {
    faults.failChecks = true;
    const res = await app.inject({ url: '/api/diagnostics/storage' }).finally(() => (faults.failChecks = false));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'down', driver: 'local' });
  });
});
