import { describe, expect, it } from 'vitest';
import {
  carryEdits,
  formProblems,
  listingFormValuesOf,
  listingUpdateOf,
  problemTarget,
  type ListingFormValues,
} from './listing-form-values';
import { testItem } from './test-groups';

const withSpecific = (values: ListingFormValues, name: string, change: Partial<ListingFormValues['specifics'][0]>) => ({
  ...values,
  specifics: values.specifics.map((s) => (s.name === name ? { ...s, ...change } : s)),
});

describe('the Edit Listing form', () => {
  it("starts from the item: the category's aspects first (required ones leading), then the spec's dropdowns", () => {
    const values = listingFormValuesOf(testItem());
    expect(values).toMatchObject({
      title: 'Gap Blue T-Shirt Size M',
      price: '24.50',
      condition: 'Good',
      keywords: 'gap, tee',
    });
    const names = values.specifics.map((s) => s.name);
    // Brand, Color, Size and Department have fields of their own; Type is required by the category.
    expect(names.slice(0, 2)).toEqual(['Type', 'Style']);
    expect(names).toContain('Fit');
    expect(names).not.toContain('Brand');
    expect(names).not.toContain('Department');
    expect(values.specifics.find((s) => s.name === 'Type')?.value).toBe('T-Shirt');
  });

  it("offers a category's condition labels and reads the stored condition as one of them", () => {
    const item = testItem({
      condition: 'Good',
      conditions: [
        { id: '1000', label: 'New with tags', enum: 'NEW' },
        { id: '3000', label: 'Pre-owned - Good', enum: 'USED_EXCELLENT' },
      ],
    });
    expect(listingFormValuesOf(item).condition).toBe('Pre-owned - Good');
  });

  it('saves each entry into the item specifics: several words split at commas, Brand and Color from their fields', () => {
    const item = testItem();
    let values = listingFormValuesOf(item);
    values = withSpecific(values, 'Fit', { value: 'Slim' });
    values = withSpecific(values, 'Style', { value: 'Casual, Classic' });
    const check = listingUpdateOf({ ...values, brand: 'Uniqlo', price: 'twelve', model_number: '' }, item);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value).toMatchObject({ price: 0, model_number: null, reviewed: true });
    expect(check.value.item_specifics).toEqual({
      Brand: ['Uniqlo'],
      Size: ['M'],
      Color: ['Blue'],
      Type: ['T-Shirt'],
      Department: ['Men'],
      Style: ['Casual', 'Classic'],
      Fit: ['Slim'],
    });
  });

  it('keeps the picked values of a multi-value list aspect, and only allowed ones', () => {
    const item = testItem({
      aspects: [
        {
          name: 'Features',
          importance: 'RECOMMENDED',
          dataType: 'STRING',
          allowedValues: ['Pockets', 'Lined', 'Hooded'],
          maxValues: 3,
          selectionOnly: true,
        },
      ],
      item_specifics: { Features: ['Pockets', 'Glitter'] },
    });
    const values = listingFormValuesOf(item);
    expect(values.specifics.find((s) => s.name === 'Features')).toEqual({
      name: 'Features',
      value: '',
      picked: ['Pockets'],
    });
    const check = listingUpdateOf(withSpecific(values, 'Features', { picked: ['Pockets', 'Hooded'] }), item);
    expect(check.ok && check.value.item_specifics?.Features).toEqual(['Pockets', 'Hooded']);
  });

  it('names the field the shared schema refuses: a title over 80 characters, a negative price', () => {
    const item = testItem();
    const check = listingUpdateOf({ ...listingFormValuesOf(item), title: 'x'.repeat(81), price: '-2' }, item);
    expect(check).toEqual({
      ok: false,
      fieldErrors: { title: 'Title must be at most 80 characters', price: 'Price cannot be negative' },
      other: [],
    });
  });

  it("lists every problem the shared validator finds in the form as typed, and where each one's field is", () => {
    const item = testItem();
    const values = listingFormValuesOf(item);
    expect(formProblems(values, item)).toEqual([]);
    const emptied = withSpecific({ ...values, brand: 'Unknown', title: '' }, 'Type', { value: '' });
    const problems = formProblems(emptied, item);
    expect(problems.map((p) => p.field)).toEqual(['title', 'item_specifics.Brand', 'item_specifics.Type']);
    expect(problems[1]?.message).toBe('eBay requires Brand in T-Shirts.');
    expect(problemTarget('item_specifics.Brand', emptied, item)).toEqual({ kind: 'field', name: 'brand' });
    expect(problemTarget('item_specifics.Type', emptied, item)).toEqual({ kind: 'field', name: 'specifics.0.value' });
    expect(problemTarget('category', emptied, item)).toEqual({ kind: 'identity', part: 'category' });
  });

  it("carries the seller's unsaved edits onto the item derived again, and takes the new category's aspects", () => {
    const before = listingFormValuesOf(testItem());
    const current = withSpecific({ ...before, brand: 'Zara' }, 'Type', { value: 'Tunic' });
    const next = listingFormValuesOf(
      testItem({
        title: 'Gap Blue Dress Size M',
        item_specifics: { Type: ['Shift'], Length: ['Midi'] },
        aspects: [
          { name: 'Type', importance: 'REQUIRED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
          { name: 'Length', importance: 'RECOMMENDED', dataType: 'STRING', allowedValues: [], maxValues: 1 },
        ],
      }),
    );
    const carried = carryEdits(before, current, next);
    expect(carried.title).toBe('Gap Blue Dress Size M');
    expect(carried.brand).toBe('Zara');
    expect(carried.specifics.find((s) => s.name === 'Type')?.value).toBe('Tunic');
    expect(carried.specifics.find((s) => s.name === 'Length')?.value).toBe('Midi');
  });
});
