import { describe, expect, it } from 'vitest';
import { completenessScore, keywordQualityScore, knownSpecifics } from './item-scores';
import { optimizationTips } from './optimization-tips';
import { testItem } from './test-item';

describe('item scores', () => {
  it('gives a complete item full marks', () => {
    const item = testItem();
    expect(keywordQualityScore(item)).toBe(100);
    expect(completenessScore(item)).toBe(100);
    expect(optimizationTips(item)).toEqual(['Set your final price, or keep the suggested one.']);
  });

  it("puts what eBay would refuse first, in the validator's words, and does not repeat it", () => {
    const item = testItem({ brand: null });
    const problems = [
      {
        field: 'item_specifics.Brand',
        code: 'aspect_missing' as const,
        message: "eBay requires Brand in Men's Jeans.",
      },
    ];
    const tips = optimizationTips(item, problems);
    expect(tips[0]).toBe("eBay requires Brand in Men's Jeans.");
    expect(tips).not.toContain('Add the brand: buyers filter by it.');
  });

  it('hides unknown item specifics', () => {
    expect(knownSpecifics(testItem()).map(([name]) => name)).toEqual(['Brand', 'Size', 'Department', 'Type']);
  });

  it('scores keywords by amount, coverage of the facts and repeats', () => {
    expect(keywordQualityScore(testItem({ ai_suggested_keywords: [] }))).toBe(0);
    // 2 of 10 keywords (0.2), brand and category named of 4 facts (0.5), no repeats (1).
    expect(keywordQualityScore(testItem({ ai_suggested_keywords: ["Levi's", 'jeans'] }))).toBe(48);
  });

  it('derives tips from what is missing', () => {
    const item = testItem({
      images: ['https://img.example/front.jpg'],
      title: 'Jeans',
      description: null,
      color: null,
      ai_suggested_keywords: ['jeans'],
    });
    expect(completenessScore(item)).toBe(82);
    expect(optimizationTips(item)).toEqual([
      'Add more photos (at least 3): the front, the back and the label.',
      'Use more of the title: up to 80 characters with brand, item type, size and colour.',
      'Add the colour: buyers filter by it.',
      'Write a description: condition, measurements and any flaws.',
      'Add SEO keywords buyers search for (aim for 10).',
      'Set your final price, or keep the suggested one.',
    ]);
  });
});
