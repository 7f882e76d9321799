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
import { createInventoryMovement, markItemSold, type ListedSql, type SaleResult } from './stock-ledger.service';

/**
 * How a stock change reaches the SKU's live eBay listings (decision 010). The app wires it to
 * posting's quantity sync; inventory does not know about listings, so the two modules do not
 * import each other. Neither function throws: a stock change stands when its sync cannot be
 * queued, and the failure is logged.
 */
export type StockWatch = {
  /** Read by a movement in its own write, after the row lock (decision 041). */
  listed: ListedSql;
  /** After a movement that found its SKU listed commits: queues the sync. */
  sync: (userId: string, skus: string[]) => Promise<void>;
  /** After any other change commits: looks for the SKUs' listings, and queues their sync. */
  changed: (userId: string, skus: string[]) => Promise<void>;
};

export type InventoryDeps = { db: Db; watch: StockWatch };

export async function addItem(deps: InventoryDeps, userId: string, input: CreateInventoryItem): Promise<InventoryItem> {
  const item = await createItem(deps.db, userId, input);
  await deps.watch.changed(userId, [item.sku]);
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
  if (changes.sku !== undefined) await deps.watch.changed(userId, [item.sku]);
  return item;
}

/**
 * A movement asks in its own statement whether the SKU is listed, instead of one more query after
 * COMMIT: on the embedded database that query was a quarter of an adjustment's time (issue 19).
 */
export async function addMovement(
  deps: InventoryDeps,
  userId: string,
  itemId: string,
  input: CreateMovement,
): Promise<MovementResult> {
  const { listed, ...result } = await createInventoryMovement(deps.db, userId, itemId, input, deps.watch.listed);
  if (listed) await deps.watch.sync(userId, [result.item.sku]);
  return result;
}

/** A repeated sale (same reference) changes nothing, so nothing is synced. */
export async function sellItem(
  deps: InventoryDeps,
  userId: string,
  itemId: string,
  input: MarkSold,
): Promise<Omit<SaleResult, 'listed'>> {
  const { listed, ...result } = await markItemSold(deps.db, userId, itemId, input, deps.watch.listed);
  if (listed) await deps.watch.sync(userId, [result.item.sku]);
  return result;
}
