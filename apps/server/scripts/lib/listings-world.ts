import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@listlens/db';
import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import type { FastifyInstance } from 'fastify';
import { createApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config/config';
import { createDeps } from '../../src/deps';
import { startWorkers } from '../../src/jobs/workers';
import { closeEngines } from '../../src/adapters/engines';

/**
 * The whole product in one process for a measuring script: the app on a fresh
 * in-memory database with its job workers (the real AI engine), and eBay's
 * emulator on loopback. Requests go through the app's HTTP layer (inject), as
 * the browser's would.
 */
export type ListingsWorld = {
  app: FastifyInstance;
  deps: AppDeps;
  emulator: RunningEbayEmulator;
  close: () => Promise<void>;
};

export async function startListingsWorld(): Promise<ListingsWorld> {
  const emulator = await startEbayEmulator({ acceptedUrl: 'http://localhost:3000/auth/ebay/callback' });
  const database: Database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: '3000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'listlens-eval-')),
    SIGN_UP_RATE_LIMIT: '1000/60',
    SALES_SYNC_MINUTES: '0',
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
  const deps = createDeps({ config, database, secret: 'eval-secret-eval-secret-eval-secret-0123' });
  const app = await createApp(deps);
  await deps.jobs.start();
  await startWorkers(deps);
  return {
    app,
    deps,
    emulator,
    close: async () => {
      await app.close();
      await deps.jobs.stop(5000);
      await closeEngines(deps.engines);
      await database.close();
      await emulator.close();
    },
  };
}

/** A seller signed up, then connected to eBay through the emulator's consent page as a browser would. */
export async function connectedSeller(world: ListingsWorld, username: string): Promise<{ cookie: string }> {
  const signUp = await world.app.inject({
    method: 'POST',
    url: '/api/accounts',
    payload: { fullName: 'Eval Seller', email: `${username}@example.com`, password: 'Thimble-Harbor-42' },
  });
  const raw = signUp.headers['set-cookie'];
  const cookie = (Array.isArray(raw) ? raw : [String(raw)])
    .find((c) => c.startsWith('listlens.session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const start = await world.app.inject({
    method: 'POST',
    url: '/api/ebay/connect',
    headers: { cookie },
    payload: { returnPath: '/app' },
  });
  const { authUrl } = start.json() as { authUrl: string };
  const html = await (await fetch(authUrl)).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${world.emulator.url}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username, decision: 'agree' }),
  });
  const back = Object.fromEntries(new URL(answer.headers.get('location') ?? '').searchParams);
  const done = await world.app.inject({
    method: 'POST',
    url: '/api/ebay/callback',
    headers: { cookie },
    payload: back,
  });
  if (done.statusCode !== 200) throw new Error(`eBay connection failed: ${done.statusCode} ${done.body}`);
  return { cookie };
}

/** Polls until `check` gives a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 180_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
