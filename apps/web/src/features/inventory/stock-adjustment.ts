import { INVENTORY_MESSAGES, MAX_ITEM_QUANTITY, type CreateMovementInput } from '@listlens/shared';

/** The Stock Adjustment modes (spec part 2, section 4.5). */
export const ADJUSTMENT_MODES = ['add', 'remove', 'set'] as const;
export type AdjustmentMode = (typeof ADJUSTMENT_MODES)[number];
export const ADJUSTMENT_MODE_LABELS: Record<AdjustmentMode, string> = {
  add: 'Add Stock',
  remove: 'Remove Stock',
  set: 'Set Total',
};

/** 'Manual {mode} adjustment' (spec part 2, section 5). */
export const defaultReason = (mode: AdjustmentMode) => `Manual ${mode} adjustment`;

export type AdjustmentInput = { mode: AdjustmentMode; quantity: string; unitCost: string; reason: string };

/**
 * Turns the form into the create_inventory_movement body: add is a restock of a
 * positive change, remove an adjustment of a negative one, set total an
 * adjustment to the new total (sent as the target, so the server resolves it
 * against the stock it has locked). A unit cost goes only with add and only when
 * above 0; the reference is ADJ-{timestamp}.
 */
export function buildAdjustment(
  input: AdjustmentInput,
  currentTotal: number,
  now: number = Date.now(),
): { ok: true; body: CreateMovementInput } | { ok: false; field: 'quantity' | 'unitCost'; message: string } {
  const text = input.quantity.trim();
  const quantity = Number(text);
  const invalid = { ok: false, field: 'quantity', message: INVENTORY_MESSAGES.invalidAdjustment } as const;
  if (text === '' || !Number.isInteger(quantity) || quantity < 0 || quantity > MAX_ITEM_QUANTITY) return invalid;
  if (input.mode !== 'set' && quantity === 0) return invalid;
  if (input.mode === 'set' && quantity === currentTotal) return invalid;

  const reason = input.reason.trim() || defaultReason(input.mode);
  const reference_number = `ADJ-${now}`;
  if (input.mode === 'set')
    return { ok: true, body: { movement_type: 'adjustment', set_total: quantity, reason, reference_number } };
  if (input.mode === 'remove') {
    return { ok: true, body: { movement_type: 'adjustment', quantity_change: -quantity, reason, reference_number } };
  }
  const costText = input.unitCost.trim();
  const cost = costText === '' ? 0 : Number(costText);
  if (!Number.isFinite(cost) || cost < 0) {
    return { ok: false, field: 'unitCost', message: 'Unit cost must be a number of 0 or more.' };
  }
  return {
    ok: true,
    body: {
      movement_type: 'restock',
      quantity_change: quantity,
      reason,
      reference_number,
      ...(cost > 0 ? { unit_cost: cost } : {}),
    },
  };
}
