import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';
import { columnsOf, countOf, ident, rowsOf, type Sql } from './catalog';

/**
 * What an item leaves behind, deleted before the item itself (spec part 3,
 * section 7: 'sales by listing, photo_analysis, ai_predictions,
 * pricing_recommendations, pricing_performance, price_tracking_jobs, listings').
 */
const ITEM_DEPENDENTS = [
  'photo_analysis',
  'ai_predictions',
  'pricing_recommendations',
  'pricing_performance',
  'price_tracking_jobs',
  'listings',
] as const;

async function deleteSalesOfListings(tx: Sql, listings: SQL): Promise<void> {
  const sales = await columnsOf(tx, 'sales');
  const listingColumns = await columnsOf(tx, 'listings');
  if (!sales.has('listing_id') || !listingColumns.has('id')) return;
  await tx.execute(
    sql`delete from sales where listing_id::text in (select id::text from listings l where ${listings})`,
  );
}

/**
 * Deletes one item of this seller with everything that depends on it, in one
 * transaction. The item's photos stay in their SKU group, back to assigned with
 * no item (as before Generate), so the group can be generated again; the
 * Generate screen's own delete also empties the group. Returns false when there is no
 * such item; a foreign key this code does not know about rejects the delete.
 */
export async function deleteItemWithDependents(db: Db, userId: string, itemId: string): Promise<boolean> {
  const items = await columnsOf(db, 'items');
  if (!items.has('user_id')) return false;
  return db.transaction(async (tx) => {
    const owned = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from items where id::text = ${itemId} and user_id = ${userId} for update`),
    );
    if (owned.length === 0) return false;
    await deleteSalesOfListings(tx, sql`l.item_id::text = ${itemId}`);
    for (const table of ITEM_DEPENDENTS) {
      const columns = await columnsOf(tx, table);
      if (columns.has('item_id')) await tx.execute(sql`delete from ${ident(table)} where item_id::text = ${itemId}`);
    }
    const photos = await columnsOf(tx, 'uploaded_photos');
    if (photos.has('assigned_item_id')) {
      const touched = photos.has('updated_at') ? sql`, updated_at = now()` : sql``;
      await tx.execute(sql`
        update uploaded_photos set assigned_item_id = null, status = 'assigned' ${touched}
        where assigned_item_id = ${itemId} and user_id = ${userId}`);
    }
    await tx.execute(sql`delete from items where id::text = ${itemId} and user_id = ${userId}`);
    return true;
  });
}

export async function countItems(db: Sql, userId: string): Promise<number> {
  const items = await columnsOf(db, 'items');
  if (!items.has('user_id')) return 0;
  return countOf(db, sql`select count(*) as n from items where user_id = ${userId}`);
}

/** Storage path and rotation of every photo of this seller: their files go with them. */
export async function findPhotoFiles(db: Sql, userId: string): Promise<{ storagePath: string; rotation: number }[]> {
  const photos = await columnsOf(db, 'uploaded_photos');
  if (!photos.has('storage_path') || !photos.has('user_id')) return [];
  const rotation = photos.has('rotation') ? sql`rotation` : sql`0`;
  const rows = rowsOf<{ storage_path: string; rotation: number }>(
    await db.execute(sql`select storage_path, ${rotation} as rotation from uploaded_photos where user_id = ${userId}`),
  );
  return rows.map((r) => ({ storagePath: r.storage_path, rotation: Number(r.rotation) }));
}

/**
 * Clear All's sweep (spec part 3, section 7): sales, listings, photo_analysis,
 * uploaded_photos and items of this seller, the items' other dependents first.
 * Each statement stands alone so one that fails leaves the rest done; the
 * caller rechecks how many items remain. Returns the tables that failed.
 */
export async function sweepSellerItems(db: Db, userId: string, log: (table: string, error: unknown) => void) {
  const failed: string[] = [];
  const run = async (table: string, statement: SQL) => {
    try {
      await db.execute(statement);
    } catch (error) {
      failed.push(table);
      log(table, error);
    }
  };
  const sales = await columnsOf(db, 'sales');
  const listings = await columnsOf(db, 'listings');
  const items = await columnsOf(db, 'items');
  if (sales.has('listing_id') && listings.has('user_id'))
    await run(
      'sales',
      sql`delete from sales where listing_id::text in (select id::text from listings where user_id = ${userId})`,
    );
  if (sales.has('user_id')) await run('sales', sql`delete from sales where user_id = ${userId}`);
  const ownItems = sql`select id::text from items where user_id = ${userId}`;
  // item_generations: where each SKU group's generation stands; with the photos gone it has no group left.
  for (const table of [...ITEM_DEPENDENTS, 'item_generations', 'uploaded_photos', 'items']) {
    const columns = await columnsOf(db, table);
    if (columns.has('user_id')) await run(table, sql`delete from ${ident(table)} where user_id = ${userId}`);
    else if (columns.has('item_id') && items.has('user_id'))
      await run(table, sql`delete from ${ident(table)} where item_id::text in (${ownItems})`);
  }
  return failed;
}

/**
 * Removes what is left of this seller in the given tables, repeating while
 * rows still go (a child table must be emptied before its parent).
 */
export async function forceDeleteSellerRows(db: Db, userId: string, tables: string[]): Promise<void> {
  let pending = tables;
  while (pending.length > 0) {
    const failed: string[] = [];
    for (const table of pending) {
      try {
        await db.execute(sql`delete from ${ident(table)} where user_id = ${userId}`);
      } catch {
        failed.push(table);
      }
    }
    if (failed.length === pending.length) return;
    pending = failed;
  }
}

/**
 * Delete all my data: every row that belongs to the seller, in one transaction.
 * Every seller table references users.id with ON DELETE CASCADE (DESIGN
 * section 6), so deleting the profile row removes them all, including tables
 * added after this code was written; the profile is then written back as it
 * was. The account and its sign-in stay.
 */
export async function eraseSellerRows(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [profile] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for('update');
    if (!profile) return;
    await tx.delete(schema.users).where(eq(schema.users.id, userId));
    await tx.insert(schema.users).values(profile);
  });
}

/**
 * What is not a row with user_id: the profile's counters go back to zero and
 * the waitlist row of the seller's e-mail goes (it is their data too).
 */
export async function resetSellerProfile(db: Db, userId: string): Promise<void> {
  const [profile] = await db
    .update(schema.users)
    .set({ listingsUsed: 0, totalSales: 0, monthlyRevenue: '0', updatedAt: new Date() })
    .where(eq(schema.users.id, userId))
    .returning({ email: schema.users.email });
  if (profile) await db.delete(schema.waitlist).where(eq(schema.waitlist.email, profile.email.toLowerCase()));
}

/** The account itself: the profile row and better-auth's tables (sign-in, sessions) stay. */
export const isAccountTable = (table: string) => table === 'users' || table.startsWith('auth_');

/**
 * Tables of the current schema with a user_id column, apart from the account's
 * own, and how many rows this seller has in each.
 */
export async function countRowsPerSellerTable(db: Sql, userId: string): Promise<Record<string, number>> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select c.table_name from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'
      order by c.table_name`),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.filter((t) => !isAccountTable(t.table_name))) {
    counts[table_name] = await countOf(
      db,
      sql`select count(*) as n from ${ident(table_name)} where user_id = ${userId}`,
    );
  }
  return counts;
}
