import { describe, expect, it } from 'vitest';
import { EMPTY_ITEM_FORM, toCreatePayload, toUpdatePayload } from './item-form-values';

describe('item form values', () => {
  it('parses the Add form on save, blank numbers taking the spec defaults', () => {
    const result = toCreatePayload({
      ...EMPTY_ITEM_FORM,
      sku: ' SKU-1 ',
      name: 'Linen shirt',
      total_quantity: '',
      low_stock_threshold: '',
      average_cost: '4.25',
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        sku: 'SKU-1',
        total_quantity: 0,
        low_stock_threshold: 1,
        average_cost: 4.25,
        weight_oz: 0,
        category: 'clothing',
        description: null,
      }),
    });
  });

  it('flags whitespace-only SKU or name as the required-fields alert, and bad numbers by field', () => {
    const result = toCreatePayload({
      ...EMPTY_ITEM_FORM,
      sku: '  ',
      name: 'x',
      total_quantity: '-1',
      weight_oz: 'heavy',
    });
    expect(result).toEqual({
      ok: false,
      required: true,
      fieldErrors: { total_quantity: 'Total quantity cannot be negative.', weight_oz: 'Weight must be a number.' },
    });
  });

  it('never sends a quantity from Item Details', () => {
    const result = toUpdatePayload({ ...EMPTY_ITEM_FORM, sku: 'A-1', name: 'Hat', total_quantity: '99' });
    expect(result.ok && 'total_quantity' in result.value).toBe(false);
  });
});
