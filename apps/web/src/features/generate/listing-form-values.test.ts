import { describe, expect, it } from 'vitest';
import { listingFormValuesOf, listingUpdateOf, missingRequiredAspects } from './listing-form-values';
import { testItem } from './test-groups';

describe('the Edit Listing form', () => {
  it('starts from the item, with the condition spelled as a choice and each dropdown filled', () => {
    const values = listingFormValuesOf(testItem());
    expect(values).toMatchObject({
      title: 'Gap Blue T-Shirt Size M',
      price: '24.50',
      condition: 'Good',
      keywords: 'gap, tee',
    });
    expect(values.specifics.find((s) => s.name === 'Department')?.value).toBe('Men');
    // Type is required by the category and is not one of the dropdowns: it gets an input of its own.
    expect(values.specifics.map((s) => s.name).at(-1)).toBe('Type');
  });

  it('saves every dropdown into the item specifics, Features split at commas, a bad price as 0', () => {
    const item = testItem();
    const values = listingFormValuesOf(item);
    const specifics = values.specifics.map((s) =>
      s.name === 'Fit'
        ? { ...s, value: 'Slim' }
        : s.name === 'Features'
          ? { ...s, value: 'Pockets, Lined' }
          : s.name === 'Department'
            ? { ...s, value: '' }
            : s,
    );
    const check = listingUpdateOf({ ...values, specifics, price: 'twelve', model_number: '' }, item);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.value).toMatchObject({ price: 0, model_number: null, reviewed: true });
    expect(check.value.item_specifics).toEqual({
      Brand: ['Gap'],
      Size: ['Unknown'],
      Color: ['Blue'],
      Type: ['T-Shirt'],
      Fit: ['Slim'],
      Features: ['Pockets', 'Lined'],
    });
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

  it('lists the required aspects left empty or Unknown', () => {
    const item = testItem();
    const values = listingFormValuesOf(item);
    expect(missingRequiredAspects(values, item)).toEqual([]);
    const emptied = { ...values, brand: 'Unknown', specifics: values.specifics.map((s) => ({ ...s, value: '' })) };
    expect(missingRequiredAspects(emptied, item)).toEqual(['Brand', 'Type', 'Department']);
  });
});
