import { describe, expect, it } from 'vitest';
import { buildAdjustment } from './stock-adjustment';

const NOW = 1_700_000_000_000;

describe('buildAdjustment', () => {
  it('adds stock as a restock with the default reason, the ADJ reference and a unit cost only above 0', () => {
    expect(buildAdjustment({ mode: 'add', quantity: '5', unitCost: '3.5', reason: '' }, 2, NOW)).toEqual({
      ok: true,
      body: {
        movement_type: 'restock',
        quantity_change: 5,
        unit_cost: 3.5,
        reason: 'Manual add adjustment',
        reference_number: 'ADJ-1700000000000',
      },
    });
    const free = buildAdjustment({ mode: 'add', quantity: '1', unitCost: '0', reason: 'Found in storage' }, 2, NOW);
    expect(free).toEqual({
      ok: true,
      body: {
        movement_type: 'restock',
        quantity_change: 1,
        reason: 'Found in storage',
        reference_number: 'ADJ-1700000000000',
      },
    });
  });

  it('removes stock as a negative adjustment and never sends a unit cost', () => {
    const result = buildAdjustment({ mode: 'remove', quantity: '2', unitCost: '9', reason: '' }, 5, NOW);
    expect(result).toEqual({
      ok: true,
      body: {
        movement_type: 'adjustment',
        quantity_change: -2,
        reason: 'Manual remove adjustment',
        reference_number: 'ADJ-1700000000000',
      },
    });
  });

  it('sets a total as an adjustment to that total', () => {
    const result = buildAdjustment({ mode: 'set', quantity: '0', unitCost: '', reason: '' }, 5, NOW);
    expect(result).toMatchObject({
      ok: true,
      body: { movement_type: 'adjustment', set_total: 0, reason: 'Manual set adjustment' },
    });
  });

  it("answers a zero, blank, fractional, negative or unchanged quantity with the spec's message", () => {
    const message = 'Please enter a valid adjustment quantity.';
    for (const [mode, quantity] of [
      ['add', '0'],
      ['remove', ''],
      ['add', '1.5'],
      ['remove', '-3'],
      ['add', 'abc'],
      ['set', '5'],
    ] as const) {
      expect(buildAdjustment({ mode, quantity, unitCost: '', reason: '' }, 5, NOW)).toEqual({
        ok: false,
        field: 'quantity',
        message,
      });
    }
  });
});
