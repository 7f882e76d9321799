import { describe, expect, it } from 'vitest';
import { fallbackKeywords, rankKeywords } from './keyword-ranking';

// Spec part 3, section 9 'Keywords': user-preferred 12, database 10, AI 8; top
// 10 kept; confidence = min(0.95, 0.3 + 0.05 × database + 0.03 × AI); the
// fallback list holds at most 8.

const none = { preferred: [], database: [], ai: [], blocked: [] };
const scoreOf = (ranking: ReturnType<typeof rankKeywords>, keyword: string) =>
  ranking.scored.find((s) => s.keyword === keyword)?.score;

describe('rankKeywords', () => {
  it("scores each source with the spec's numbers and ranks the seller's preferred first", () => {
    const ranking = rankKeywords({ ...none, preferred: ['vintage'], database: ['fleece'], ai: ['jacket'] });
    expect(ranking.scored).toEqual([
      { keyword: 'vintage', score: 12 },
      { keyword: 'fleece', score: 10 },
      { keyword: 'jacket', score: 8 },
    ]);
  });

  it('adds the scores of a keyword found in several sources, whatever its spelling', () => {
    const ranking = rankKeywords({
      ...none,
      preferred: ['Patagonia'],
      database: ['patagonia', 'fleece'],
      ai: [' PATAGONIA ', 'fleece', 'zip'],
    });
    expect(scoreOf(ranking, 'Patagonia')).toBe(12 + 10 + 8);
    expect(scoreOf(ranking, 'fleece')).toBe(10 + 8);
    expect(ranking.keywords).toEqual(['Patagonia', 'fleece', 'zip']);
  });

  it('keeps the top 10, ties in their first order', () => {
    const ai = Array.from({ length: 14 }, (_, i) => `ai${i}`);
    const ranking = rankKeywords({ ...none, database: ['db0', 'db1'], ai });
    expect(ranking.keywords).toHaveLength(10);
    expect(ranking.keywords).toEqual(['db0', 'db1', ...ai.slice(0, 8)]);
    expect(ranking.scored).toHaveLength(16);
  });

  it("computes the confidence with the spec's formula, capped at 0.95", () => {
    expect(rankKeywords(none).confidence).toBe(0.3);
    // 0.3 + 0.05 × 2 + 0.03 × 4 = 0.52
    expect(rankKeywords({ ...none, database: ['a', 'b'], ai: ['c', 'd', 'e', 'f'] }).confidence).toBeCloseTo(0.52, 10);
    // 0.3 + 0.05 × 10 + 0.03 × 10 = 1.1, capped
    const many = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}${i}`);
    expect(rankKeywords({ ...none, database: many('d'), ai: many('a') }).confidence).toBe(0.95);
  });

  it('drops blocked keywords from every source, before counting them', () => {
    const ranking = rankKeywords({
      preferred: ['Cheap'],
      database: ['cheap', 'wool'],
      ai: ['CHEAP', 'coat'],
      blocked: [' cheap'],
    });
    expect(ranking.keywords).toEqual(['wool', 'coat']);
    // 0.3 + 0.05 × 1 + 0.03 × 1
    expect(ranking.confidence).toBeCloseTo(0.38, 10);
  });

  it('uses the fallback list, at most 8, in the AI’s place only when the AI gave none', () => {
    const fallback = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
    const without = rankKeywords({ ...none, preferred: ['mine'], fallback });
    expect(without.keywords).toEqual(['mine', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(scoreOf(without, 'a')).toBe(8);
    // The fallback is not the AI's: it does not raise the confidence.
    expect(without.confidence).toBe(0.3);
    const withAi = rankKeywords({ ...none, ai: ['jacket'], fallback });
    expect(withAi.keywords).toEqual(['jacket']);
  });
});

describe('fallbackKeywords', () => {
  it("is made of the item's facts, without unknowns or repeats, at most 8", () => {
    expect(
      fallbackKeywords({
        brand: 'Patagonia',
        itemType: 'Jacket',
        department: 'Men',
        color: 'Blue',
        material: 'Fleece',
        style: 'Full Zip',
        category: "Men's Coats & Jackets",
        size: 'L',
      }),
    ).toEqual(['Patagonia', 'Jacket', 'Men', 'Blue', 'Fleece', 'Full Zip', "Men's Coats & Jackets", 'size L']);
    expect(fallbackKeywords({ brand: 'Unknown', itemType: 'Shirt', style: 'shirt', color: null })).toEqual(['Shirt']);
  });
});
