import type { CombinedAnalysis, IndividualResult } from '@listlens/shared';
import { fold } from './field-scores';

/** Labels read best when the photo's long side has this many pixels. */
const LABEL_READABLE_SIDE = 1000;
const LOW_CONFIDENCE = 0.6;

/** Some real words, not OCR noise: a run of three letters or digits. */
const hasWords = (text: string) => /[\p{L}\p{N}]{3,}/u.test(text);

const photoName = (r: IndividualResult) => `Photo ${r.index + 1} ("${r.fileName}")`;

/**
 * What to change in the photos, from what the analyzer did and did not find
 * in them. Each line names its evidence, so a seller can see why it is there.
 */
export function suggestionsFor(input: {
  combined: CombinedAnalysis;
  combinedError: string | null;
  reviewReason: string | null;
  individual: IndividualResult[];
}): string[] {
  const { combined, combinedError, individual } = input;
  const out: string[] = [];
  for (const r of individual) {
    if (r.error) out.push(`${photoName(r)} could not be analysed (${r.error}). Replace it with another photo.`);
  }
  if (combinedError) return out;
  if (input.reviewReason) out.push(`The analyzer asks for a manual review: ${input.reviewReason}`);
  if (!hasWords(combined.ocrText)) out.push('No label text was read: add a close-up of the care label.');
  if (!combined.brand) out.push('No brand was found: add a sharp close-up of the brand label or neck tag.');
  if (!combined.size) out.push('No size was found: add a close-up of the size tag.');
  if (!combined.color)
    out.push('No colour could be read: photograph the whole item in daylight on a plain background.');
  const names = { brand: 'brand', size: 'size', itemType: 'item type' } as const;
  for (const field of ['brand', 'size', 'itemType'] as const) {
    const values = new Map<string, string>();
    for (const r of individual) {
      const v = r[field];
      const key = fold(v);
      if (v && key && !values.has(key)) values.set(key, v);
    }
    if (values.size > 1) {
      out.push(
        `The photos disagree on the ${names[field]} (${[...values.values()].join(', ')}): make sure they all show the same item.`,
      );
    }
  }
  for (const r of individual) {
    if (r.error || r.width === null || r.height === null) continue;
    if (Math.max(r.width, r.height) < LABEL_READABLE_SIDE) {
      out.push(
        `${photoName(r)} is small (${r.width}×${r.height} px): labels read best at ${LABEL_READABLE_SIDE} px or more on the long side.`,
      );
    }
  }
  if (individual.length === 1) out.push('Only one photo: add the front, the back and a close-up of each label.');
  if (combined.confidence < LOW_CONFIDENCE) {
    out.push(
      `Overall confidence is ${Math.round(combined.confidence * 100)}%: sharper, well-lit photos of the labels raise it.`,
    );
  }
  if (out.length === 0) out.push('The photos gave clear evidence for the brand, size and colour: nothing to improve.');
  return out;
}
