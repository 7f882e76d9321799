import { describe, expect, it } from 'vitest';
import {
  completenessScore,
  ebayComplianceScore,
  keywordQualityScore,
  knownSpecifics,
  missingAspects,
} from './item-scores';
import { optimizationTips } from './optimization-tips';
import { testItem } from './test-item';

describe('item scores', () => {
  it('gives a complete item full marks', () => {
    const item = testItem();
    expect(ebayComplianceScore(item)).toBe(100);
    expect(keywordQualityScore(item)).toBe(100);
    expect(completenessScore(item)).toBe(100);
    expect(optimizationTips(item)).toEqual(['Set your final price, or keep the suggested one.']);
  });

  it('counts eBay compliance as required aspects filled over required aspects', () => {
    const item = testItem({
      size: null,
      ai_analysis: {
        key_features: [],
        ebay_item_specifics: { Brand: "Levi's", Size: 'Unknown', Department: 'Men' },
        market: null,
      },
    });
    expect(missingAspects(item)).toEqual(['Size', 'Type']);
    expect(ebayComplianceScore(item)).toBe(50);
    const listed = testItem({
      ai_analysis: {
        key_features: [],
        ebay_item_specifics: { Brand: 'Nike' },
        required_aspects: ['Brand', 'Style', 'Color'],
        market: null,
      },
    });
    // Color falls back to the item's colour field; Style is missing.
    expect(ebayComplianceScore(listed)).toBe(67);
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
