import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import type { SeedItem, SeedListing, SeedRequest, SeedServerMessage } from './seed-protocol';

// Specs that need items, listings and sales use `test` from here: each
// Playwright worker gets its own ListLens server on a fresh embedded database
// (seeded-app-server.mts), pages open on it (baseURL), and the spec asks that
// server for rows. Items are saved exactly as Generate saves a finished
// analysis, without running the AI (slow); listings and sales are written with
// the spec's columns, without posting to eBay.

export type SeedTable = 'items' | 'listings' | 'sales' | 'uploaded_photos';

export type SeededApp = {
  url: string;
  /** Items of the seller with this e-mail, one per SKU group (upload the group's photos first); ids in order. */
  seedItems: (email: string, items: SeedItem[]) => Promise<string[]>;
  /** A listing of one of the seller's items, and its sale when `sold`; returns the listing id. */
  seedListing: (email: string, listing: SeedListing) => Promise<string>;
  /** How many rows of the seller a table holds. */
  countRows: (email: string, table: SeedTable) => Promise<number>;
};

type Request = SeedRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const SERVER = fileURLToPath(new URL('./seeded-app-server.mts', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const START_TIMEOUT_MS = 90_000;

async function startSeededApp(jobs: boolean): Promise<{ app: SeededApp; stop: () => Promise<void> }> {
  // Playwright's own loader options are not for this process: tsx runs the server, as `npm start` does.
  const child = fork(SERVER, [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_OPTIONS: '', SEEDED_APP_JOBS: jobs ? 'on' : 'off' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let exited = false;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the seeded server did not start in time')), START_TIMEOUT_MS);
    child.on('message', (message: SeedServerMessage) => {
      if ('ready' in message) {
        clearTimeout(timer);
        resolve(message.ready);
        return;
      }
      const waiter = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.ok) waiter?.resolve(message.result);
      else waiter?.reject(new Error(`seeding failed: ${message.error}`));
    });
    child.once('exit', (code) => {
      exited = true;
      clearTimeout(timer);
      reject(new Error(`the seeded server exited with code ${code}`));
      for (const waiter of waiting.values()) waiter.reject(new Error('the seeded server exited'));
    });
  });

  let nextId = 1;
  const ask = <T>(request: Request) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve: (value) => resolve(value as T), reject });
      child.send({ ...request, id });
    });
  const app: SeededApp = {
    url,
    seedItems: (email, items) => ask<string[]>({ kind: 'items', email, items }),
    seedListing: (email, listing) => ask<string>({ kind: 'listing', email, listing }),
    countRows: (email, table) => ask<number>({ kind: 'count', email, table }),
  };
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { app, stop };
}

export const test = base.extend<object, { seededApp: SeededApp; seededJobs: boolean }>({
  /**
   * `test.use({ seededJobs: true })`: the seeded server also runs its job workers (posting to the
   * built-in eBay emulator, quantity syncs, mail; never the AI), for specs that post seeded items.
   */
  seededJobs: [false, { scope: 'worker', option: true }],
  seededApp: [
    async ({ seededJobs }, use) => {
      const { app, stop } = await startSeededApp(seededJobs);
      await use(app);
      await stop();
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + 30_000 },
  ],
  baseURL: async ({ seededApp }, use) => use(seededApp.url),
});

const VALIDATION = fileURLToPath(new URL('../../../shared/data/clothing/validation', import.meta.url));

/** The first photo of each kind of garment in the validation set, for groups that look different. */
const photoOf = (index: number) => {
  const kinds = readdirSync(VALIDATION).sort();
  const kind = kinds[index % kinds.length] ?? '';
  const name = readdirSync(path.join(VALIDATION, kind)).sort()[0] ?? '';
  return { name: `${kind}-${name}`, mimeType: 'image/jpeg', buffer: readFileSync(path.join(VALIDATION, kind, name)) };
};

/** Uploads `count` real photos through the API and assigns them to a SKU, as the upload and SKU screens do. */
export async function uploadGroup(page: Page, sku: string, count = 1, first = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const upload = await page.request.post('/api/photos', { multipart: { photos: photoOf(first + i) } });
    expect(upload.status()).toBe(201);
    ids.push(...((await upload.json()) as { photos: { id: string }[] }).photos.map((p) => p.id));
  }
  expect((await page.request.post('/api/photos/assign', { data: { ids, sku } })).status()).toBe(200);
  return ids;
}

export { expect };
