import {
  INVENTORY_MESSAGES,
  MAX_ITEM_QUANTITY,
  type CreateMovement,
  type MarkSold,
  type MovementResult,
  type MovementType,
} from '@listlens/shared';
import type { SQL } from 'drizzle-orm';
import { isUuid, type Db } from '@listlens/db';
import { AppError, notFound } from '../../errors/app-error';
import { alertChanges } from './inventory-alerts.service';
import { lockActiveItem, lockActiveItemBySku, findActiveItemBySku, type Tx } from './inventory-items.repository';
import {
  fromCents,
  toCents,
  toInventoryItem,
  toInventoryMovement,
  type ItemRow,
  type MovementRow,
} from './inventory-mappers';
import { findMovementByReference, writeMovement } from './inventory-movements.repository';

export type MovementSpec = {
  type: MovementType;
  /** A change, or the Set Total mode's target, resolved against the locked row. */
  change: { by: number } | { setTo: number };
  reason: string | null;
  unitCost: number | null;
  referenceNumber: string | null;
  notes: string | null;
};

/**
 * A boolean SQL expression: whether the seller has a listing of the stock SKU `sku` whose eBay
 * quantity follows the stock (live, or being posted). A movement reads it in its own write,
 * after its row lock (decision 041); the app wires it to posting's.
 */
export type ListedSql = (userId: string, sku: string) => SQL;

/** A change's result, and whether the SKU was listed when it was written (false when not asked). */
export type Watched<T> = T & { listed: boolean };

const invalidAdjustment = () =>
  new AppError('validation_failed', INVENTORY_MESSAGES.invalidAdjustment, {
    errors: [{ path: 'quantity_change', message: INVENTORY_MESSAGES.invalidAdjustment }],
  });

/**
 * The heart of create_inventory_movement. `row` must be locked by the caller's
 * transaction. Writes the movement with its before and after, moves total and
 * available together, keeps the average cost as a weighted average when stock
 * arrives with a unit cost, revalues the item, and raises or clears its alerts.
 * With `listed`, also reads whether the SKU is listed, in the same statement.
 */
export async function applyMovement(
  tx: Tx,
  row: ItemRow,
  spec: MovementSpec,
  listed?: ListedSql,
): Promise<Watched<{ row: ItemRow; movement: MovementRow }>> {
  const before = row.totalQuantity;
  const change = 'by' in spec.change ? spec.change.by : spec.change.setTo - before;
  if (!Number.isInteger(change) || change === 0) throw invalidAdjustment();
  const after = before + change;
  const available = row.availableQuantity + change;
  if (available < 0) {
    const message = `Only ${row.availableQuantity} available for SKU ${row.sku}, so ${-change} cannot be removed.`;
    throw new AppError('insufficient_stock', message, { errors: [{ path: 'quantity_change', message }] });
  }
  if (after > MAX_ITEM_QUANTITY) {
    const message = `Stock of one item cannot be more than ${MAX_ITEM_QUANTITY.toLocaleString('en-US')}.`;
    throw new AppError('validation_failed', message, { errors: [{ path: 'quantity_change', message }] });
  }
  const averageCents = toCents(row.averageCost);
  const unitCents = spec.unitCost !== null && change > 0 ? toCents(spec.unitCost) : null;
  const newAverage =
    unitCents === null ? averageCents : Math.round((before * averageCents + change * unitCents) / after);

  const stock = {
    totalQuantity: after,
    availableQuantity: available,
    averageCost: fromCents(newAverage),
    totalValue: fromCents(newAverage * after),
  };
  const movement = {
    userId: row.userId,
    inventoryItemId: row.id,
    movementType: spec.type,
    quantityChange: change,
    quantityBefore: before,
    quantityAfter: after,
    reason: spec.reason,
    referenceNumber: spec.referenceNumber,
    notes: spec.notes,
    unitCost: unitCents === null ? null : fromCents(unitCents),
    totalCost: unitCents === null ? null : fromCents(unitCents * change),
  };
  // The alerts follow the row as this write leaves it, in the same statement.
  const next = { ...row, ...stock };
  const { listed: isListed, ...written } = await writeMovement(
    tx,
    movement,
    stock,
    alertChanges(row.userId, [next]),
    listed?.(row.userId, row.sku),
  );
  return { row: { ...next, updatedAt: written.createdAt }, movement: { ...movement, ...written }, listed: isListed };
}

const toResult = (r: Watched<{ row: ItemRow; movement: MovementRow }>): Watched<MovementResult> => ({
  item: toInventoryItem(r.row),
  movement: toInventoryMovement(r.movement),
  listed: r.listed,
});

