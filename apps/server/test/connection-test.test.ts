import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import {
  CapabilitiesResultSchema,
  CategoriesResultSchema,
  DiagnosticTestSchema,
  ItemAnalysisTestSchema,
  TrendingItemsResultSchema,
} from '@listlens/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectedSeller as connectSeller } from './posting-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// The connection test page's extra checks (spec part 3, diagnostics): storage
// round trip, sign-in provider, eBay trending items, categories to depth 2,
// the token's capabilities, and the AI engine on a built-in care label.

let emulator: RunningEbayEmulator;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-connection-test-'));
  emulator = await startEbayEmulator({
    acceptedUrl: 'http://localhost:3000/auth/ebay/callback',
    catalogueListings: 40,
  });
  t = await createTestApp({
    SIGN_UP_RATE_LIMIT: '100/60',
    DATA_DIR: dataDir,
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
});
afterAll(async () => {
  await t.close();
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
});
afterEach(() => emulator.engine.faults.clear());

/** A signed-up seller who connected eBay on the emulator's consent page. */
const connectedSeller = (email: string) => connectSeller({ t, emulator, calls: { count: 0 } }, email, 'closet_tester');

/** Four 429s with Retry-After 0: the client's retries are spent at once and the call fails. */
function failNext(pathPrefix: string) {
  emulator.engine.faults.script(
    Array.from({ length: 4 }, () => ({ kind: '429' as const, pathPrefix, retryAfterSeconds: 0 })),
  );
}

