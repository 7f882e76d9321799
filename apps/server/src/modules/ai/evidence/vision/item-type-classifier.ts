import type { ClassScore } from '../../../../adapters/vision/vision-engine';

/** The training folders' names (../shared/data/clothing) mapped to the item types a listing shows. */
export const CLASS_TO_ITEM_TYPE: Record<string, string> = {
  dress: 'Dress',
  hat: 'Hat',
  longsleeve: 'Long Sleeve Top',
  outwear: 'Jacket',
  pants: 'Pants',
  shirt: 'Shirt',
  shoes: 'Shoes',
  shorts: 'Shorts',
  skirt: 'Skirt',
  't-shirt': 'T-Shirt',
};

export type ItemTypePrediction = {
  label: string;
  itemType: string;
  score: number;
  /** All classes, most likely first, calibrated and averaged over the photos read. */
  scores: ClassScore[];
  /** Whether the seller should check the item type: the top probability is below the review threshold. */
  checkNeeded: boolean;
};

/**
 * The item's prediction from its garment photos (issue 17): the mean of their
 * calibrated probabilities. A confident right view outweighs unsure wrong
 * ones, and views that agree reinforce each other, so three photos are read
 * at least as well as the best of them in practice (decision 016 measures it).
 */
export function fuseItemTypeScores(perPhoto: ClassScore[][], reviewThreshold: number): ItemTypePrediction | undefined {
  if (perPhoto.length === 0) return undefined;
  const totals = new Map<string, number>();
  for (const scores of perPhoto) {
    for (const s of scores) totals.set(s.label, (totals.get(s.label) ?? 0) + s.score / perPhoto.length);
  }
  const scores = [...totals.entries()]
    .map(([label, score]) => ({ label, score: Number(score.toFixed(4)) }))
    .sort((a, b) => b.score - a.score);
  const top = scores[0]!;
  return {
    label: top.label,
    itemType: CLASS_TO_ITEM_TYPE[top.label] ?? top.label,
    score: top.score,
    scores,
    checkNeeded: top.score < reviewThreshold,
  };
}
