import type { CombinedAnalysis } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { scoreAgainstTruth } from './truth-score';

const analysis: CombinedAnalysis = {
  brand: "Levi's",
  size: 'W32 L30',
  color: 'Blue',
  itemType: 'Pants',
  keywords: [],
  ocrText: '',
  confidence: 0.8,
  condition: 'Good',
  category: 'clothing',
  material: null,
};

describe('scoring the lab against the true values', () => {
  it('scores only the fields the seller filled in, case, spaces and punctuation aside', () => {
    expect(scoreAgainstTruth(analysis, { brand: '', size: '', color: '', itemType: '' })).toBeNull();
    const score = scoreAgainstTruth(analysis, { brand: 'levis', size: 'w32  l30', color: 'Navy', itemType: '' });
    expect(score).toMatchObject({ right: 2, total: 3 });
    expect(score?.fields.map((f) => [f.label, f.right])).toEqual([
      ['Brand', true],
      ['Size', true],
      ['Color', false],
    ]);
  });
});
