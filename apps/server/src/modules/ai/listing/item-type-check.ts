import type { AiField, ItemTypeCheck } from '@listlens/shared';
import { CLASS_TO_ITEM_TYPE, type ItemTypePrediction } from '../evidence/vision/item-type-classifier';

/**
 * What the classifier says about the item type, for the draft (issue 17): the
 * two likeliest types with their calibrated probabilities, and whether the
 * top one is below the model's review threshold.
 */
export function itemTypeCheckOf(prediction: ItemTypePrediction | undefined): ItemTypeCheck | undefined {
  if (!prediction) return undefined;
  return {
    needed: prediction.checkNeeded,
    candidates: prediction.scores.slice(0, 2).map((s) => ({
      item_type: CLASS_TO_ITEM_TYPE[s.label] ?? s.label,
      probability: Number(s.score.toFixed(3)),
    })),
  };
}

/**
 * The check as the listing carries it. A type the label's text named (a tag
 * reading "JEANS") or another provider chose is not the classifier's guess, so
 * the seller is not asked about it; the candidates still show what the
 * photos suggest.
 */
export function settleItemTypeCheck(check: ItemTypeCheck | undefined, field: AiField): ItemTypeCheck | undefined {
  if (!check) return undefined;
  const classifierOnly = field.evidence.length > 0 && field.evidence.every((e) => e.source === 'classifier');
  return classifierOnly ? check : { ...check, needed: false };
}
