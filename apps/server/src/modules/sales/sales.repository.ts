import { and, asc, count, desc, eq, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import { reusableQuery, schema, type Db } from '@listlens/db';

const { sales } = schema;

export type SaleRow = typeof sales.$inferSelect;

/** One eBay order line as a sale; a line already recorded is left as it is (undefined back). */
export async function insertSale(
  db: Db,
  values: Omit<typeof sales.$inferInsert, 'id' | 'createdAt'>,
): Promise<SaleRow | undefined> {
  const rows = await db
    .insert(sales)
    .values(values)
    .onConflictDoNothing({ target: [sales.userId, sales.ebayLineItemId] })
    .returning();
  return rows[0];
}

export async function findLatestSaleAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(sales.soldAt) })
    .from(sales)
    .where(eq(sales.userId, userId));
  return row?.at ?? null;
}

export function findRecentSales(db: Db, userId: string, limit = 50): Promise<SaleRow[]> {
  return db.select().from(sales).where(eq(sales.userId, userId)).orderBy(desc(sales.soldAt)).limit(limit);
}

/**
 * The profile's total_sales and monthly_revenue (spec part 3, sections 2 and
 * 3; issue 18, point 6): counted from the sales table each time, so a sale of
 * a deleted item still counts and nothing drifts. Revenue is the calendar
 * month's, from `monthStart`.
 */
const salesSumQuery = reusableQuery((db, name) =>
  db
    .select({
      count: count(),
      revenue: sql<string>`coalesce(sum(${sales.salePrice}) filter (where ${sales.soldAt} >= ${sql.placeholder('monthStart')}::timestamptz), 0)`,
    })
    .from(sales)
    .where(eq(sales.userId, sql.placeholder('userId')))
    .prepare(name),
);

export async function sumSales(db: Db, userId: string, monthStart: Date): Promise<{ count: number; revenue: number }> {
  const [row] = await salesSumQuery(db).execute({ userId, monthStart: monthStart.toISOString() });
  const revenue = Number(row?.revenue ?? 0);
  return { count: row?.count ?? 0, revenue: Number.isFinite(revenue) ? revenue : 0 };
}

export type OwnSoldComparable = {
  saleId: string;
  itemId: string;
  title: string | null;
  condition: string | null;
  size: string | null;
  salePrice: string | null;
  currency: string;
  soldAt: Date;
  listedAt: Date | null;
};

/**
 * The seller's own recorded sales of the same brand in the same eBay category
 * (the pricing agent's third source), newest first, never the item itself.
 */
export async function findOwnSoldComparables(
  db: Db,
  options: { userId: string; brand: string; ebayCategoryId: string; excludeItemId?: string; limit: number },
): Promise<OwnSoldComparable[]> {
  const { listings, items } = schema;
  const rows = await db
    .select({
      saleId: sales.id,
      itemId: items.id,
      title: items.title,
      condition: items.condition,
      size: items.size,
      salePrice: sales.salePrice,
      currency: sales.currency,
      soldAt: sales.soldAt,
      listedAt: listings.listedAt,
    })
    .from(sales)
    .innerJoin(listings, and(eq(listings.id, sales.listingId), eq(listings.userId, sales.userId)))
    .innerJoin(items, and(eq(items.id, listings.itemId), eq(items.userId, sales.userId)))
    .where(
      and(
        eq(sales.userId, options.userId),
        isNotNull(sales.salePrice),
        sql`lower(${items.brand}) = lower(${options.brand})`,
        sql`${items.aiAnalysis}->>'ebay_category_id' = ${options.ebayCategoryId}`,
        options.excludeItemId ? ne(items.id, options.excludeItemId) : undefined,
      ),
    )
    .orderBy(desc(sales.soldAt))
    .limit(options.limit);
  return rows;
}

/** Per listing: units sold and the latest sale's price, from the recorded sales. */
export async function findListingSales(
  db: Db,
  userId: string,
  listingIds: string[],
): Promise<Map<string, { sold: number; lastPrice: number | null }>> {
  const out = new Map<string, { sold: number; lastPrice: number | null }>();
  if (listingIds.length === 0) return out;
  const rows = await db
    .select({ listingId: sales.listingId, quantity: sales.quantity, salePrice: sales.salePrice })
    .from(sales)
    .where(and(eq(sales.userId, userId), inArray(sales.listingId, listingIds)))
    .orderBy(asc(sales.soldAt));
  for (const row of rows) {
    if (!row.listingId) continue;
    const entry = out.get(row.listingId) ?? { sold: 0, lastPrice: null };
    entry.sold += row.quantity;
    if (row.salePrice !== null) entry.lastPrice = Number(row.salePrice);
    out.set(row.listingId, entry);
  }
  return out;
}
