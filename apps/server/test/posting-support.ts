import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { expireTreeCheck } from '../src/modules/taxonomy';
import { startEbayEmulator, type EbayEmulatorOptions, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { afterAll, beforeAll, expect } from 'vitest';
import { ebayKeysetFor } from '../src/adapters/ebay/ebay-environment';
import { createEbayHttp } from '../src/adapters/ebay/ebay-http';
import { createEbayOAuth } from '../src/adapters/ebay/ebay-oauth';
import { startWorkers } from '../src/jobs/workers';
import { getValidAccessToken } from '../src/modules/ebay-connection/ebay-connection.service';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';
import { consentOnEbay } from './ebay-consent-support';

// A ListLens with running workers against a standalone eBay emulator, for the
// posting and sales tests. eBay's retry waits are skipped (the retries are not).

export type PostingWorld = { emulator: RunningEbayEmulator; t: TestApp; calls: { count: number } };

async function startPostingWorld(options: EbayEmulatorOptions = {}): Promise<PostingWorld> {
  const emulator = await startEbayEmulator({
    acceptedUrl: 'http://localhost:3000/auth/ebay/callback',
    catalogueListings: 20,
    catalogueSales: 20,
    ...options,
  });
  const t = await createTestApp({
    SIGN_UP_RATE_LIMIT: '1000/60',
    AI_CONCURRENCY: '0',
    SALES_SYNC_MINUTES: '0',
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
  const calls = { count: 0 };
  const counting: typeof fetch = (input, init) => {
    calls.count++;
    return fetch(input, init);
  };
  const http = createEbayHttp({ fetch: counting, sleep: async () => {} });
  t.deps.ebay.http = http;
  t.deps.ebay.oauth = createEbayOAuth(t.deps.ebay.bases, ebayKeysetFor(t.deps.config), http);
  await t.deps.jobs.start();
  await startWorkers(t.deps);
  return { emulator, t, calls };
}

async function stopPostingWorld(world: PostingWorld | undefined): Promise<void> {
  if (!world) return;
  await world.t.close();
  await world.emulator.close();
}

/**
 * The test file's PostingWorld, started before its tests and stopped after
 * them. Read it only inside hooks and tests: it exists from `beforeAll` on.
 */
export function postingWorldForFile(options: EbayEmulatorOptions = {}): PostingWorld {
  let started: PostingWorld | undefined;
  beforeAll(async () => {
    started = await startPostingWorld(options);
  });
  afterAll(() => stopPostingWorld(started));
  const world = () => {
    if (!started) throw new Error('The posting world starts in beforeAll: read it inside a hook or a test.');
    return started;
  };
  return {
    get emulator() {
      return world().emulator;
    },
    get t() {
      return world().t;
    },
    get calls() {
      return world().calls;
    },
  };
}

/** A seller signed up and connected through eBay's consent page, as the browser would. */
export async function connectedSeller(world: PostingWorld, email: string, username: string) {
  const { t, emulator } = world;
  const { cookie, me } = await signUp(t.app, email);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/ebay/connect',
    headers: { cookie },
    payload: { returnPath: '/app' },
  });
  const authUrl = (start.json() as { authUrl: string }).authUrl;
  const back = await consentOnEbay(emulator.url, authUrl, 'agree', username);
  const done = await t.app.inject({ method: 'POST', url: '/api/ebay/callback', headers: { cookie }, payload: back });
  expect(done.statusCode).toBe(200);
  return { cookie, userId: me.user.id, username };
}

export type PostingSeller = Awaited<ReturnType<typeof connectedSeller>>;

/** One uploaded photo of the seller, as an item stores it. */
export async function uploadPhoto(t: TestApp, cookie: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie },
    payload: formOf([{ name: 'jacket.jpg', bytes: await photo(900, 1200) }]),
  });
  expect(res.statusCode).toBe(201);
  const id = (res.json() as { photos: { id: string }[] }).photos[0]?.id ?? '';
  return `/api/photos/${id}/files/display?v=0`;
}

const JACKET_SPECIFICS = {
  Brand: ['Patagonia'],
  Size: ['L'],
  'Size Type': ['Regular'],
  Department: ['Men'],
  Color: ['Blue'],
  Type: ['Jacket'],
  Style: ['Fleece'],
};
const REQUIRED = Object.keys(JACKET_SPECIFICS);

