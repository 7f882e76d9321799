import { describe, expect, it } from 'vitest';
import { analysisOf } from './item-record';

// What the screens read back from an item's stored analysis (issue 19: read field by field,
// so an old item's missing fields cost nothing): every field defaulted when missing or
// malformed, valid ones kept, and whatever else was stored left as it was.

const defaults = {
  ebay_item_specifics: {},
  ebay_aspects: [],
  ebay_category_id: null,
  ebay_category_path: null,
  ebay_rules_source: null,
  item_type: null,
  gender: null,
  item_type_check: null,
  aspect_facts: {},
  generated_text: null,
  market_comparisons: null,
};

describe('the stored analysis as the screens read it', () => {
  it('answers every field defaulted for an item stored before the analysis had them', () => {
    expect(analysisOf({ aiAnalysis: {} })).toEqual(defaults);
  });

  it('keeps valid fields and what it does not read, and defaults the malformed ones', () => {
    const read = analysisOf({
      aiAnalysis: {
        ebay_category_id: '11450',
        ebay_category_path: 'Clothing > Jackets',
        item_type: 'Jacket',
        aspect_facts: { Color: ['Blue'] },
        generated_text: { title: 'Blue jacket', description: 'Warm.' },
        ebay_item_specifics: 'not specifics',
        ebay_aspects: [{ name: 42 }],
        gender: 'Martian',
        detected_brand: 'Levi’s',
      },
    });
    expect(read).toEqual({
      ...defaults,
      ebay_category_id: '11450',
      ebay_category_path: 'Clothing > Jackets',
      item_type: 'Jacket',
      aspect_facts: { Color: ['Blue'] },
      generated_text: { title: 'Blue jacket', description: 'Warm.' },
      detected_brand: 'Levi’s',
    });
  });

  it('reads a number where text belongs as missing, and a stored value that is no object as empty', () => {
    expect(analysisOf({ aiAnalysis: { ebay_category_id: 11450 } }).ebay_category_id).toBeNull();
    expect(analysisOf({ aiAnalysis: ['not', 'an', 'object'] as never })).toEqual(defaults);
  });
});
