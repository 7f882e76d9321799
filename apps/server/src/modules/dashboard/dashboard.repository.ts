import { eq, sql } from 'drizzle-orm';
import { RECENT_ITEMS_LIMIT } from '@listlens/shared';
import { schema, type Db } from '@listlens/db';
import { columnsOf, countOf, ident, rowsOf, type Sql } from './catalog';
import type { JsonRow } from './item-row';

// Reads for the overview and item details. Every query is filtered by user_id
// (spec part 3, section 6); an id is compared as text so that a malformed id is
// simply not found instead of a cast error.

/** `select count(*) from table where user_id = ... [and extra]`, or 0 while the table does not exist. */
export async function countSellerRows(db: Sql, table: string, userId: string, extra = sql``): Promise<number> {
  const columns = await columnsOf(db, table);
  if (!columns.has('user_id')) return 0;
  return countOf(db, sql`select count(*) as n from ${ident(table)} where user_id = ${userId} ${extra}`);
}

export async function countActiveListings(db: Sql, userId: string): Promise<number> {
  const columns = await columnsOf(db, 'listings');
  if (!columns.has('status')) return 0;
  return countSellerRows(db, 'listings', userId, sql`and status = 'active'`);
}

/** The profile's monthly_revenue (spec part 3, section 2: 'default 0'). */
export async function findMonthlyRevenue(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ revenue: schema.users.monthlyRevenue })
    .from(schema.users)
    .where(eq(schema.users.id, userId))
    .limit(1);
  const revenue = Number(row?.revenue ?? 0);
  return Number.isFinite(revenue) ? revenue : 0;
}

/** The newest items first (spec part 3, section 7), at most 6. */
export async function findRecentItemRows(db: Sql, userId: string): Promise<JsonRow[]> {
  const columns = await columnsOf(db, 'items');
  if (!columns.has('user_id')) return [];
  const order = columns.has('created_at') ? sql`order by i.created_at desc` : sql``;
  const rows = rowsOf<{ row: JsonRow }>(
    await db.execute(
      sql`select to_jsonb(i) as row from items i where i.user_id = ${userId} ${order} limit ${RECENT_ITEMS_LIMIT}`,
    ),
  );
  return rows.map((r) => r.row);
}

export async function findItemRow(db: Sql, userId: string, itemId: string): Promise<JsonRow | undefined> {
  const columns = await columnsOf(db, 'items');
  if (!columns.has('user_id')) return undefined;
  const rows = rowsOf<{ row: JsonRow }>(
    await db.execute(
      sql`select to_jsonb(i) as row from items i where i.id::text = ${itemId} and i.user_id = ${userId} limit 1`,
    ),
  );
  return rows[0]?.row;
}

/** The item's listing, newest first (spec part 3, section 7: 'select listing by item_id'). */
export async function findListingRow(db: Sql, userId: string, itemId: string): Promise<JsonRow | undefined> {
  const columns = await columnsOf(db, 'listings');
  if (!columns.has('item_id') || !columns.has('user_id')) return undefined;
  const order = columns.has('created_at') ? sql`order by l.created_at desc` : sql``;
  const rows = rowsOf<{ row: JsonRow }>(
    await db.execute(
      sql`select to_jsonb(l) as row from listings l
          where l.item_id::text = ${itemId} and l.user_id = ${userId} ${order} limit 1`,
    ),
  );
  return rows[0]?.row;
}

/**
 * A list column written from a JSON array, whether the owning issue made it
 * text[] or jsonb.
 */
async function listValue(db: Sql, table: string, column: string, values: string[]) {
  const [row] = rowsOf<{ data_type: string }>(
    await db.execute(sql`
      select data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and column_name = ${column}`),
  );
  const json = JSON.stringify(values);
  return row?.data_type === 'ARRAY'
    ? sql`array(select jsonb_array_elements_text(${json}::jsonb))`
    : sql`${json}::jsonb`;
}

/** The Generate screen shows when an item last changed: an edit here is a change too. */
const touched = (columns: Set<string>) => (columns.has('updated_at') ? sql`, updated_at = now()` : sql``);

/** update items set final_price (spec part 3, section 7); false when no such item of this seller. */
export async function updateItemFinalPrice(db: Sql, userId: string, itemId: string, price: number | null) {
  const columns = await columnsOf(db, 'items');
  if (!columns.has('final_price')) return false;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update items set final_price = ${price === null ? null : price.toFixed(2)} ${touched(columns)}
      where id::text = ${itemId} and user_id = ${userId} returning id`),
  );
  return rows.length > 0;
}

/**
 * update items set ai_suggested_keywords (spec part 3, section 7). The approved
 * keywords on the item's photo analysis are keyword learning's to record
 * (modules/keywords, after this update commits).
 */
export async function updateItemKeywords(db: Sql, userId: string, itemId: string, keywords: string[]) {
  const columns = await columnsOf(db, 'items');
  if (!columns.has('ai_suggested_keywords')) return false;
  const value = await listValue(db, 'items', 'ai_suggested_keywords', keywords);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      update items set ai_suggested_keywords = ${value} ${touched(columns)}
      where id::text = ${itemId} and user_id = ${userId} returning id`),
  );
  return rows.length > 0;
}
