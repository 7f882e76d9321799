import type {
  CreateInventoryItem,
  CreateMovement,
  InventoryItem,
  MarkSold,
  MovementResult,
  UpdateInventoryItem,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import { createItem, updateItem } from './inventory-items.service';
import { createInventoryMovement, markItemSold, type SaleResult } from './stock-ledger.service';

/**
 * Told after a stock change commits, with the SKUs whose available quantity may have moved.
 * The app wires it to posting's eBay quantity sync (decision 010); inventory does not know
 * about listings, so the two modules do not import each other.
 */
export type StockWatcher = (userId: string, skus: string[]) => Promise<void>;

export type InventoryDeps = { db: Db; onStockChange: StockWatcher };

export async function addItem(deps: InventoryDeps, userId: string, input: CreateInventoryItem): Promise<InventoryItem> {
  const item = await createItem(deps.db, userId, input);
  await deps.onStockChange(userId, [item.sku]);
  return item;
}

export async function changeItem(
  deps: InventoryDeps,
  userId: string,
  itemId: string,
  changes: UpdateInventoryItem,
): Promise<InventoryItem> {
  const item = await updateItem(deps.db, userId, itemId, changes);
  // A new SKU links the item's stock to that SKU's listing.
  if (changes.sku !== undefined) await deps.onStockChange(userId, [item.sku]);
  return item;
}

export async function addMovement(
  deps: InventoryDeps,
  userId: string,
  itemId: string,
  input: CreateMovement,
): Promise<MovementResult> {
  const result = await createInventoryMovement(deps.db, userId, itemId, input);
  await deps.onStockChange(userId, [result.item.sku]);
  return result;
}

/** A repeated sale (same reference) changes nothing, so nothing is synced. */
export async function sellItem(
  deps: InventoryDeps,
  userId: string,
  itemId: string,
  input: MarkSold,
): Promise<SaleResult> {
  const result = await markItemSold(deps.db, userId, itemId, input);
  if (!result.duplicate) await deps.onStockChange(userId, [result.item.sku]);
  return result;
}
