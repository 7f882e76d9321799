import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import type { AiAnalysisResponse } from '@listlens/shared';
import { expect } from 'vitest';
import type { Analyzer } from '../src/modules/items/generate-item';
import { itemRecordFrom } from '../src/modules/items/item-record';
import { insertItem } from '../src/modules/items/items.repository';
import { analysisResponseOf, call, type Seller } from './items-support';
import type { TestApp } from './test-app';

// Keyword learning fixtures: an analyzer that answers like the AI engine
// without running it, and items saved the way a finished generation saves them.

export type Draft = { brand: string; category: string; keywords: string[]; style?: string };

/** What a successful analysis returns for a draft. */
export function analysisResponse(draft: Draft, title = `${draft.brand} item`): AiAnalysisResponse {
  return analysisResponseOf({
    title,
    description: `${title}. Gently worn.`,
    brand: draft.brand,
    size: 'M',
    color: 'Blue',
    item_type: 'Jeans',
    condition: 'Pre-owned - Good',
    category: draft.category,
    suggested_price: 30,
    keywords: draft.keywords,
    key_features: [],
    style_keywords: [],
    ebay_keywords: [],
    style_details: draft.style ?? null,
    confidence: 0.8,
    needs_attention: false,
  });
}

/** An analyzer that always answers `draft`. */
export const answering =
  (draft: Draft): Analyzer =>
  async () =>
    analysisResponse(draft);

/** Enqueues the group's generation and returns the job to run by hand. */
export async function queue(t: TestApp, s: Seller, sku: string) {
  expect((await call(t, s.cookie, 'POST', '/api/items/groups/generate', { skus: [sku] })).statusCode).toBe(202);
  const [row] = await t.deps.db
    .select()
    .from(schema.itemGenerations)
    .where(and(eq(schema.itemGenerations.userId, s.userId), eq(schema.itemGenerations.sku, sku)));
  return { userId: s.userId, sku, requestId: row?.requestId ?? '' };
}

/** An item saved as a generation saves it, without photos or a job. */
export async function savedItem(t: TestApp, userId: string, sku: string, draft: Draft): Promise<string> {
  const record = itemRecordFrom(analysisResponse(draft, `${draft.brand} ${sku}`), []);
  const row = await insertItem(t.deps.db, { ...record, userId, sku, status: 'draft' });
  return row.id;
}

/** The seller saves the SEO keywords on the item's details page. */
export async function saveKeywords(t: TestApp, cookie: string, itemId: string, keywords: string[]) {
  const res = await call(t, cookie, 'PATCH', `/api/dashboard/items/${itemId}`, { ai_suggested_keywords: keywords });
  expect(res.statusCode).toBe(200);
}

/**
 * `count` items of one brand/category whose saved keywords include `kept` in
 * the first `keptIn` of them, and `always` in every one.
 */
export async function approvedSubmissions(
  t: TestApp,
  s: { cookie: string; userId: string },
  options: { brand: string; category: string; count: number; always: string[]; kept?: string; keptIn?: number },
): Promise<void> {
  for (let i = 0; i < options.count; i++) {
    const sku = `SUB-${i}-${randomUUID().slice(0, 8)}`;
    const itemId = await savedItem(t, s.userId, sku, {
      brand: options.brand,
      category: options.category,
      keywords: ['ai only'],
    });
    const keywords = [...options.always, ...(options.kept && i < (options.keptIn ?? 0) ? [options.kept] : [])];
    await saveKeywords(t, s.cookie, itemId, keywords);
  }
}

export const analysisOf = (t: TestApp, itemId: string) =>
  t.deps.db
    .select()
    .from(schema.photoAnalysis)
    .where(eq(schema.photoAnalysis.itemId, itemId))
    .then((rows) => rows[0]);
