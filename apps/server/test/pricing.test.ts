import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { PRICING_TEXT, type ItemPricing, type ListingItem, type PricingRecommendation } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/jobs/workers';
import type { Analyzer } from '../src/modules/items/generate-item';
import { allSettled, analysisResponseOf, call, groupsOf, sellerWithGroups, until } from './items-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Issue 16: prices from the market. The app's own emulator serves Browse and
// Marketplace Insights; the pricing agent reads both through HTTP.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-pricing-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60', AI_CONCURRENCY: '1' });
  await t.deps.jobs.start();
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Garment = { brand: string; title: string; itemType: string; categoryId: string; size?: string };

async function storedItem(userId: string, g: Garment): Promise<string> {
  const [row] = await t.deps.db
    .insert(schema.items)
    .values({
      userId,
      title: g.title,
      brand: g.brand,
      size: g.size ?? 'L',
      condition: 'Good',
      color: 'Black',
      category: 'clothing',
      suggestedPrice: '25.00',
      aiAnalysis: { item_type: g.itemType, ebay_category_id: g.categoryId },
    })
    .returning({ id: schema.items.id });
  return row!.id;
}

async function priced(cookie: string, itemId: string): Promise<PricingRecommendation> {
  const res = await call(t, cookie, 'POST', `/api/items/${itemId}/pricing`);
  expect(res.statusCode, res.body).toBe(200);
  const { recommendation } = res.json() as ItemPricing;
  expect(recommendation).not.toBeNull();
  return recommendation!;
}

const jacket = (brand: string): Garment => ({
  brand,
  title: `${brand} Men's Jacket`,
  itemType: 'Jacket',
  categoryId: '57988',
});

describe('the pricing agent', () => {
  it('prices two items differing only in brand differently, from sold and asking comparables', async () => {
    const { cookie, me } = await signUp(t.app, 'brands@example.com');
    const patagonia = await priced(cookie, await storedItem(me.user.id, jacket('Patagonia')));
    const oldNavy = await priced(cookie, await storedItem(me.user.id, jacket('Old Navy')));

    for (const r of [patagonia, oldNavy]) {
      expect(r).toMatchObject({ price_source: 'market', has_market_data: true, note: null });
      expect(r.market_data_points).toBeGreaterThanOrEqual(5);
      expect(r.confidence_score).toBe(Math.min(0.95, Math.round((0.3 + 0.02 * r.market_data_points) * 100) / 100));
      expect(r.price_range_min).toBeCloseTo(r.recommended_price * 0.85, 2);
      expect(r.price_range_max).toBeCloseTo(r.recommended_price * 1.15, 2);
      expect(r.marketData.searchQuery).toMatch(/Jacket/);
      const sources = new Set(r.marketData.comparables.map((c) => c.source));
      expect(sources).toEqual(new Set(['sold', 'asking']));
      for (const c of r.marketData.comparables) {
        expect(c.date, c.title).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(c.condition, c.title).toMatch(/Pre-owned|Good/);
        expect(c.price).toBeGreaterThan(0);
      }
      expect(r.competitiveAnalysis.similarListingsCount).toBe(r.marketData.askingCount);
    }
    expect(patagonia.recommended_price).toBeGreaterThan(1.5 * oldNavy.recommended_price);
  });

  it('prices a brand eBay has no sales of from other brands of the same kind, and says what it compared', async () => {
    const { cookie, me } = await signUp(t.app, 'kind@example.com');
    const r = await priced(cookie, await storedItem(me.user.id, jacket('Zzyzx Quillworth')));
    expect(r).toMatchObject({ price_source: 'market', has_market_data: true, note: null });
    expect(r.market_data_points).toBeGreaterThanOrEqual(5);
    expect(r.marketData.searchQuery).toMatch(/Jacket/);
    expect(r.marketData.searchQuery).not.toMatch(/Zzyzx/);
    expect(r.marketData.comparables.some((c) => c.source === 'sold')).toBe(true);
  });

  it('says so when there are no comparables, and prices from the category', async () => {
    const { cookie, me } = await signUp(t.app, 'unknown@example.com');
    const itemId = await storedItem(me.user.id, {
      ...jacket('Zzyzx Quillworth'),
      title: 'Zzyzx Quillworth Smockery',
      itemType: 'Quillwork Smockery',
    });
    const r = await priced(cookie, itemId);
    expect(r).toMatchObject({ price_source: 'category', has_market_data: false, note: PRICING_TEXT.noMarketData });
    expect(r.marketData.soldCount).toBe(0);
    expect(r.confidence_score).toBe(0.3);
    expect(r.recommended_price).toBeGreaterThan(0);
    expect(r.recommended_price).not.toBe(25);

    // Stored: one recommendation per item (upserted), and the item's draft price with it.
    await priced(cookie, itemId);
    const rows = await t.deps.db
      .select()
      .from(schema.pricingRecommendations)
      .where(eq(schema.pricingRecommendations.itemId, itemId));
    expect(rows).toHaveLength(1);
    const item = (await call(t, cookie, 'GET', `/api/items/${itemId}`)).json() as ListingItem;
    expect(item.price).toBe(r.recommended_price);
    expect(item.market).toMatchObject({ has_market_data: false, note: PRICING_TEXT.noMarketData });

    const read = (await call(t, cookie, 'GET', `/api/items/${itemId}/pricing`)).json() as ItemPricing;
    expect(read.recommendation?.recommended_price).toBe(r.recommended_price);
  });

  it('stores the comparables in market_prices, and answers an item never priced with none', async () => {
    const { cookie, me } = await signUp(t.app, 'rows@example.com');
    const itemId = await storedItem(me.user.id, jacket('Patagonia'));
    expect((await call(t, cookie, 'GET', `/api/items/${itemId}/pricing`)).json()).toEqual({ recommendation: null });
    const r = await priced(cookie, itemId);
    const rows = await t.deps.db
      .select()
      .from(schema.marketPrices)
      .where(and(eq(schema.marketPrices.itemId, itemId), eq(schema.marketPrices.userId, me.user.id)));
    expect(rows.length).toBe(r.marketData.soldCount + r.marketData.askingCount + r.marketData.outliersRemoved);
    expect(rows.every((row) => (row.source === 'sold') === (row.soldPrice !== null))).toBe(true);
  });
  it("counts the seller's own recorded sales of the brand in the category, with their days to sell", async () => {
    const { cookie, me } = await signUp(t.app, 'own-sales@example.com');
    const soldItem = await storedItem(me.user.id, { ...jacket('Patagonia'), title: 'Patagonia Nano Puff Jacket' });
    const [listing] = await t.deps.db
      .insert(schema.listings)
      .values({ userId: me.user.id, itemId: soldItem, status: 'sold', listedAt: new Date(Date.now() - 6 * 86_400_000) })
      .returning({ id: schema.listings.id });
    await t.deps.db.insert(schema.sales).values({
      userId: me.user.id,
      listingId: listing!.id,
      soldAt: new Date(Date.now() - 2 * 86_400_000),
      salePrice: '74.00',
      ebayLineItemId: 'own-line-1',
    });
    const r = await priced(cookie, await storedItem(me.user.id, jacket('Patagonia')));
    expect(r.marketData.ownSalesCount).toBe(1);
    const own = r.marketData.comparables.filter((c) => c.source === 'own_sale');
    expect(own).toEqual([
      expect.objectContaining({ title: 'Patagonia Nano Puff Jacket', price: 74, condition: 'Good' }),
    ]);
    expect(r.days_on_market_avg).toBe(4);
  });
});

