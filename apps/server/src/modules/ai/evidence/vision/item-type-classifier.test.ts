import { describe, expect, it } from 'vitest';
import type { ClassScore } from '../../../../adapters/vision/vision-engine';
import { fuseItemTypeScores } from './item-type-classifier';

const scores = (entries: Record<string, number>): ClassScore[] =>
  Object.entries(entries)
    .map(([label, score]) => ({ label, score }))
    .sort((a, b) => b.score - a.score);

describe('fusion of an item’s photos', () => {
  it('picks the class of one confident right photo over two unsure wrong ones', () => {
    const fused = fuseItemTypeScores(
      [
        scores({ dress: 0.92, shirt: 0.05, skirt: 0.03 }),
        scores({ shirt: 0.4, dress: 0.3, skirt: 0.3 }),
        scores({ skirt: 0.45, dress: 0.25, shirt: 0.3 }),
      ],
      0.6,
    )!;
    expect(fused.label).toBe('dress');
    expect(fused.itemType).toBe('Dress');
    expect(fused.score).toBeCloseTo((0.92 + 0.3 + 0.25) / 3, 3);
    expect(fused.checkNeeded).toBe(true);
  });

  it('is sure when the photos agree, and asks for a check below the threshold', () => {
    const agreeing = fuseItemTypeScores([scores({ shoes: 0.8, hat: 0.2 }), scores({ shoes: 0.9, hat: 0.1 })], 0.6)!;
    expect(agreeing).toMatchObject({ label: 'shoes', itemType: 'Shoes', checkNeeded: false });
    expect(agreeing.score).toBeCloseTo(0.85, 4);
    const torn = fuseItemTypeScores([scores({ outwear: 0.55, longsleeve: 0.45 })], 0.6)!;
    expect(torn.checkNeeded).toBe(true);
    expect(fuseItemTypeScores([], 0.6)).toBeUndefined();
  });
});
