import {
  CreateInventoryItemSchema,
  type CreateInventoryItem,
  type InventoryItem,
  type InventoryItemList,
  type PageQuery,
  type InventoryMovementList,
  type MovementType,
  type UpdateInventoryItem,
} from '@listlens/shared';
import { isUuid, type Db } from '@listlens/db';
import { AppError, notFound } from '../../errors/app-error';
import { decodeCursor, pageOf, TEXT_KEY, TIMESTAMP_KEY } from '../../http/keyset';
import { syncItemAlerts } from './inventory-alerts.service';
import {
  findActiveItem,
  findTakenSkus,
  insertItems,
  listActiveItems,
  listActiveItemsPage,
  updateItemRow,
  type NewItemRow,
  type Tx,
} from './inventory-items.repository';
import {
  fromCents,
  isUniqueViolation,
  toCents,
  toInventoryItem,
  toInventoryMovement,
  type ItemRow,
} from './inventory-mappers';
import { insertMovements, listItemMovements } from './inventory-movements.repository';
import { withLockedItem } from './stock-ledger.service';

export const skuTakenMessage = (sku: string) => `You already have an inventory item with SKU "${sku}".`;
const skuTaken = (sku: string) =>
  new AppError('conflict', skuTakenMessage(sku), { errors: [{ path: 'sku', message: skuTakenMessage(sku) }] });

/** A SKU's eBay listing as the inventory shows it. */
export type SkuListing = { itemId: string; status: string; live: boolean; url: string | null };
/** The listings of the seller's SKUs, by SKU; composed in createDeps so inventory does not import listings. */
export type StockListingsReader = (userId: string, skus: string[]) => Promise<Map<string, SkuListing>>;

/** The seller's active items, each with its SKU's eBay listing (issue 18, point 4). */
export async function listItems(db: Db, userId: string, stockListings: StockListingsReader): Promise<InventoryItem[]> {
  return withListings(await listActiveItems(db, userId), userId, stockListings);
}

/** One page of the inventory list (issue 19: keyset pagination by updated_at, then SKU). */
export async function listItemsPage(
  db: Db,
  userId: string,
  stockListings: StockListingsReader,
  query: PageQuery,
): Promise<InventoryItemList> {
  const after = decodeCursor(query.after, [TIMESTAMP_KEY, TEXT_KEY]);
  const page = pageOf(await listActiveItemsPage(db, userId, { limit: query.limit, after }), query.limit, (row) => [
    row.cursorAt,
    row.sku,
  ]);
  return { items: await withListings(page.rows, userId, stockListings), next_cursor: page.nextCursor };
}

async function withListings(
  rows: ItemRow[],
  userId: string,
  stockListings: StockListingsReader,
): Promise<InventoryItem[]> {
  const listings = await stockListings(
    userId,
    rows.map((r) => r.sku),
  );
  return rows.map((row) => {
    const listing = listings.get(row.sku);
    // Set on the item rather than spread into a copy: a page maps hundreds of rows.
    const item = toInventoryItem(row);
    item.listing = listing
      ? {
          item_id: listing.itemId,
          status: listing.status,
          listed_quantity: listing.live ? row.availableQuantity : 0,
          url: listing.url,
        }
      : null;
    return item;
  });
}

/**
 * Stock for an item just posted to eBay with no inventory record (issue 18,
 * point 4): its SKU and the quantity posted, with an opening movement, so
 * Inventory shows what eBay shows. A record made meanwhile (the seller, or a
 * second post) wins: nothing is created and false comes back.
 * The cost is 0 because none is known: an item (spec part 3, table items) and
 * the Edit Listing modal (spec part 2, 2.5) hold no purchase price, only the
 * inventory does; the seller enters it there (Edit, or a stock adjustment's
 * unit cost), and a SKU stocked before its post keeps the cost it had.
 */
