import { count, desc, eq, max, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

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
export async function sumSales(db: Db, userId: string, monthStart: Date): Promise<{ count: number; revenue: number }> {
  const [row] = await db
    .select({
      count: count(),
      revenue: sql<string>`coalesce(sum(${sales.salePrice}) filter (where ${sales.soldAt} >= ${monthStart.toISOString()}::timestamptz), 0)`,
    })
    .from(sales)
    .where(eq(sales.userId, userId));
  const revenue = Number(row?.revenue ?? 0);
  return { count: row?.count ?? 0, revenue: Number.isFinite(revenue) ? revenue : 0 };
}
