import {
  AI_FALLBACK_DATA,
  AI_MISSING_CONFIDENCE,
  AiAnalysisSchema,
  type AiAnalysisResponse,
  type AiErrorCode,
  type AiField,
  type AiIssue,
  type AiProviderName,
} from '@listlens/shared';
import type { EvidenceBundle } from '../evidence/collect-evidence';
import { buildDescription } from './listing-text';
import { preprocessingOf } from './preprocessing';
import { cleanCondition } from './sanitise';

/**
 * The spec's needs-attention result (section 8): success false, the error
 * text, and the fallback data (title 'Item - Manual Review Required', brand
 * and size Unknown, condition good, category other, colour Various, price 25,
 * confidence 0.1), sanitised like any other result.
 */
export function fallbackResult(options: {
  code: AiErrorCode;
  error: string;
  provider: AiProviderName;
  model: string;
  durationMs: number;
  attempts: number;
  issues?: AiIssue[];
  bundle?: EvidenceBundle;
}): AiAnalysisResponse {
  const data = AI_FALLBACK_DATA;
  const condition = cleanCondition(data.condition);
  const analysis = AiAnalysisSchema.parse({
    title: data.title,
    description: buildDescription(data.title, { condition }),
    brand: data.brand,
    size: data.size,
    color: data.color,
    item_type: 'Unknown',
    condition,
    category: data.category,
    suggested_price: data.suggested_price,
    price_range: { min: 20, max: 35 },
    has_market_data: false,
    keywords: [],
    key_features: [],
    style_keywords: [],
    ebay_keywords: [],
    ebay_item_specifics: {},
    category_suggestions: [],
    barcodes: [],
    confidence: data.confidence,
    needs_attention: true,
    needs_attention_reason: options.error,
  });
  const fallback = (value: AiField['value']): AiField => ({
    value,
    confidence: data.confidence,
    evidence: [{ source: 'default', note: 'fallback data (spec section 8)' }],
  });
  return {
    success: false,
    error: options.error,
    code: options.code,
    ...(options.issues ? { issues: options.issues } : {}),
    analysis,
    fields: {
      title: fallback(data.title),
      brand: fallback(null),
      size: fallback(null),
      color: fallback(data.color),
      condition: { ...fallback(condition), confidence: AI_MISSING_CONFIDENCE },
      suggested_price: fallback(data.suggested_price),
    },
    preprocessing: preprocessingOf(options.bundle),
    provider: options.provider,
    model: options.model,
    attempts: options.attempts,
    durationMs: options.durationMs,
    costUsd: null,
  };
}
