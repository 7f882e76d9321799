import { AI_MESSAGES, type AiAnalysisResponse } from '@listlens/shared';
import { schema } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPrediction } from './predictions.service';
import { buildListing } from './listing/build-listing';
import { fallbackResult } from './listing/fallback';
import { resolveFromTable } from './listing/fallback-taxonomy';

let database: TestDatabase;
let itemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(schema.authUsers).values({ id: 'seller-1', name: 'Sam', email: 'sam@example.test' });
  await database.db.insert(schema.users).values({ id: 'seller-1', email: 'sam@example.test' });
  const [item] = await database.db.insert(schema.items).values({ userId: 'seller-1', sku: 'JEANS-1' }).returning();
  itemId = item!.id;
});

afterAll(() => database.dispose());

function successfulRun(): AiAnalysisResponse {
  const jeans = resolveFromTable({ itemType: 'Jeans', department: null, terms: [], itemTypeConfidence: 0.81 });
  const { analysis, fields } = buildListing(
    {
      fields: {
        brand: { value: "Levi's", confidence: 0.92, evidence: [{ source: 'ocr', photoIndex: 0, text: "LEVI'S" }] },
        size: { value: 'W32 L30', confidence: 0.9, evidence: [{ source: 'ocr', photoIndex: 0, text: 'W32 L30' }] },
        item_type: {
          value: 'Jeans',
          confidence: 0.81,
          evidence: [{ source: 'classifier', photoIndex: 1, score: 0.81 }],
        },
      },
      alternatives: [],
      materialNames: [],
      colourNames: ['Blue'],
      barcodes: [],
      issues: [],
    },
    { includeEbayAspects: false, aiSource: 'enhanced_ai', category: jeans },
  );
  return {
    success: true,
    analysis,
    fields,
    preprocessing: { photos: [], timingsMs: {} },
    provider: 'openai',
    model: 'gpt-4o-mini',
    attempts: 1,
    durationMs: 1834.6,
    costUsd: 0.00054,
  };
}

describe('recordPrediction', () => {
  it('logs provider, model, duration, cost and each field with its confidence', async () => {
    const row = await recordPrediction(database.db, {
      userId: 'seller-1',
      itemId,
      sku: 'JEANS-1',
      response: successfulRun(),
    });
    expect(row).toMatchObject({
      userId: 'seller-1',
      itemId,
      sku: 'JEANS-1',
      provider: 'openai',
      model: 'gpt-4o-mini',
      success: true,
      durationMs: 1835,
      costUsd: '0.000540',
      brand: "Levi's",
      size: 'W32 L30',
      itemType: 'Jeans',
      ebayCategoryId: '11483',
      suggestedPrice: '25.00',
    });
    expect(row.fields.brand).toEqual({ value: "Levi's", confidence: 0.92, sources: ['ocr'] });
    expect(row.fields.item_type).toMatchObject({ value: 'Jeans', confidence: 0.81, sources: ['classifier'] });
    // The draft's keywords and category, for comparing with what the seller keeps (AI insights).
    const run = successfulRun();
    expect(row.fields.keywords).toMatchObject({ value: run.analysis.keywords, sources: ['draft'] });
    expect(run.analysis.keywords.length).toBeGreaterThan(0);
    expect(row.fields.category).toMatchObject({ value: run.analysis.category, sources: ['draft'] });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('logs a failed run with its error and no invented values', async () => {
    const failed = fallbackResult({
      code: 'AI_TIMEOUT',
      error: AI_MESSAGES.failed('the AI provider did not answer in time'),
      provider: 'local',
      model: 'local',
      durationMs: 40,
      attempts: 3,
    });
    const row = await recordPrediction(database.db, {
      userId: 'seller-1',
      itemId: 'temp_JEANS-2',
      sku: 'JEANS-2',
      response: failed,
    });
    expect(row).toMatchObject({
      itemId: null,
      success: false,
      needsAttention: true,
      errorCode: 'AI_TIMEOUT',
      error: 'AI analysis failed: the AI provider did not answer in time',
      brand: null,
      size: null,
      costUsd: null,
      confidence: 0.1,
    });
  });

  it("goes when the seller's account is deleted", async () => {
    await database.db.delete(schema.authUsers).where(eq(schema.authUsers.id, 'seller-1'));
    const left = await database.db
      .select()
      .from(schema.aiPredictions)
      .where(eq(schema.aiPredictions.userId, 'seller-1'));
    expect(left).toEqual([]);
  });
});
