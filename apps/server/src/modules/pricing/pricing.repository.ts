import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

const { marketPrices, pricingRecommendations } = schema;

export type MarketPriceRow = typeof marketPrices.$inferSelect;
export type NewMarketPriceRow = typeof marketPrices.$inferInsert;
export type RecommendationRow = typeof pricingRecommendations.$inferSelect;
export type NewRecommendationRow = typeof pricingRecommendations.$inferInsert;

/** Market rows go in 10 at a time (issue 16): a large batch never makes one huge statement. */
export const MARKET_BATCH = 10;

/** One pricing run's comparables replace the item's earlier ones, in one transaction. */
export async function replaceMarketPrices(
  db: Db,
  userId: string,
  itemId: string,
  rows: Omit<NewMarketPriceRow, 'userId' | 'itemId'>[],
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.delete(marketPrices).where(and(eq(marketPrices.userId, userId), eq(marketPrices.itemId, itemId)));
    for (let start = 0; start < rows.length; start += MARKET_BATCH) {
      const batch = rows.slice(start, start + MARKET_BATCH).map((row) => ({ ...row, userId, itemId }));
      await tx.insert(marketPrices).values(batch);
    }
    return rows.length;
  });
}

export function findMarketPrices(db: Db, userId: string, itemId: string): Promise<MarketPriceRow[]> {
  return (
    db
      .select()
      .from(marketPrices)
      .where(and(eq(marketPrices.userId, userId), eq(marketPrices.itemId, itemId), isNull(marketPrices.outlier)))
      // Sold first, then the seller's own sales, then asking prices; newest first within each.
      .orderBy(
        sql`case ${marketPrices.source} when 'sold' then 0 when 'own_sale' then 1 else 2 end`,
        desc(sql`coalesce(${marketPrices.soldDate}, ${marketPrices.listedDate}, ${marketPrices.fetchedAt})`),
      )
  );
}

/**
 * The median eBay sold price stored for a category in the last 90 days, from
 * any seller's pricing runs (public market data, never own sales); null when
 * none. The fallback's second source (decision 022).
 */
export async function storedCategoryMedian(db: Db, categoryId: string, since: Date): Promise<number | null> {
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${marketPrices.soldPrice})`,
    })
    .from(marketPrices)
    .where(
      and(
        eq(marketPrices.categoryId, categoryId),
        eq(marketPrices.source, 'sold'),
        isNull(marketPrices.outlier),
        gte(marketPrices.fetchedAt, since),
      ),
    );
  const value = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return value !== null && Number.isFinite(value) ? value : null;
}

export async function upsertRecommendation(db: Db, values: NewRecommendationRow): Promise<RecommendationRow> {
  const { itemId: _item, userId: _user, ...changes } = values;
  const [row] = await db
    .insert(pricingRecommendations)
    .values(values)
    .onConflictDoUpdate({ target: pricingRecommendations.itemId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('the pricing recommendation was not stored');
  return row;
}

export async function findRecommendation(
  db: Db,
  userId: string,
  itemId: string,
): Promise<RecommendationRow | undefined> {
  const [row] = await db
    .select()
    .from(pricingRecommendations)
    .where(and(eq(pricingRecommendations.userId, userId), eq(pricingRecommendations.itemId, itemId)));
  return row;
}
