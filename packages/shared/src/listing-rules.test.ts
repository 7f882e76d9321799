import { describe, expect, it } from 'vitest';
import {
  aspectsToSend,
  complianceScore,
  conditionEnumFor,
  validateListing,
  type CategoryRules,
  type ListingToValidate,
} from './listing-rules';

const aspect = (name: string, over: object = {}) => ({
  name,
  importance: 'REQUIRED' as const,
  dataType: 'STRING' as const,
  allowedValues: [] as string[],
  maxValues: 1,
  ...over,
});

const rules: CategoryRules = {
  categoryId: '63861',
  categoryName: 'Dresses',
  categoryPath: "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses",
  treeVersion: '139',
  source: 'ebay',
  aspects: [
    aspect('Brand'),
    aspect('Size'),
    aspect('Department', { selectionOnly: true, allowedValues: ['Women', 'Unisex Adults'] }),
    aspect('Color', { allowedValues: ['Black', 'Blue'], maxLength: 30 }),
    aspect('Material', { importance: 'OPTIONAL', maxValues: 3 }),
  ],
  conditions: [
    { id: '1000', label: 'New with tags', enum: 'NEW' },
    { id: '3000', label: 'Pre-owned - Good', enum: 'USED_EXCELLENT' },
  ],
};

const dress = (over: Partial<ListingToValidate> = {}): ListingToValidate => ({
  title: 'Reformation Women’s Dress Size 6 Blue',
  price: 48,
  condition: 'Good',
  brand: 'Reformation',
  color: 'Blue',
  size: '6',
  item_specifics: { Department: ['Women'] },
  images: ['/api/photos/a/files/display?v=0'],
  ebay_category_id: '63861',
  ...over,
});

describe('the listing validator (issue 14, point 5)', () => {
  it('passes a listing that meets every rule of its category', () => {
    expect(validateListing(dress(), rules, { policiesChosen: true, quantity: 1 })).toEqual([]);
  });

  it('lists every problem at once, each with its field', () => {
    const problems = validateListing(
      dress({
        title: ' ',
        price: 0.5,
        images: [],
        brand: null,
        condition: 'Fair',
        item_specifics: { Department: ['Men'], Color: ['Black', 'Blue'], Material: ['x'.repeat(60)] },
      }),
      rules,
      { policiesChosen: false, quantity: 0 },
    );
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['title', 'title_missing'],
      ['price', 'price_too_low'],
      ['quantity', 'quantity_too_low'],
      ['photos', 'photo_missing'],
      ['policies', 'policies_missing'],
      ['condition', 'condition_not_allowed'],
      ['item_specifics.Brand', 'aspect_missing'],
      ['item_specifics.Department', 'aspect_not_allowed'],
      ['item_specifics.Color', 'aspect_too_many'],
      ['item_specifics.Material', 'aspect_too_long'],
    ]);
    expect(problems.find((p) => p.field === 'condition')?.message).toBe(
      'eBay does not allow the condition "Fair" in Dresses. Choose one of: New with tags, Pre-owned - Good.',
    );
    expect(problems.find((p) => p.field === 'item_specifics.Department')?.message).toBe(
      '"Men" is not one of eBay\'s values for Department. Pick one from the list.',
    );
  });

  it('asks for a category when the item has none', () => {
    expect(validateListing(dress({ ebay_category_id: null }), null).map((p) => p.code)).toEqual(['category_missing']);
  });

  it('sends Brand, Color and Size from the item’s own fields where the specifics lack them', () => {
    expect(aspectsToSend(dress({ item_specifics: { Size: ['Unknown'] } }), rules.aspects)).toEqual({
      Brand: ['Reformation'],
      Color: ['Blue'],
      Size: ['6'],
    });
  });

  it('maps the condition to the category’s own label, or the spec’s words to eBay’s apparel grades', () => {
    expect(conditionEnumFor('Pre-owned - Good', rules.conditions)).toBe('USED_EXCELLENT');
    expect(conditionEnumFor('Good', rules.conditions)).toBe('USED_EXCELLENT');
    expect(conditionEnumFor('New with tags', rules.conditions)).toBe('NEW');
    expect(conditionEnumFor('Excellent', [])).toBe('PRE_OWNED_EXCELLENT');
    expect(conditionEnumFor('Poor', [])).toBe('PRE_OWNED_FAIR');
  });

  it('computes compliance from the same checks: full when ready, lower for each failing field', () => {
    expect(complianceScore(dress(), rules)).toBe(100);
    expect(complianceScore(dress({ brand: null }), rules)).toBe(89);
    expect(complianceScore(dress({ brand: null, title: null }), rules)).toBe(78);
  });
});
