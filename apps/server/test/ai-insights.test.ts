import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { schema } from '@listlens/db';
import { AiInsightsSchema, type AiInsights } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from './test-app';

// GET /api/ai/insights (spec part 3: AI insights dashboard; decision 012):
// metrics computed from seeded ai_predictions rows against the items the
// seller kept, on a real database.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-ai-insights-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

const insights = (cookie: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/ai/insights${query}`, headers: { cookie } });

async function addItem(
  userId: string,
  values: {
    title: string;
    brand: string | null;
    size: string | null;
    condition: string | null;
    color: string | null;
    category: string | null;
    keywords: string[];
    detectedCategory: string;
    specifics: Record<string, string[]>;
    /** Saved from the Edit modal (its generation complete): only such items are scored. Default true. */
    reviewed?: boolean;
  },
): Promise<string> {
  const sku = `SKU-${randomUUID().slice(0, 8)}`;
  const [row] = await t.deps.db
    .insert(schema.items)
    .values({
      userId,
      sku,
      title: values.title,
      brand: values.brand,
      size: values.size,
      condition: values.condition,
      color: values.color,
      category: values.category,
      aiSuggestedKeywords: values.keywords,
      aiAnalysis: { detected_category: values.detectedCategory, ebay_item_specifics: values.specifics },
    })
    .returning({ id: schema.items.id });
  // As the product leaves it: generated (ready), and complete once saved from the Edit modal.
  await t.deps.db.insert(schema.itemGenerations).values({
    userId,
    sku,
    itemId: row!.id,
    status: values.reviewed === false ? 'ready' : 'complete',
    requestId: randomUUID(),
  });
  return row!.id;
}

async function addPrediction(
  userId: string,
  run: {
    itemId: string | null;
    at: Date;
    provider?: 'local' | 'openai';
    costUsd?: string;
    success?: boolean;
    title: string;
    brand: string | null;
    size: string | null;
    condition: string;
    color: string | null;
    fields?: Record<string, { value: unknown }>;
  },
): Promise<void> {
  const fields = Object.fromEntries(
    Object.entries(run.fields ?? {}).map(([k, f]) => [k, { value: f.value, confidence: 0.8, sources: ['ocr'] }]),
  );
  await t.deps.db.insert(schema.aiPredictions).values({
    userId,
    itemId: run.itemId,
    provider: run.provider ?? 'local',
    model: run.provider === 'openai' ? 'gpt-test' : 'listlens-local',
    success: run.success ?? true,
    needsAttention: false,
    attempts: 1,
    durationMs: 1500,
    costUsd: run.costUsd ?? null,
    confidence: 0.8,
    title: run.title,
    brand: run.brand,
    size: run.size,
    condition: run.condition,
    color: run.color,
    fields,
    createdAt: run.at,
  });
}

const JEANS = {
  title: "Levi's 501 Jeans W32 L30",
  brand: "Levi's",
  size: 'W32 L30',
  condition: 'Good',
  color: 'Blue',
  category: 'clothing',
  keywords: ['levis', 'jeans', 'blue'],
  detectedCategory: 'clothing',
  specifics: { Brand: ["Levi's"], Color: ['Blue'] },
};

/**
 * Seller A's runs (see the expected figures below):
 * - P1, 10 days ago, jeans item kept as the AI said (case and spaces aside); 8 fields, keywords half right: 7.5 / 8.
 * - P2, 20 days ago, shoes item, an older run: title, brand, size, condition wrong, colour right: 1 / 5.
 * - P3, 5 days ago, shoes item, newest run: title, brand, colour right; size, condition, category, specifics wrong: 3 / 7.
 * - P4, 2 days ago: a failed run without an item (costs 0.2 cents, not compared).
 * - P5, 45 days ago: jeans item, outside 30 days.
 * - P6, 3 days ago: points at seller B's item, so it is not compared.
 * - P7, 4 days ago: a draft the seller never reviewed, all wrong, so it is not compared.
 */
async function seedSellers() {
  const a = await signUp(t.app, 'metrics-a@example.com');
  const b = await signUp(t.app, 'metrics-b@example.com');
  const aId = a.me.user.id;
  const bId = b.me.user.id;
  const jeans = await addItem(aId, JEANS);
  const shoes = await addItem(aId, {
    title: 'Nike Running Shoes Size 10',
    brand: 'Nike',
    size: '10',
    condition: 'Excellent',
    color: 'Black',
    category: 'shoes',
    keywords: [],
    detectedCategory: 'clothing',
    specifics: {},
  });
  const bItem = await addItem(bId, { ...JEANS, title: 'Seller B jeans', brand: 'Wrangler' });
  const unreviewed = await addItem(aId, { ...JEANS, title: 'Unreviewed jeans', reviewed: false });
  await addPrediction(aId, {
    itemId: unreviewed,
    at: daysAgo(4),
    title: 'Wrong',
    brand: 'Wrong',
    size: 'XXL',
    condition: 'Poor',
    color: 'Pink',
  });

  await addPrediction(aId, {
    itemId: jeans,
    at: daysAgo(10),
    provider: 'openai',
    costUsd: '0.004000',
    title: "  levi's 501   JEANS w32 l30 ",
    brand: "LEVI'S",
    size: 'W32 L30',
    condition: 'Good',
    color: 'Blue',
    fields: {
      keywords: { value: ['Levis', 'Jeans', 'Denim'] },
      ebay_item_specifics: { value: { Brand: ["Levi's"], Color: ['Blue'] } },
    },
  });
  await addPrediction(aId, {
    itemId: shoes,
    at: daysAgo(20),
    title: 'Jacket Size M',
    brand: null,
    size: 'M',
    condition: 'Good',
    color: 'Black',
  });
  await addPrediction(aId, {
    itemId: shoes,
    at: daysAgo(5),
    title: 'Nike Running Shoes Size 10',
    brand: 'Nike',
    size: '9',
    condition: 'Good',
    color: 'black',
    fields: { ebay_item_specifics: { value: { Brand: ['Nike'] } } },
  });
  await addPrediction(aId, {
    itemId: null,
    at: daysAgo(2),
    provider: 'openai',
    costUsd: '0.002000',
    success: false,
    title: 'Item - Manual Review Required',
    brand: null,
    size: null,
    condition: 'good',
    color: null,
  });
  await addPrediction(aId, {
    itemId: jeans,
    at: daysAgo(45),
    title: 'Blue Jeans',
    brand: null,
    size: 'W32 L30',
    condition: 'Good',
    color: 'Blue',
  });
  await addPrediction(aId, {
    itemId: bItem,
    at: daysAgo(3),
    title: 'Seller B jeans',
    brand: 'Wrangler',
    size: 'W32 L30',
    condition: 'Good',
    color: 'Blue',
  });

  // Seller B: a run forged to point at A's jeans with every value wrong, and one of their own kept as is.
  await addPrediction(bId, {
    itemId: jeans,
    at: daysAgo(1),
    provider: 'openai',
    costUsd: '0.500000',
    title: 'Wrong',
    brand: 'Wrong',
    size: 'XXL',
    condition: 'Poor',
    color: 'Pink',
  });
  await addPrediction(bId, {
    itemId: bItem,
    at: daysAgo(1),
    title: 'Seller B jeans',
    brand: 'Wrangler',
    size: 'W32 L30',
    condition: 'Good',
    color: 'Blue',
  });
  return { a, b };
}

let sellers: Awaited<ReturnType<typeof seedSellers>>;
const seeded = async () => (sellers ??= await seedSellers());

const body = (res: { json: () => unknown }): AiInsights => AiInsightsSchema.parse(res.json());

describe('GET /api/ai/insights', () => {
  it('compares a draft once the seller saves it from the Edit modal, not before', async () => {
    const c = await signUp(t.app, 'metrics-c@example.com');
    const item = await addItem(c.me.user.id, { ...JEANS, reviewed: false });
    await addPrediction(c.me.user.id, { itemId: item, at: daysAgo(1), ...JEANS });
    expect(body(await insights(c.cookie)).metrics).toMatchObject({ totalPredictions: 1, comparedPredictions: 0 });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: `/api/items/${item}`,
      headers: { cookie: c.cookie },
      payload: { title: "Levi's 501 Jeans W32 L30 Blue", reviewed: true },
    });
    expect(saved.statusCode).toBe(200);
    const { metrics } = body(await insights(c.cookie));
    expect(metrics).toMatchObject({ totalPredictions: 1, comparedPredictions: 1 });
    expect(metrics.fieldAccuracies.title?.accuracy).toBe(0);
    expect(metrics.fieldAccuracies.brand?.accuracy).toBe(1);
  });

  it('computes the 30-day metrics from the predictions and the values the seller kept', async () => {
    const { a } = await seeded();
    const res = await insights(a.cookie);
    expect(res.statusCode).toBe(200);
    const { metrics, recommendations } = body(res);
    expect(metrics).toMatchObject({
      days: 30,
      totalPredictions: 6,
      comparedPredictions: 3,
      topFailingField: 'size',
    });
    expect(metrics.avgAccuracy).toBeCloseTo(11.5 / 20, 4);
    // Newer half (P3: 3/7) minus older half (P2: 1/5); P1 is the middle run.
    expect(metrics.improvementTrend).toBeCloseTo(3 / 7 - 1 / 5, 3);
    // 0.4 + 0 + 0 + 0.2 + 0 + 0 cents over six runs (local runs cost nothing).
    expect(metrics.avgCostCents).toBeCloseTo(0.1, 4);
    // 11.5 accurate fields for the 0.4 cents the compared runs cost.
    expect(metrics.costEfficiency).toBeCloseTo(28.75, 2);
    const accuracy = Object.fromEntries(
      Object.entries(metrics.fieldAccuracies).map(([field, f]) => [field, [f.accuracy, f.compared]]),
    );
    expect(accuracy).toEqual({
      title: [0.6667, 3],
      brand: [0.6667, 3],
      size: [0.3333, 3],
      condition: [0.3333, 3],
      category: [0.5, 2],
      color: [1, 3],
      keywords: [0.5, 1],
      specifics: [0.5, 2],
    });
    expect(recommendations.map((r) => [r.type, r.title])).toEqual([
      ['error', 'Accuracy needs attention'],
      ['warning', 'Size is often corrected'],
      ['warning', 'Condition is often corrected'],
    ]);
    expect(recommendations[1]?.action).toBe('Add a close-up of the size tag, in focus and filling most of the frame.');
  });

  it('follows the period: 7 days and 90 days', async () => {
    const { a } = await seeded();
    const week = body(await insights(a.cookie, '?days=7')).metrics;
    expect([week.days, week.totalPredictions, week.comparedPredictions]).toEqual([7, 4, 1]);
    expect(week.avgAccuracy).toBeCloseTo(3 / 7, 4);
    expect(week.improvementTrend).toBeNull();
    // Only free local runs were compared: nothing was paid, so no cost efficiency.
    expect(week.costEfficiency).toBeNull();
    const quarter = body(await insights(a.cookie, '?days=90')).metrics;
    expect([quarter.totalPredictions, quarter.comparedPredictions]).toEqual([7, 4]);
    expect(quarter.avgAccuracy).toBeCloseTo(14.5 / 25, 4);
  });

  it("never counts another seller's runs or items", async () => {
    const { b } = await seeded();
    const { metrics } = body(await insights(b.cookie));
    // B's forged run at A's item is not compared; B's own run matches its item on every field it has.
    expect(metrics).toMatchObject({ totalPredictions: 2, comparedPredictions: 1, topFailingField: null });
    expect(metrics.avgCostCents).toBeCloseTo(25, 4);
    expect(metrics.fieldAccuracies.brand).toEqual({ accuracy: 1, compared: 1 });
    expect(metrics.avgAccuracy).toBe(1);
  });

  it('answers a seller without analyses with empty metrics and no recommendations', async () => {
    const { cookie } = await signUp(t.app, 'metrics-new@example.com');
    const res = await insights(cookie);
    expect(res.statusCode).toBe(200);
    const { metrics, recommendations } = body(res);
    expect(metrics).toMatchObject({
      totalPredictions: 0,
      comparedPredictions: 0,
      avgAccuracy: null,
      avgCostCents: null,
      topFailingField: null,
      improvementTrend: null,
      costEfficiency: null,
    });
    expect(metrics.fieldAccuracies.title).toEqual({ accuracy: null, compared: 0 });
    expect(recommendations).toEqual([]);
  });

  it('refuses a period other than 7, 30 or 90 days with a 400 problem, and needs a session', async () => {
    const { a } = await seeded();
    for (const query of ['?days=14', '?days=abc', '?days=-7', '?days=30.5']) {
      const res = await insights(a.cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: 'days', message: 'days must be 7, 30 or 90' }],
      });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ai/insights' })).statusCode).toBe(401);
  });
});
