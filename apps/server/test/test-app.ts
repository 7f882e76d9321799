import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import { startEbayEmulator } from '@listlens/ebay-emulator';
import { closeEngines } from '../src/adapters/engines';
import { createApp, type AppDeps } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createDeps } from '../src/deps';

export type TestApp = { app: FastifyInstance; deps: AppDeps; database: TestDatabase; close: () => Promise<void> };

/**
 * The real app on a real, migrated database of its own (PGlite, or PostgreSQL when DATABASE_URL is set).
 * The job queue is built but not started: a test that enqueues or runs jobs starts it itself
 * (`deps.jobs.start()`, then `startWorkers` from src/jobs/workers.ts if it wants workers).
 * `swap` replaces parts of createDeps' result before the app is built (an engine, say).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  webDist?: string,
  swap: Partial<AppDeps> = {},
  /** A database the test made (a restored dump); a fresh one otherwise. Disposed on close either way. */
  given?: TestDatabase,
): Promise<TestApp> {
  const database = given ?? (await createTestDatabase());
  // eBay is a local server speaking its protocol (STYLE habit 8): the test's own emulator unless the test brings one.
  const emulator = env.EBAY_API_BASE ? undefined : await startEbayEmulator();
  const ebayBases = emulator
    ? { EBAY_AUTH_BASE: emulator.url, EBAY_API_BASE: emulator.url, EBAY_APIZ_BASE: emulator.url }
    : {};
  // A data folder of its own unless the test names one: the built-in emulator keeps its state there,
  // and a test must never write to (or reset the eBay of) the project's ./data.
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'listlens-test-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '3000',
    ...ebayBases,
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const deps = {
    ...createDeps({ config, database, secret: 'test-secret-test-secret-test-secret-0123', webDist }),
    ...swap,
  };
  const app = await createApp(deps);
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      // As long as a job still running needs to end and be recorded (its handler may be slow on a busy machine):
      // the pool closed under its last write is an unhandled error. Jobs that end at once cost nothing.
      await deps.jobs.stop(10_000);
      // The OCR worker and the vision thread, if a test started them.
      await closeEngines(deps.engines);
      await database.dispose();
      await emulator?.close();
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** The session cookie from a response, ready for a `cookie` request header. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const raw = response.headers['set-cookie'];
  const cookies = (Array.isArray(raw) ? raw : [raw]).filter((c): c is string => typeof c === 'string');
  const session = cookies.find((c) => c.startsWith('listlens.session_token='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.split(';')[0] ?? '';
}

export async function signUp(
  app: FastifyInstance,
  email: string,
  fullName = 'Test Seller',
  password = 'Thimble-Harbor-42',
) {
  const response = await app.inject({ method: 'POST', url: '/api/accounts', payload: { fullName, email, password } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), me: response.json() as { user: { id: string } } };
}