describe('signed-out access', () => {
  it.each([
    ['POST', '/api/diagnostics/storage-test'],
    ['GET', '/api/diagnostics/sign-in'],
    ['POST', '/api/diagnostics/item-analysis'],
    ['GET', '/api/ebay/test/trending'],
    ['GET', '/api/ebay/test/categories'],
    ['GET', '/api/ebay/test/capabilities'],
  ] as const)('%s %s answers 401 problem+json', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('storage and sign-in provider', () => {
  it('writes, reads back and deletes a probe image, leaving nothing behind', async () => {
    const { cookie, me } = await signUp(t.app, 'storage@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/diagnostics/storage-test', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = DiagnosticTestSchema.parse(response.json());
    expect(result).toMatchObject({ name: 'Storage', status: 'success' });
    expect(result.message).toMatch(/uploaded to local storage, read back and deleted/);
    expect(
      existsSync(path.join(dataDir, 'photos', me.user.id)) ? readdirSync(path.join(dataDir, 'photos', me.user.id)) : [],
    ).toEqual([]);
  });

  it("reports 'Storage test error: ...' when the storage cannot be written", async () => {
    const { cookie } = await signUp(t.app, 'storage-broken@example.com');
    const real = t.deps.photoStorage;
    t.deps.photoStorage = {
      ...real,
      put: () => Promise.reject(new Error('disk full')),
    };
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/diagnostics/storage-test',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        status: 'error',
        message: 'Storage test error: the test image could not be uploaded',
      });
    } finally {
      t.deps.photoStorage = real;
    }
  });

  it('names the sign-in provider of an e-mail account', async () => {
    const { cookie, me } = await signUp(t.app, 'provider@example.com');
    const response = await t.app.inject({ url: '/api/diagnostics/sign-in', headers: { cookie } });
    expect(response.json()).toEqual({ providers: ['credential'] });
    await t.deps.db.insert(schema.authAccounts).values({
      id: 'google-account-1',
      accountId: 'google-sub-1',
      providerId: 'google',
      userId: me.user.id,
    });
    const again = await t.app.inject({ url: '/api/diagnostics/sign-in', headers: { cookie } });
    expect(again.json()).toEqual({ providers: ['credential', 'google'] });
  });
});

describe('eBay trending items and categories', () => {
  it('lists up to 10 clothing listings with title, price and link', async () => {
    const { cookie } = await signUp(t.app, 'trending@example.com');
    const response = await t.app.inject({ url: '/api/ebay/test/trending', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = TrendingItemsResultSchema.parse(response.json());
    expect(result.success).toBe(true);
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.length).toBeLessThanOrEqual(10);
    for (const item of result.items) {
      expect(item.title.length).toBeGreaterThan(0);
      expect(item.price?.value).toMatch(/^\d+\.\d{2}$/);
      expect(item.url).toContain(`${emulator.url}/itm/`);
    }
  });

  it("answers 'Failed to fetch trending items: ...' when eBay keeps refusing", async () => {
    const { cookie } = await signUp(t.app, 'trending-fail@example.com');
    failNext('/buy/browse');
    const response = await t.app.inject({ url: '/api/ebay/test/trending', headers: { cookie } });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json().message).toMatch(/^Failed to fetch trending items: eBay answered 429/);
  });

  it('reads the category tree to depth 2: the root children and theirs, with ids', async () => {
    const { cookie } = await signUp(t.app, 'categories@example.com');
    const response = await t.app.inject({ url: '/api/ebay/test/categories', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = CategoriesResultSchema.parse(response.json());
    expect(result.success).toBe(true);
    const clothing = result.categories.find((node) => node.id === '11450');
    expect(clothing?.name).toBe('Clothing, Shoes & Accessories');
    expect(clothing?.children.length).toBeGreaterThan(0);
    // Depth 2 stops there: the grandchildren's own children are not sent.
    for (const child of clothing?.children ?? []) expect(child.children).toEqual([]);
  });

  it('answers a problem naming categories when the taxonomy call fails', async () => {
    const { cookie } = await signUp(t.app, 'categories-fail@example.com');
    failNext('/commerce/taxonomy');
    const response = await t.app.inject({ url: '/api/ebay/test/categories', headers: { cookie } });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^Failed to fetch categories: /);
  });
});

describe('token capabilities', () => {
  it('reports a valid token with listing, policies and orders granted', async () => {
    const { cookie } = await connectedSeller('caps@example.com');
    const response = await t.app.inject({ url: '/api/ebay/test/capabilities', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = CapabilitiesResultSchema.parse(response.json());
    expect(result).toMatchObject({ success: true, tokenValid: true });
    expect(result.capabilities.map((c) => [c.name, c.granted])).toEqual([
      ['Create and publish listings', true],
      ['Read business policies', true],
      ['Read orders and sales', true],
    ]);
  });

  it('says which capability is missing when a scope was not granted (success false)', async () => {
    const { cookie, userId } = await connectedSeller('caps-missing@example.com');
    await t.deps.db
      .update(schema.marketplaceConnections)
      .set({ scopes: ['https://api.ebay.com/oauth/api_scope', 'https://api.ebay.com/oauth/api_scope/sell.inventory'] })
      .where(eq(schema.marketplaceConnections.userId, userId));
    const result = (await t.app.inject({ url: '/api/ebay/test/capabilities', headers: { cookie } })).json();
    expect(result.success).toBe(false);
    expect(result.tokenValid).toBe(true);
    expect(result.message).toBe('The token is valid but lacks: read business policies, read orders and sales');
  });

  it('answers success false, not an error, when eBay is not connected', async () => {
    const { cookie } = await signUp(t.app, 'caps-none@example.com');
    const response = await t.app.inject({ url: '/api/ebay/test/capabilities', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: false, tokenValid: false, message: 'eBay is not connected' });
  });
});

describe('item analysis', () => {
  it("reads the sample care label: Levi's, cotton, a title, and the time taken", async () => {
    const { cookie } = await signUp(t.app, 'analysis@example.com');
    const response = await t.app.inject({ method: 'POST', url: '/api/diagnostics/item-analysis', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const result = ItemAnalysisTestSchema.parse(response.json());
    expect(result.brand).toMatch(/levi/i);
    expect(result.material ?? '').toMatch(/cotton/i);
    expect(result.title.length).toBeGreaterThan(0);
    expect(result.durationMs).toBeGreaterThan(0);
  }, 90_000);
});
