import measured from './draft-speed.json';

/**
 * How long the local analyzer took to draft an item when last measured:
 * written by `npx tsx apps/server/scripts/bench-ai.ts --write-figures`
 * (docs/accuracy.md), read by every page that says how fast a draft is, so no
 * page claims a speed nobody measured. Checked with DraftSpeedSchema
 * (accuracy-schema.ts) when written, as the accuracy figures are.
 */
export type DraftSpeed = {
  /** Median wall time of one item's analysis (photos in, draft out), in milliseconds. */
  medianMs: number;
  items: number;
  photosPerItem: number;
  /** The machine it ran on, e.g. "2 cores, load 0.9". */
  machine: string;
  measuredOn: string;
};

export const DRAFT_SPEED: DraftSpeed = measured;

/** Whole seconds, rounded up so a claim never understates the wait. */
export function draftSeconds(speed: DraftSpeed = DRAFT_SPEED): number {
  return Math.max(1, Math.ceil(speed.medianMs / 1000));
}