/** Runs `fn` in one transaction with the seller's active item locked; a foreign or missing id is a 404. */
export async function withLockedItem<T>(
  db: Db,
  userId: string,
  itemId: string,
  fn: (tx: Tx, row: ItemRow) => Promise<T>,
): Promise<T> {
  if (!isUuid(itemId)) throw notFound('That inventory item');
  return db.transaction(async (tx) => {
    const row = await lockActiveItem(tx, userId, itemId);
    if (!row) throw notFound('That inventory item');
    return fn(tx, row);
  });
}

/**
 * The spec's create_inventory_movement (part 2, section 7), one transaction with the item row
 * locked; `listed` as in `applyMovement`.
 */
export async function createInventoryMovement(
  db: Db,
  userId: string,
  itemId: string,
  input: CreateMovement,
  listed?: ListedSql,
): Promise<Watched<MovementResult>> {
  const spec: MovementSpec = {
    type: input.movement_type,
    change: input.set_total !== undefined ? { setTo: input.set_total } : { by: input.quantity_change ?? 0 },
    reason: input.reason,
    unitCost: input.unit_cost ?? null,
    referenceNumber: input.reference_number,
    notes: input.notes,
  };
  return toResult(await withLockedItem(db, userId, itemId, (tx, row) => applyMovement(tx, row, spec, listed)));
}

export type SaleResult = Watched<MovementResult & { duplicate: boolean }>;

/** Writes a sale, unless a sale with this reference is already on the item's ledger. */
async function sellLocked(
  tx: Tx,
  row: ItemRow,
  sale: { quantity: number; reference: string | null },
  listed?: ListedSql,
): Promise<SaleResult> {
  const { quantity, reference } = sale;
  if (reference) {
    const existing = await findMovementByReference(tx, row.userId, row.id, 'sale', reference);
    if (existing)
      return { item: toInventoryItem(row), movement: toInventoryMovement(existing), duplicate: true, listed: false };
  }
  const spec: MovementSpec = {
    type: 'sale',
    change: { by: -quantity },
    reason: 'Sale',
    unitCost: null,
    referenceNumber: reference,
    notes: null,
  };
  return { ...toResult(await applyMovement(tx, row, spec, listed)), duplicate: false };
}

/**
 * Records a sale against the seller's stock for a SKU: the link between a listing
 * and its inventory item is the SKU (issue 6, point 4). For the posting issue's
 * sales sync: pass the marketplace order line as `reference` and a sale synced
 * twice is counted once. Throws not_found when no active item has the SKU, and
 * insufficient_stock when fewer units are available than sold.
 */
export async function recordSale(
  db: Db,
  input: { userId: string; sku: string; quantity: number; reference?: string | null },
): Promise<SaleResult> {
  const sku = input.sku.trim();
  if (!Number.isInteger(input.quantity) || input.quantity < 1) throw invalidAdjustment();
  return db.transaction(async (tx) => {
    const row = await lockActiveItemBySku(tx, input.userId, sku);
    if (!row) throw notFound(`An inventory item with SKU ${sku}`);
    return sellLocked(tx, row, { quantity: input.quantity, reference: input.reference?.trim() || null });
  });
}

/** 'Mark sold' on the Inventory screen; `listed` as in `applyMovement`. */
export async function markItemSold(
  db: Db,
  userId: string,
  itemId: string,
  input: MarkSold,
  listed?: ListedSql,
): Promise<SaleResult> {
  const reference = input.reference_number ?? `SALE-${Date.now()}`;
  return withLockedItem(db, userId, itemId, (tx, row) =>
    sellLocked(tx, row, { quantity: input.quantity, reference }, listed),
  );
}

export type SkuStock = { tracked: false } | { tracked: true; itemId: string; available: number };

/**
 * Stock for a listing's SKU; an untracked SKU (no inventory item) is not limited. `forPosting`:
 * the stock a post sends to eBay, read once any movement of the item still running has
 * committed (a locking read). A movement asks whether its SKU is listed before it commits, so a
 * post claimed after that question must not read the stock the movement is replacing (decision 041).
 */
export async function getSkuStock(
  db: Db,
  input: { userId: string; sku: string },
  options: { forPosting?: boolean } = {},
): Promise<SkuStock> {
  const row = await findActiveItemBySku(db, input.userId, input.sku.trim(), { share: options.forPosting });
  return row ? { tracked: true, itemId: row.id, available: row.availableQuantity } : { tracked: false };
}

/** For the posting issue: an item whose tracked stock is 0 cannot be published, and says why. */
export async function assertSkuInStock(db: Db, input: { userId: string; sku: string }): Promise<void> {
  const stock = await getSkuStock(db, input);
  if (stock.tracked && stock.available <= 0) {
    throw new AppError(
      'insufficient_stock',
      `SKU ${input.sku.trim()} is out of stock in your inventory. Restock it before publishing.`,
    );
  }
}
