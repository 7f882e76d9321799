import type { AiMetricField } from '@listlens/shared';

/** What one analysis run said, as ai_predictions keeps it. */
export type PredictedValues = {
  title: string | null;
  brand: string | null;
  size: string | null;
  color: string | null;
  condition: string | null;
  fields: Record<string, { value: unknown } | undefined>;
};

/** What the seller kept on the item: its current values. */
export type KeptValues = {
  title: string | null;
  brand: string | null;
  size: string | null;
  color: string | null;
  condition: string | null;
  category: string | null;
  keywords: string[];
  /** ai_analysis.detected_category: the AI's own category from the item's newest run, never edited. */
  detectedCategory: unknown;
  specifics: unknown;
};

export type FieldScores = Partial<Record<AiMetricField, number>>;

/** Values that mean "not known" are no value at all, on either side. */
const NOT_KNOWN = /^(unknown|n\/a|none|not specified)$/;

/** Case and space folding: "  Levi's  JEANS" and "levi's jeans" are the same answer. */
export function fold(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const folded = value.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return folded === '' || NOT_KNOWN.test(folded) ? null : folded;
}

/** 1 when equal after folding, 0 when not; undefined when neither side has a value (nothing was predicted). */
function sameText(predicted: unknown, kept: unknown): number | undefined {
  const a = fold(predicted);
  const b = fold(kept);
  if (a === null && b === null) return undefined;
  return a === b ? 1 : 0;
}

/**
 * Overlap of two sets as shared / all distinct (Jaccard): a keyword the seller
 * removed and one they had to add count alike. Undefined when both are empty.
 */
function overlap(predicted: Set<string>, kept: Set<string>): number | undefined {
  const all = new Set([...predicted, ...kept]);
  if (all.size === 0) return undefined;
  let shared = 0;
  for (const v of predicted) if (kept.has(v)) shared += 1;
  return shared / all.size;
}

function wordSet(value: unknown): Set<string> | null {
  if (!Array.isArray(value)) return null;
  return new Set(value.map(fold).filter((v): v is string => v !== null));
}

/** Item specifics as "name=value" pairs, one per value, folded. */
function specificPairs(value: unknown): Set<string> | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const pairs = new Set<string>();
  for (const [name, values] of Object.entries(value as Record<string, unknown>)) {
    const key = fold(name);
    if (!key || !Array.isArray(values)) continue;
    for (const v of values) {
      const folded = fold(v);
      if (folded) pairs.add(`${key}=${folded}`);
    }
  }
  return pairs;
}

/**
 * Scores one run against its item (decision 012): title, brand, size,
 * condition, category and colour are right or wrong; keywords and item
 * specifics score their overlap. A field the run did not record is left out,
 * so it neither helps nor hurts: runs keep no category or keyword list of
 * their own, so those are read from the item's AI snapshot, which belongs to
 * the item's newest run only.
 */
export function scoreFields(predicted: PredictedValues, kept: KeptValues, newestForItem: boolean): FieldScores {
  const scores: FieldScores = {};
  const put = (field: AiMetricField, score: number | undefined) => {
    if (score !== undefined) scores[field] = score;
  };
  put('title', sameText(predicted.title, kept.title));
  put('brand', sameText(predicted.brand, kept.brand));
  put('size', sameText(predicted.size, kept.size));
  put('condition', sameText(predicted.condition, kept.condition));
  put('color', sameText(predicted.color, kept.color));

  const recordedCategory = predicted.fields.category?.value;
  if (recordedCategory !== undefined) put('category', sameText(recordedCategory, kept.category));
  else if (newestForItem) put('category', sameText(kept.detectedCategory, kept.category));

  const recordedKeywords = wordSet(predicted.fields.keywords?.value);
  if (recordedKeywords) put('keywords', overlap(recordedKeywords, wordSet(kept.keywords) ?? new Set()));

  const predictedSpecifics = specificPairs(predicted.fields.ebay_item_specifics?.value);
  if (predictedSpecifics) put('specifics', overlap(predictedSpecifics, specificPairs(kept.specifics) ?? new Set()));
  return scores;
}
