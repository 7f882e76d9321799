import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import type { AiAnalysisResponse, ItemDetails } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemRecordFrom } from '../src/modules/items/item-record';
import { insertItem } from '../src/modules/items/items.repository';
import { linkSkuToItem } from '../src/modules/photos/photos.repository';
import { analysisResponseOf, call, groupsOf, sellerWithGroups, type Seller } from './items-support';
import { createTestApp, type TestApp } from './test-app';

// Issue 9 on the real items table (issue 5): the overview, item details,
// keywords, price, delete and Clear All read and write the rows exactly as
// Generate saves them (itemRecordFrom), without running the AI.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-dashboard-items-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** What a successful analysis of a pair of jeans returns, as the AI engine shapes it. */
function analysisResponse(title: string): AiAnalysisResponse {
  return analysisResponseOf({
    title,
    description: `${title}. Gently worn.`,
    brand: "Levi's",
    size: '32x30',
    color: 'Blue',
    item_type: 'Jeans',
    condition: 'Pre-owned - Good',
    category: 'clothing',
    suggested_price: 34.5,
    price_range: { min: 28, max: 41 },
    has_market_data: false,
    keywords: ['levis', '501', 'denim'],
    key_features: ['Button fly', 'Straight leg'],
    style_keywords: [],
    ebay_keywords: [],
    model_number: 'Unknown',
    ebay_category_id: '11483',
    ebay_item_specifics: { Brand: ["Levi's"], Size: ['32'], Features: ['Button Fly', 'Pockets'] },
    ebay_aspects: [
      { name: 'Brand', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
      { name: 'Size', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
      { name: 'Inseam', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
    ],
    confidence: 0.82,
    needs_attention: false,
  });
}

/**
 * Saves the group's item the way a finished generation does: the record, the
 * photos linked to it and the group's generation marked ready.
 */
async function generateWithoutAi(s: Seller, sku: string): Promise<string> {
  const photos = (s.photoIds[sku] ?? []).map((id) => ({ id, imageUrl: `/api/photos/${id}/files/display` }));
  const record = itemRecordFrom(analysisResponse(`Levi's 501 jeans ${sku}`), photos);
  const row = await insertItem(t.deps.db, { ...record, userId: s.userId, sku, status: 'draft' });
  await linkSkuToItem(t.deps.db, s.userId, sku, row.id);
  await t.deps.db
    .insert(schema.itemGenerations)
    .values({ userId: s.userId, sku, itemId: row.id, status: 'ready', requestId: randomUUID() });
  return row.id;
}

const details = async (s: Seller, itemId: string) => {
  const res = await call(t, s.cookie, 'GET', `/api/dashboard/items/${itemId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as ItemDetails;
};

describe('the dashboard on real item rows', () => {
  it('counts the items and lists the newest first, with their photo, suggested price and whether it is live', async () => {
    const s = await sellerWithGroups(t, 'real-summary@example.com', ['JEANS-1', 'JEANS-2', 'JEANS-9']);
    const first = await generateWithoutAi(s, 'JEANS-1');
    const second = await generateWithoutAi(s, 'JEANS-2');
    const ended = await generateWithoutAi(s, 'JEANS-9');
    await t.deps.db.insert(schema.listings).values([
      { itemId: first, userId: s.userId, status: 'active' },
      { itemId: ended, userId: s.userId, status: 'ended' },
    ]);
    const res = await call(t, s.cookie, 'GET', '/api/dashboard/summary');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ itemsProcessed: 3, activeListings: 1, totalSales: 0, revenue: 0 });
    expect(body.recentItems).toEqual([
      expect.objectContaining({ id: ended, live: false }),
      {
        id: second,
        title: "Levi's 501 jeans JEANS-2",
        imageUrl: `/api/photos/${s.photoIds['JEANS-2']?.[0]}/files/display`,
        suggestedPrice: 34.5,
        live: false,
      },
      expect.objectContaining({ id: first, title: "Levi's 501 jeans JEANS-1", live: true }),
    ]);
    const photo = await call(t, s.cookie, 'GET', body.recentItems[0].imageUrl);
    expect(photo.statusCode).toBe(200);
  });

  it('shows the fields, the specifics as text, the required aspects and what the AI knew of the market', async () => {
    const s = await sellerWithGroups(t, 'real-details@example.com', ['JEANS-3']);
    const itemId = await generateWithoutAi(s, 'JEANS-3');
    const { item, listing } = await details(s, itemId);
    expect(item).toMatchObject({
      id: itemId,
      title: "Levi's 501 jeans JEANS-3",
      brand: "Levi's",
      size: '32x30',
      color: 'Blue',
      condition: 'Pre-owned - Good',
      category: 'clothing',
      model_number: null,
      suggested_price: 34.5,
      final_price: null,
      price_range_min: 28,
      price_range_max: 41,
      ai_confidence: expect.closeTo(0.82, 5),
      ai_suggested_keywords: ['levis', '501', 'denim'],
      images: [`/api/photos/${s.photoIds['JEANS-3']?.[0]}/files/display`],
      ai_analysis: {
        key_features: ['Button fly', 'Straight leg'],
        ebay_item_specifics: { Brand: "Levi's", Size: '32', Features: 'Button Fly, Pockets' },
        required_aspects: ['Brand', 'Size', 'Inseam'],
        market: {
          has_market_data: false,
          suggested_price: 34.5,
          min: 28,
          max: 41,
          data_points: null,
          average_sold_price: null,
          median_sold_price: null,
        },
      },
    });
    expect(listing).toBeNull();
  });

  it('keeps edited keywords and the final price on the row, and marks it changed', async () => {
    const s = await sellerWithGroups(t, 'real-edit@example.com', ['JEANS-4']);
    const itemId = await generateWithoutAi(s, 'JEANS-4');
    const before = await t.deps.db.select().from(schema.items).where(eq(schema.items.id, itemId));
    const saved = await call(t, s.cookie, 'PATCH', `/api/dashboard/items/${itemId}`, {
      ai_suggested_keywords: ['levis 501', 'selvedge'],
      final_price: 39.99,
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.deps.db.select().from(schema.items).where(eq(schema.items.id, itemId));
    expect(row).toMatchObject({ aiSuggestedKeywords: ['levis 501', 'selvedge'], finalPrice: '39.99' });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(before[0]?.updatedAt.getTime() ?? Infinity);
    // The Generate screen reads the same row.
    const [group] = await groupsOf(t, s.cookie);
    expect(group?.item).toMatchObject({ price: 39.99, ai_suggested_keywords: ['levis 501', 'selvedge'] });
  });

  it('deletes one item: its photos stay in their SKU group, ready to generate again', async () => {
    const s = await sellerWithGroups(t, 'real-delete@example.com', ['JEANS-5', 'JEANS-6']);
    const gone = await generateWithoutAi(s, 'JEANS-5');
    const kept = await generateWithoutAi(s, 'JEANS-6');
    expect((await call(t, s.cookie, 'DELETE', `/api/dashboard/items/${gone}`)).statusCode).toBe(204);
    expect((await call(t, s.cookie, 'GET', `/api/dashboard/items/${gone}`)).statusCode).toBe(404);
    expect((await call(t, s.cookie, 'GET', `/api/dashboard/items/${kept}`)).statusCode).toBe(200);
    const photos = await t.deps.db
      .select()
      .from(schema.uploadedPhotos)
      .where(and(eq(schema.uploadedPhotos.userId, s.userId), eq(schema.uploadedPhotos.assignedSku, 'JEANS-5')));
    expect(photos.map((p) => [p.status, p.assignedItemId])).toEqual([['assigned', null]]);
    const groups = await groupsOf(t, s.cookie);
    expect(groups.map((g) => [g.sku, g.status, g.item?.id ?? null])).toEqual([
      ['JEANS-5', 'not_started', null],
      ['JEANS-6', 'ready', kept],
    ]);
  });

  it('Clear All removes the items, their photos and files, and touches no one else', async () => {
    const s = await sellerWithGroups(t, 'real-clear@example.com', ['JEANS-7', 'JEANS-8', 'JEANS-9']);
    for (const sku of ['JEANS-7', 'JEANS-8', 'JEANS-9']) await generateWithoutAi(s, sku);
    const other = await sellerWithGroups(t, 'real-clear-other@example.com', ['KEEP-1']);
    const keptId = await generateWithoutAi(other, 'KEEP-1');

    const photosDir = path.join(dataDir, 'photos', s.userId);
    const files = () => (existsSync(photosDir) ? readdirSync(photosDir) : []);
    expect(files().length).toBeGreaterThan(0);

    const res = await call(t, s.cookie, 'DELETE', '/api/dashboard/items');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedItems: 3, remainingItems: 0, deletedPhotos: 3, notEnded: [] });
    expect(await t.deps.db.select().from(schema.items).where(eq(schema.items.userId, s.userId))).toEqual([]);
    expect(
      await t.deps.db.select().from(schema.itemGenerations).where(eq(schema.itemGenerations.userId, s.userId)),
    ).toEqual([]);
    expect(await groupsOf(t, s.cookie)).toEqual([]);
    expect(files()).toEqual([]);
    const summary = (await call(t, s.cookie, 'GET', '/api/dashboard/summary')).json();
    expect(summary).toEqual({
      stats: { itemsProcessed: 0, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: [],
    });
    expect((await details(other, keptId)).item.id).toBe(keptId);
  });
});