export async function createStockForListing(
  db: Db,
  userId: string,
  stock: { sku: string; name: string; quantity: number },
): Promise<boolean> {
  const parsed = CreateInventoryItemSchema.safeParse({
    sku: stock.sku,
    name: stock.name.slice(0, 200),
    category: 'clothing',
    total_quantity: stock.quantity,
  });
  // A SKU the inventory's rules refuse (over 50 characters) stays untracked, as before.
  if (!parsed.success) return false;
  const input = parsed.data;
  if ((await findTakenSkus(db, userId, [input.sku])).size > 0) return false;
  try {
    await db.transaction((tx) => insertNewItems(tx, userId, [input], 'Posted to eBay'));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Creates items with their opening balance: an item added with a quantity above 0
 * gets an initial_stock movement (spec part 2, section 4.5) carrying the entered
 * cost, so the ledger sums to the quantity from the first moment. The items are
 * new to this transaction, so nobody else can see them yet: no lock is needed.
 * Used by the Add modal (one item) and by the CSV import (many).
 */
export async function insertNewItems(
  tx: Tx,
  userId: string,
  inputs: CreateInventoryItem[],
  reason = 'Initial stock',
): Promise<ItemRow[]> {
  const values: NewItemRow[] = inputs.map((input) => {
    const cents = toCents(input.average_cost);
    return {
      userId,
      sku: input.sku,
      name: input.name,
      description: input.description,
      category: input.category,
      totalQuantity: input.total_quantity,
      availableQuantity: input.total_quantity,
      lowStockThreshold: input.low_stock_threshold,
      averageCost: fromCents(cents),
      totalValue: fromCents(cents * input.total_quantity),
      location: input.location,
      binLocation: input.bin_location,
      weightOz: input.weight_oz.toFixed(2),
      dimensions: input.dimensions,
    };
  });
  const rows: ItemRow[] = [];
  // Chunks keep each statement well under Postgres' 65,535 parameters.
  for (let i = 0; i < values.length; i += 500) rows.push(...(await insertItems(tx, values.slice(i, i + 500))));
  const openings = rows
    .filter((row) => row.totalQuantity > 0)
    .map((row) => {
      const cents = toCents(row.averageCost);
      return {
        userId,
        inventoryItemId: row.id,
        movementType: 'initial_stock' as const,
        quantityChange: row.totalQuantity,
        quantityBefore: 0,
        quantityAfter: row.totalQuantity,
        reason,
        unitCost: cents > 0 ? fromCents(cents) : null,
        totalCost: cents > 0 ? fromCents(cents * row.totalQuantity) : null,
      };
    });
  for (let i = 0; i < openings.length; i += 500) await insertMovements(tx, openings.slice(i, i + 500));
  await syncItemAlerts(tx, userId, rows);
  return rows;
}

export async function createItem(db: Db, userId: string, input: CreateInventoryItem): Promise<InventoryItem> {
  if ((await findTakenSkus(db, userId, [input.sku])).size > 0) throw skuTaken(input.sku);
  try {
    const [row] = await db.transaction((tx) => insertNewItems(tx, userId, [input]));
    if (!row) throw new Error('inventory item insert returned no row');
    return toInventoryItem(row);
  } catch (error) {
    // Two adds of one SKU at the same moment: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw skuTaken(input.sku);
    throw error;
  }
}

/**
 * Item Details tab. Quantities are not editable here (they move only through the
 * ledger); a new average cost revalues the stock, a new threshold re-evaluates alerts.
 */
export async function updateItem(
  db: Db,
  userId: string,
  itemId: string,
  changes: UpdateInventoryItem,
): Promise<InventoryItem> {
  try {
    const row = await withLockedItem(db, userId, itemId, async (tx, locked) => {
      if (changes.sku !== undefined && changes.sku !== locked.sku) {
        if ((await findTakenSkus(tx, userId, [changes.sku])).size > 0) throw skuTaken(changes.sku);
      }
      const cents = changes.average_cost === undefined ? toCents(locked.averageCost) : toCents(changes.average_cost);
      const updated = await updateItemRow(tx, userId, itemId, {
        sku: changes.sku,
        name: changes.name,
        description: changes.description,
        category: changes.category,
        lowStockThreshold: changes.low_stock_threshold,
        averageCost: fromCents(cents),
        totalValue: fromCents(cents * locked.totalQuantity),
        location: changes.location,
        binLocation: changes.bin_location,
        weightOz: changes.weight_oz?.toFixed(2),
        dimensions: changes.dimensions,
      });
      await syncItemAlerts(tx, userId, [updated]);
      return updated;
    });
    return toInventoryItem(row);
  } catch (error) {
    if (isUniqueViolation(error) && changes.sku) throw skuTaken(changes.sku);
    throw error;
  }
}

/** Soft delete (spec part 2, section 4.5): is_active false; its open alerts are resolved. */
export async function deleteItem(db: Db, userId: string, itemId: string): Promise<void> {
  await withLockedItem(db, userId, itemId, async (tx) => {
    const updated = await updateItemRow(tx, userId, itemId, { isActive: false });
    await syncItemAlerts(tx, userId, [updated]);
  });
}

export async function listMovements(
  db: Db,
  userId: string,
  itemId: string,
  type?: MovementType,
): Promise<InventoryMovementList> {
  const row = isUuid(itemId) ? await findActiveItem(db, userId, itemId) : undefined;
  if (!row) throw notFound('That inventory item');
  const movements = await listItemMovements(db, userId, itemId, type);
  return { item: toInventoryItem(row), movements: movements.map(toInventoryMovement) };
}
