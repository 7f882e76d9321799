import type { AiAnalysisResponse, CombinedAnalysis, IndividualResult } from '@listlens/shared';
import { fold } from './field-scores';

/** The fields on which a photo alone is compared with all photos together. */
const AGREEMENT_FIELDS = ['brand', 'size', 'color', 'itemType'] as const;

/** A value the analyzer only assumed (a spec default such as Jacket or Good) is no finding. */
function found(response: AiAnalysisResponse, field: string, value: string | null | undefined): string | null {
  if (!response.success || fold(value) === null) return null;
  const evidence = response.fields[field]?.evidence;
  if (evidence && evidence.length > 0 && evidence.every((e) => e.source === 'default')) return null;
  return value!.trim();
}

function ocrTextOf(response: AiAnalysisResponse): string {
  return response.preprocessing.photos
    .map((p) => p.ocrText?.trim() ?? '')
    .filter(Boolean)
    .join('\n');
}

/** The analyzer's words for a run it could not complete. */
export const errorOf = (response: AiAnalysisResponse): string | null =>
  response.success ? null : (response.error ?? 'AI analysis returned unsuccessful result');

/** The combined result in the spec's shape: brand, size, color, condition, category, material, keywords, OCR text. */
export function combinedOf(response: AiAnalysisResponse): CombinedAnalysis {
  const a = response.analysis;
  const category = a.ebay_category_name ?? (a.category === 'other' ? null : a.category);
  return {
    brand: found(response, 'brand', a.brand),
    size: found(response, 'size', a.size),
    color: found(response, 'color', a.color),
    itemType: found(response, 'item_type', a.item_type),
    condition: found(response, 'condition', a.condition),
    category: response.success ? (category ?? null) : null,
    material: found(response, 'material', a.material),
    keywords: response.success ? a.keywords : [],
    ocrText: ocrTextOf(response),
    confidence: a.confidence,
  };
}

/** One photo's own result, with how many of the combined result's fields it reached alone. */
export function individualOf(
  response: AiAnalysisResponse,
  photo: { index: number; fileName: string },
  combined: CombinedAnalysis,
): IndividualResult {
  const values = combinedOf(response);
  let matched = 0;
  let compared = 0;
  for (const field of AGREEMENT_FIELDS) {
    const target = fold(combined[field]);
    if (target === null) continue;
    compared += 1;
    if (fold(values[field]) === target) matched += 1;
  }
  const report = response.preprocessing.photos[0];
  return {
    index: photo.index,
    fileName: photo.fileName,
    brand: values.brand,
    size: values.size,
    color: values.color,
    itemType: values.itemType,
    keywords: values.keywords,
    ocrText: values.ocrText,
    confidence: values.confidence,
    error: errorOf(response) ?? report?.error ?? null,
    agreement: { matched, compared },
    processingTime: Math.round(response.durationMs),
    width: report?.width ?? null,
    height: report?.height ?? null,
  };
}

/**
 * accuracyScore (decision 012): of all the combined result's brand, size,
 * colour and item type, the share each photo reached on its own, pooled over
 * the photos. Null when the combined result found none of them.
 */
export function accuracyScoreOf(results: IndividualResult[]): number | null {
  const compared = results.reduce((n, r) => n + r.agreement.compared, 0);
  if (compared === 0) return null;
  const matched = results.reduce((n, r) => n + r.agreement.matched, 0);
  return Math.round((matched / compared) * 1000) / 1000;
}

/** The photo that reached most of the combined result alone; the surer one on a tie, then the first. */
export function bestImageOf(results: IndividualResult[]): number | null {
  let best: IndividualResult | null = null;
  for (const r of results) {
    if (r.error) continue;
    if (
      !best ||
      r.agreement.matched > best.agreement.matched ||
      (r.agreement.matched === best.agreement.matched && r.confidence > best.confidence)
    )
      best = r;
  }
  return best ? best.index : null;
}