/** A generated item ready to post: a men's fleece jacket in eBay's leaf 57988 with every required aspect. */
export async function seedItem(
  t: { deps: Pick<TestApp['deps'], 'db'> },
  userId: string,
  image: string,
  overrides: { sku?: string; specifics?: Record<string, string[]>; categoryId?: string; price?: string } = {},
): Promise<string> {
  const specifics = overrides.specifics ?? JACKET_SPECIFICS;
  const [row] = await t.deps.db
    .insert(schema.items)
    .values({
      userId,
      sku: overrides.sku ?? `JKT-${Math.random().toString(36).slice(2, 8)}-1`,
      title: "Patagonia Men's Better Sweater Fleece Jacket Size L Blue",
      description: 'Classic full-zip fleece.\n\nWorn twice, no marks.',
      brand: specifics.Brand?.[0] ?? null,
      size: 'L',
      color: 'Blue',
      condition: 'Excellent',
      category: "Men's Coats & Jackets",
      images: [image],
      primaryImageUrl: image,
      suggestedPrice: overrides.price ?? '64.99',
      status: 'complete',
      aiAnalysis: {
        ebay_category_id: overrides.categoryId ?? '57988',
        ebay_item_specifics: specifics,
        ebay_aspects: REQUIRED.map((name) => ({
          name,
          importance: 'REQUIRED',
          dataType: 'STRING',
          allowedValues: [],
          maxValues: 1,
        })),
      },
    })
    .returning({ id: schema.items.id });
  return row?.id ?? '';
}

/** A seeded item of the seller posted with the default policies, once its listing is live on eBay. */
export async function livePostedItem(
  world: PostingWorld,
  seller: { userId: string; cookie: string },
  item: { sku: string; price?: string },
) {
  const { t } = world;
  const itemId = await seedItem(t, seller.userId, await uploadPhoto(t, seller.cookie), item);
  const policies = (await t.app.inject({ url: '/api/listings/policies', headers: { cookie: seller.cookie } })).json()
    .defaults;
  const queued = await t.app.inject({
    method: 'POST',
    url: '/api/listings/publish',
    headers: { cookie: seller.cookie },
    payload: { itemId, platforms: ['ebay'], policies },
  });
  expect(queued.statusCode).toBe(202);
  const listing = await settledListing(t, itemId);
  expect(listing.status).toBe('active');
  return { itemId, listing };
}

/** Polls until `check` gives a value, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The listing of an item once its post has finished (active or failed). */
export async function settledListing(t: TestApp, itemId: string, timeoutMs?: number) {
  return eventually(async () => {
    const [row] = await t.deps.db.select().from(schema.listings).where(eq(schema.listings.itemId, itemId));
    return row && row.status !== 'publishing' ? row : undefined;
  }, timeoutMs);
}

export async function sellerOnEmulator(world: { emulator: { url: string } }, username: string) {
  const res = await fetch(`${world.emulator.url}/_sim/sellers/${username}`);
  return (await res.json()) as {
    inventoryItems: number;
    offers: number;
    listings: { listingId: string; status: string; sku: string }[];
    orders: number;
  };
}

/** A call straight to the emulator's eBay API as the seller, with the headers eBay wants. */
export async function ebayCall(world: PostingWorld, userId: string, path: string, init: RequestInit = {}) {
  const token = await getValidAccessToken(world.t.deps.ebay, userId);
  const res = await fetch(`${world.emulator.url}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-language': 'en-US',
      'accept-language': 'en-US',
      'x-ebay-c-marketplace-id': 'EBAY_US',
    },
  });
  const text = await res.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/** An offer eBay already holds for a SKU, made straight on the emulator: what a lost answer leaves behind. */
export async function offerOnEbay(world: PostingWorld, userId: string, sku: string): Promise<string> {
  await ebayCall(world, userId, `/sell/inventory/v1/inventory_item/${sku}`, {
    method: 'PUT',
    body: JSON.stringify({ product: { title: 'old' } }),
  });
  const created = await ebayCall(world, userId, '/sell/inventory/v1/offer', {
    method: 'POST',
    body: JSON.stringify({ sku, marketplaceId: 'EBAY_US', format: 'FIXED_PRICE' }),
  });
  return (created as { offerId: string }).offerId;
}

/**
 * A jacket eBay refuses although it passes ListLens's check: its rules are
 * cached (the preview reads them), then eBay moves its tree to version 140,
 * where jackets need Outer Shell Material. Call `restoreEbayTree` after.
 */
export async function seedItemEbayWillRefuse(
  world: PostingWorld,
  seller: { userId: string; cookie: string },
  sku?: string,
) {
  const itemId = await seedItem(world.t, seller.userId, await uploadPhoto(world.t, seller.cookie), sku ? { sku } : {});
  const preview = await world.t.app.inject({
    method: 'GET',
    url: `/api/listings/preview/${itemId}`,
    headers: { cookie: seller.cookie },
  });
  expect(preview.json().problems).toEqual([]);
  await setEbayTreeVersion(world, '140');
  return itemId;
}

async function setEbayTreeVersion(world: PostingWorld, version: string): Promise<void> {
  const res = await fetch(`${world.emulator.url}/_sim/taxonomy/version`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });
  expect(res.status).toBe(200);
}

/** eBay back on its default tree, and ListLens told to look again. */
export async function restoreEbayTree(world: PostingWorld): Promise<void> {
  await setEbayTreeVersion(world, '139');
  await expireTreeCheck(world.t.deps.taxonomy);
}
