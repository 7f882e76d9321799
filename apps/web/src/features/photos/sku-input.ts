import { PHOTO_MESSAGES, skuProblem } from '@listlens/shared';

/** The live hint under the SKU input as the seller types (spec part 2, section 5). */
export function liveSkuHint(raw: string): string | null {
  const sku = raw.trim();
  if (!sku) return null;
  return /\d$/.test(sku) ? null : PHOTO_MESSAGES.skuLiveDigits;
}

/** Assign is enabled only with a selection, a valid SKU and no assignment in progress. */
export function canAssign(selected: number, sku: string, assigning: boolean): boolean {
  return selected > 0 && skuProblem(sku) === null && !assigning;
}

/** The message an attempt to assign gives, or null when it may go ahead. */
export function assignProblem(selected: number, sku: string): string | null {
  if (selected === 0) return PHOTO_MESSAGES.selectToAssign;
  return skuProblem(sku);
}