describe('generation priced from the market', () => {
  it('prices a generated draft from comparables, and prices it again when its brand changes', async () => {
    const analyze: Analyzer = async () =>
      analysisResponseOf({
        title: "Patagonia Men's Jacket Black",
        description: 'A jacket.',
        brand: 'Patagonia',
        size: 'L',
        color: 'Black',
        item_type: 'Jacket',
        condition: 'Good',
        category: 'clothing',
        suggested_price: 25,
        confidence: 0.8,
        ebay_category_id: '57988',
        keywords: ['patagonia', 'jacket'],
        key_features: [],
        style_keywords: [],
        ebay_keywords: [],
        needs_attention: false,
      });
    await startWorkers(t.deps, { analyze });
    const s = await sellerWithGroups(t, 'generate@example.com', ['JKT-1']);
    expect((await call(t, s.cookie, 'POST', '/api/items/groups/generate-all')).statusCode).toBe(202);
    let item: ListingItem | null = null;
    await until(
      async () => {
        const groups = await groupsOf(t, s.cookie);
        item = groups[0]?.item ?? null;
        return allSettled(groups);
      },
      60_000,
      'generation',
    );
    const draft = item as ListingItem | null;
    expect(draft?.market).toMatchObject({ has_market_data: true, price_source: 'market' });
    const first = (await call(t, s.cookie, 'GET', `/api/items/${draft!.id}/pricing`)).json() as ItemPricing;
    expect(first.recommendation?.recommended_price).toBe(draft!.price);
    expect(draft!.price).not.toBe(25);

    const edit = await call(t, s.cookie, 'PATCH', `/api/items/${draft!.id}`, { brand: 'Old Navy' });
    expect(edit.statusCode, edit.body).toBe(200);
    let after: ItemPricing = first;
    await until(
      async () => {
        after = (await call(t, s.cookie, 'GET', `/api/items/${draft!.id}/pricing`)).json() as ItemPricing;
        return after.recommendation?.updated_at !== first.recommendation?.updated_at;
      },
      30_000,
      'the refresh',
    );
    const refreshed = (after as ItemPricing).recommendation!;
    expect(refreshed.marketData.searchQuery).toMatch(/^Old Navy/);
    expect(refreshed.recommended_price).toBeLessThan(first.recommendation!.recommended_price);
    // The draft still carried the first recommendation, so it takes the new one.
    const reread = (await call(t, s.cookie, 'GET', `/api/items/${draft!.id}`)).json() as ListingItem;
    expect(reread.price).toBe(refreshed.recommended_price);
  }, 120_000);
});
