import type { CombinedAnalysis } from '@listlens/shared';

/** The fields a seller can tell the lab the truth of (issue 17, point 8). */
export const TRUTH_FIELDS = [
  { key: 'brand', label: 'Brand' },
  { key: 'size', label: 'Size' },
  { key: 'color', label: 'Color' },
  { key: 'itemType', label: 'Item type' },
] as const satisfies readonly { key: keyof CombinedAnalysis; label: string }[];
export type TruthField = (typeof TRUTH_FIELDS)[number]['key'];
export type TruthValues = Record<TruthField, string>;

const fold = (v: string | null) =>
  (v ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The analysis scored against what the seller says is true: each field the
 * seller filled in is right when the analysis found the same value (case,
 * spaces and punctuation aside). Null when nothing was filled in.
 */
export function scoreAgainstTruth(
  analysis: CombinedAnalysis,
  truth: TruthValues,
): {
  right: number;
  total: number;
  fields: { label: string; expected: string; found: string | null; right: boolean }[];
} | null {
  const fields = TRUTH_FIELDS.filter((f) => truth[f.key].trim() !== '').map((f) => {
    const found = analysis[f.key];
    return { label: f.label, expected: truth[f.key].trim(), found, right: fold(found) === fold(truth[f.key]) };
  });
  if (fields.length === 0) return null;
  return { right: fields.filter((f) => f.right).length, total: fields.length, fields };
}
