import type { AiAnalysisResponse } from '@listlens/shared';
import { isUuid, type Db } from '@listlens/db';
import { insertPrediction, type PredictionRow } from './ai.repository';

type PredictedField = PredictionRow['fields'][string];

/**
 * Logs one analysis run in ai_predictions: provider, model, duration, cost
 * where known, and each field's value and confidence. One insert, after the
 * run, so a failed run never leaves half a record.
 */
export async function recordPrediction(
  db: Db,
  run: { userId: string; itemId?: string | null; sku?: string | null; response: AiAnalysisResponse },
): Promise<PredictionRow> {
  const { response } = run;
  const a = response.analysis;
  const fields: Record<string, PredictedField> = Object.fromEntries(
    Object.entries(response.fields).map(([name, f]) => [
      name,
      {
        value: f.value,
        confidence: f.confidence,
        sources: [...new Set(f.evidence.map((e) => e.source))],
        ...(f.flagged ? { flagged: true } : {}),
      },
    ]),
  );
  // What the draft built from those fields (keywords, category, item
  // specifics) is kept too, so AI insights can compare it with what the seller kept.
  if (response.success) {
    const built = (value: unknown) => ({ value, confidence: a.confidence, sources: ['draft'] });
    fields.keywords ??= built(a.keywords);
    fields.category ??= built(a.category);
    if (a.ebay_item_specifics) fields.ebay_item_specifics ??= built(a.ebay_item_specifics);
  }
  const known = (v: string | null | undefined) => (v && v !== 'Unknown' ? v : null);
  // A draft without a stored item has a temp_{sku} id (spec 4.4); only real item ids link.
  const itemId = run.itemId && isUuid(run.itemId) ? run.itemId : null;
  return insertPrediction(db, {
    userId: run.userId,
    itemId,
    sku: run.sku ?? null,
    provider: response.provider,
    model: response.model,
    success: response.success,
    needsAttention: a.needs_attention,
    errorCode: response.code ?? null,
    error: response.error ?? null,
    attempts: response.attempts,
    durationMs: Math.round(response.durationMs),
    costUsd: response.costUsd === null ? null : response.costUsd.toFixed(6),
    confidence: a.confidence,
    itemType: response.success ? a.item_type : null,
    brand: known(a.brand),
    size: known(a.size),
    color: response.success ? known(a.color) : null,
    condition: a.condition,
    ebayCategoryId: a.ebay_category_id ?? null,
    title: a.title,
    suggestedPrice: a.suggested_price.toFixed(2),
    fields,
  });
}
