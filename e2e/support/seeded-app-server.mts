import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '@listlens/db';
import { AiAnalysisSchema, type AiAnalysisResponse } from '@listlens/shared';
import { createApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config/config';
import { createDeps } from '../../apps/server/src/deps';
import { startWorkers } from '../../apps/server/src/jobs/workers';
import { itemRecordFrom } from '../../apps/server/src/modules/items/item-record';
import { insertItem } from '../../apps/server/src/modules/items/items.repository';
import { findAssignedPhotos, linkSkuToItem } from '../../apps/server/src/modules/photos/photos.repository';
import type { SeedItem, SeedListing, SeedRequest, SeedServerMessage } from './seed-protocol';

// The real ListLens server (createApp and createDeps, as main.ts builds them) on
// a fresh embedded database, serving the built web app, for specs that need
// rows no API makes quickly: items without running the AI, listings and sales
// without posting to eBay. The server's PGlite database lives in this process,
// so the Playwright worker that forked it asks for rows over the IPC channel.
// The job workers run only when the spec asks (SEEDED_APP_JOBS=on, for posting),
// and never the AI (AI_CONCURRENCY=0).

const send = (message: SeedServerMessage) => process.send?.(message);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** What the AI engine returns for a pair of jeans; a seed item overrides what its test is about. */
function analysisOf(seed: SeedItem): AiAnalysisResponse {
  const title = seed.title ?? `Levi's 501 Original Fit Jeans ${seed.sku}`;
  const analysis = AiAnalysisSchema.parse({
    title,
    description: `${title}. Straight leg, button fly, five pockets. Light fading at the hem.`,
    brand: seed.brand ?? "Levi's",
    size: seed.size ?? '32x32',
    color: seed.color ?? 'Blue',
    item_type: 'Jeans',
    condition: seed.condition ?? 'Pre-owned - Good',
    category: 'clothing',
    suggested_price: seed.suggestedPrice ?? 34.5,
    price_range: seed.priceRange ?? { min: 28, max: 41 },
    has_market_data: false,
    keywords: seed.keywords ?? ['levis', '501', 'denim', 'jeans'],
    key_features: seed.keyFeatures ?? ['Button fly', 'Straight leg'],
    style_keywords: [],
    ebay_keywords: [],
    ebay_category_id: '11483',
    ebay_item_specifics: { Brand: [seed.brand ?? "Levi's"], Size: ['32'], Inseam: ['Unknown'] },
    ebay_aspects: [
      { name: 'Brand', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
      { name: 'Size', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
    ],
    confidence: seed.confidence ?? 0.86,
    needs_attention: false,
  });
  return {
    success: true,
    analysis,
    fields: {},
    preprocessing: { photos: [], timingsMs: {} },
    provider: 'local',
    model: 'e2e-seed',
    attempts: 1,
    durationMs: 1,
    costUsd: null,
  };
}

type Seeder = { database: Database };

async function userIdOf({ database }: Seeder, email: string): Promise<string> {
  const { rows } = await database.executeSql('select id from users where email = $1', [email.toLowerCase()]);
  const [row] = rows as { id: string }[];
  if (!row) throw new Error(`no seller with the e-mail ${email}`);
  return row.id;
}

/**
 * Saves each item as a finished generation does (issue 5): the record built by
 * itemRecordFrom from the group's photos, the photos linked to it and the
 * group's generation marked ready. Later items are newer.
 */
async function seedItems(seeder: Seeder, email: string, seeds: SeedItem[]): Promise<string[]> {
  const db = seeder.database.db;
  const userId = await userIdOf(seeder, email);
  const photos = await findAssignedPhotos(db, userId);
  const ids: string[] = [];
  for (const [index, seed] of seeds.entries()) {
    const group = photos.filter((p) => p.assignedSku === seed.sku).map((p) => ({ id: p.id, imageUrl: p.imageUrl }));
    const record = itemRecordFrom(analysisOf(seed), group);
    const createdAt = new Date(Date.now() - (seeds.length - index) * 1000);
    const row = await insertItem(db, { ...record, userId, sku: seed.sku, status: 'draft', createdAt });
    await linkSkuToItem(db, userId, seed.sku, row.id);
    await seeder.database.executeSql(
      `insert into item_generations (user_id, sku, item_id, status, request_id) values ($1, $2, $3, 'ready', $4)`,
      [userId, seed.sku, row.id, randomUUID()],
    );
    ids.push(row.id);
  }
  return ids;
}

/** A listing of the item by the spec's column names (part 3, section 3), and its sale. */
async function seedListing(seeder: Seeder, email: string, listing: SeedListing): Promise<string> {
  const userId = await userIdOf(seeder, email);
  const { rows } = await seeder.database.executeSql(
    `insert into listings (item_id, user_id, title, price, status, platforms, listed_at, total_views, total_watchers, total_messages)
     select id, user_id, title, suggested_price, $3, '{ebay}', now(), $4, $5, $6 from items where id = $1 and user_id = $2
     returning id`,
    [listing.itemId, userId, listing.status, listing.views ?? 0, listing.watchers ?? 0, listing.messages ?? 0],
  );
  const [row] = rows as { id: string }[];
  if (!row) throw new Error(`no item ${listing.itemId} of ${email}`);
  if (listing.sold)
    await seeder.database.executeSql('insert into sales (user_id, listing_id) values ($1, $2)', [userId, row.id]);
  return row.id;
}

const COUNTED = new Set(['items', 'listings', 'sales', 'uploaded_photos']);

async function countRows(seeder: Seeder, email: string, table: string): Promise<number> {
  if (!COUNTED.has(table)) throw new Error(`cannot count ${table}`);
  const userId = await userIdOf(seeder, email);
  const { rows } = await seeder.database.executeSql(`select count(*)::int as n from ${table} where user_id = $1`, [
    userId,
  ]);
  return Number((rows as { n: number }[])[0]?.n ?? 0);
}

function handle(seeder: Seeder, request: SeedRequest): Promise<unknown> {
  switch (request.kind) {
    case 'items':
      return seedItems(seeder, request.email, request.items);
    case 'listing':
      return seedListing(seeder, request.email, request.listing);
    case 'count':
      return countRows(seeder, request.email, request.table);
  }
}

async function start(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-e2e-seeded-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const jobs = process.env.SEEDED_APP_JOBS === 'on';
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    APP_PUBLIC_URL: url,
    // With no job queue, every upload warns that its adult-content check could not be
    // queued (as it should, in a real outage); here that is expected, and it buried the
    // suite's own lines in the CI log.
    LOG_LEVEL: jobs ? 'warn' : 'error',
    AI_CONCURRENCY: '0',
    SIGN_UP_RATE_LIMIT: '1000/60',
    SIGN_IN_RATE_LIMIT: '1000/60',
    // Every browser of the suite signs in from one address.
    SIGN_IN_ADDRESS_RATE_LIMIT: '1000/60',
    SIGN_IN_ACCOUNT_RATE_LIMIT: '1000/60',
  });
  const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const deps = createDeps({
    config,
    database,
    secret: 'e2e-seeded-secret-e2e-seeded-secret-0123',
    webDist: path.resolve(config.WEB_DIST_DIR ?? 'apps/web/dist'),
  });
  const app = await createApp(deps);
  if (jobs) {
    await deps.jobs.start();
    await startWorkers(deps);
  }
  await app.listen({ port, host: 'localhost' });

  const seeder: Seeder = { database };
  process.on('message', (message: SeedRequest) => {
    handle(seeder, message).then(
      (result) => send({ id: message.id, ok: true, result }),
      (error: unknown) => send({ id: message.id, ok: false, error: String(error) }),
    );
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    if (jobs) await deps.jobs.stop(2000);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('disconnect', () => void stop());
  send({ ready: url });
}

start().catch((error: unknown) => {
  console.error('the seeded ListLens server could not start', error);
  process.exit(1);
});
