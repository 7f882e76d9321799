import measured from './accuracy-figures.json';

/**
 * What the analyzer's accuracy was when last measured: written by
 * `npm run eval:ai -- <folder> --write-figures` (docs/accuracy.md says which
 * sets and commands), read by every page that states an accuracy, so no page
 * claims a figure nobody measured.
 */

export type AccuracyFigure = {
  /** Share right, 0..1. */
  accuracy: number;
  /** Labelled photos it was measured on. */
  photos: number;
  /** The photo set, as docs/accuracy.md names it. */
  set: string;
  measuredOn: string;
};

export const ACCURACY_FIELDS = ['brand', 'size', 'material', 'department', 'item_type', 'color'] as const;
export type AccuracyField = (typeof ACCURACY_FIELDS)[number];

export type AccuracyFigures = { measuredOn: string; figures: Partial<Record<AccuracyField, AccuracyFigure>> };

// Not parsed with zod here: the landing page reads these and stays small
// without it; the evaluation script checks the file with AccuracyFiguresSchema
// (accuracy-schema.ts) when it writes it, and a test checks the committed one.
export const ACCURACY_FIGURES: AccuracyFigures = measured as AccuracyFigures;

/** A share as a whole percentage, rounded down so a claim never overstates it. */
export function percentOf(accuracy: number): number {
  return Math.floor(accuracy * 100 + 1e-9);
}

/**
 * The figure a page may claim for reading tags: the lowest of brand, size and
 * material accuracy on label photos, or undefined when one was not measured.
 */
export function tagReadingPercent(figures: AccuracyFigures = ACCURACY_FIGURES): number | undefined {
  const parts = (['brand', 'size', 'material'] as const).map((f) => figures.figures[f]?.accuracy);
  if (parts.some((p) => p === undefined)) return undefined;
  return percentOf(Math.min(...(parts as number[])));
}
