import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { allColumns, plainQuery, schema, type Db } from '@listlens/db';
import type { ItemRow } from './inventory-mappers';

const items = schema.inventoryItems;

/**
 * A page of the list from its start or after a place: an index range scan of
 * (user_id, updated_at desc, sku) over active items. The place's `updated_at <=`
 * bounds the scan; the rest picks the rows after it among those sharing that time.
 * Plain queries: a page is mapped by the driver, not row by row by drizzle (decision 033).
 */
const activePageQuery = (withAfter: boolean) => {
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  return plainQuery<ItemRow & { cursorAt: string }>(sql`
    select ${allColumns(items)}, ${items.updatedAt}::text as "cursorAt"
    from ${items}
    where ${items.userId} = ${sql.placeholder('userId')} and ${items.isActive}
      ${withAfter ? sql`and ${items.updatedAt} <= ${at} and (${items.updatedAt} < ${at} or ${items.sku} > ${sql.placeholder('sku')})` : sql``}
    order by ${items.updatedAt} desc, ${items.sku}
    limit ${sql.placeholder('limit')}`);
};
const firstActivePage = activePageQuery(false);
const activePageAfter = activePageQuery(true);

/** One page of the seller's active items in the list's order; `after` is the last row's [updated_at, sku]. */
export function listActiveItemsPage(
  db: Db,
  userId: string,
  page: { limit: number; after?: string[] },
): Promise<(ItemRow & { cursorAt: string })[]> {
  const [at, sku] = page.after ?? [];
  const limit = page.limit + 1;
  if (at === undefined || sku === undefined) return firstActivePage(db, { userId, limit });
  return activePageAfter(db, { userId, at, sku, limit });
}

/** Every column, named as in drizzle's rows; through `execute` timestamps come back as Postgres prints them. */
const ITEM_COLUMNS = allColumns(items);
type Stamps = { createdAt: string; updatedAt: string };

/** A transaction handle; everything here also runs on the plain database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type NewItemRow = typeof items.$inferInsert;

/** The spec's read: the seller's active items, newest change first. */
export async function listActiveItems(db: Executor, userId: string): Promise<ItemRow[]> {
  return db
    .select()
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.isActive, true)))
    .orderBy(desc(items.updatedAt), items.sku);
}

/**
 * Locks the seller's active item for the rest of the transaction (SELECT ... FOR
 * UPDATE), so concurrent movements on one item run one after another and each
 * sees the quantity the previous one left (DESIGN section 6).
 */
export async function lockActiveItem(tx: Tx, userId: string, itemId: string): Promise<ItemRow | undefined> {
  // Plain SQL, like the write that follows it (decision 033): drizzle's builder cost more CPU than
  // the embedded database spends running this, on every stock movement.
  const result = await tx.execute(sql`select ${ITEM_COLUMNS} from ${items}
    where ${items.id} = ${itemId} and ${items.userId} = ${userId} and ${items.isActive} for update`);
  const [row] = (result as unknown as { rows: (Omit<ItemRow, 'createdAt' | 'updatedAt'> & Stamps)[] }).rows;
  return row && { ...row, createdAt: new Date(row.createdAt), updatedAt: new Date(row.updatedAt) };
}

export async function lockActiveItemBySku(tx: Tx, userId: string, sku: string): Promise<ItemRow | undefined> {
  const rows = await tx
    .select()
    .from(items)
    .where(and(eq(items.sku, sku), eq(items.userId, userId), eq(items.isActive, true)))
    .for('update');
  return rows[0];
}

export async function findActiveItem(db: Executor, userId: string, itemId: string): Promise<ItemRow | undefined> {
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.userId, userId), eq(items.isActive, true)));
  return rows[0];
}

/**
 * `share`: the read waits for a stock movement of the item still running and reads what it
 * commits (FOR SHARE), as the stock a post sends to eBay must (decision 041).
 */
export async function findActiveItemBySku(
  db: Executor,
  userId: string,
  sku: string,
  options: { share?: boolean } = {},
): Promise<ItemRow | undefined> {
  const query = db
    .select()
    .from(items)
    .where(and(eq(items.sku, sku), eq(items.userId, userId), eq(items.isActive, true)));
  const rows = options.share ? await query.for('share') : await query;
  return rows[0];
}

/** Which of these SKUs the seller already has on an active item. */
export async function findTakenSkus(db: Executor, userId: string, skus: string[]): Promise<Set<string>> {
  if (skus.length === 0) return new Set();
  const rows = await db
    .select({ sku: items.sku })
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.isActive, true), inArray(items.sku, skus)));
  return new Set(rows.map((r) => r.sku));
}

export async function insertItems(tx: Tx, rows: NewItemRow[]): Promise<ItemRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(items).values(rows).returning();
}

/** Writes new values onto a row the caller has locked; always moves updated_at. */
export async function updateItemRow(
  tx: Tx,
  userId: string,
  itemId: string,
  changes: Partial<Omit<NewItemRow, 'id' | 'userId' | 'createdAt' | 'updatedAt'>>,
): Promise<ItemRow> {
  const rows = await tx
    .update(items)
    .set({ ...changes, updatedAt: sql`clock_timestamp()` })
    .where(and(eq(items.id, itemId), eq(items.userId, userId)))
    .returning();
  const row = rows[0];
  if (!row) throw new Error(`inventory item ${itemId} vanished while locked`);
  return row;
}
