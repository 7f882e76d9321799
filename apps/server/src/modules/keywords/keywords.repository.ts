import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';
import type { AnalysisRow, PromotionRow } from './keyword-learning';

// The only module that queries photo_analysis, brand_keyword_promotions and
// user_keyword_preferences; every query is filtered by user_id.

const analysis = schema.photoAnalysis;
const promotions = schema.brandKeywordPromotions;
const preferences = schema.userKeywordPreferences;

/** A transaction or the database itself. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export type PreferencesRow = typeof preferences.$inferSelect;
export type NewAnalysisRow = Omit<typeof analysis.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewPromotionRow = Omit<typeof promotions.$inferInsert, 'id'>;

/** The seller's analyses that have a brand, newest first. */
export function findAnalysisRows(db: Executor, userId: string): Promise<AnalysisRow[]> {
  return db
    .select({
      brand: analysis.detectedBrand,
      category: analysis.detectedCategory,
      approved: analysis.userApprovedKeywords,
    })
    .from(analysis)
    .where(and(eq(analysis.userId, userId), isNotNull(analysis.detectedBrand)))
    .orderBy(desc(analysis.updatedAt), desc(analysis.id));
}

/**
 * Spec part 3, section 7 'insert into photo_analysis': one row per item, so a
 * regeneration replaces what the AI saw and the approval starts again.
 */
export async function upsertAnalysis(db: Executor, values: NewAnalysisRow): Promise<void> {
  const { userId, itemId, ...changes } = values;
  await db
    .insert(analysis)
    .values({ userId, itemId, ...changes })
    .onConflictDoUpdate({
      target: analysis.itemId,
      set: { ...changes, userApprovedKeywords: changes.userApprovedKeywords ?? null, updatedAt: sql`now()` },
      // The caller checked the item is the seller's; never touch another seller's row all the same.
      setWhere: eq(analysis.userId, userId),
    });
}

/**
 * Spec part 3, section 7 'update photo_analysis user_approved_keywords by
 * item_id'. An item generated before learning existed gets its row from the
 * item itself. Nothing happens for an item that is not this seller's.
 */
export async function approveItemKeywords(
  db: Executor,
  userId: string,
  itemId: string,
  keywords: string[],
): Promise<void> {
  const approved = sql`array(select jsonb_array_elements_text(${JSON.stringify(keywords)}::jsonb))`;
  await db.execute(sql`
    insert into photo_analysis
      (item_id, user_id, image_url, detected_brand, detected_category, original_keywords, suggested_keywords,
       user_approved_keywords)
    select i.id, i.user_id, i.primary_image_url, i.brand, i.category, i.ai_suggested_keywords,
      i.ai_suggested_keywords, ${approved}
    from items i where i.id::text = ${itemId} and i.user_id = ${userId}
    on conflict (item_id) do update
      set user_approved_keywords = excluded.user_approved_keywords, updated_at = now()
      where photo_analysis.user_id = ${userId}`);
}

/** How an item's listing did (photo_analysis' performance columns); null is "no figure". */
export type ListingPerformance = {
  views: number | null;
  impressions: number | null;
  soldQuantity: number;
  salePrice: number | null;
};

/**
 * Spec part 3, 'update_keyword_performance', by item: the listing's figures on
 * the item's photo_analysis row. An item with no analysis row (made before
 * learning existed) has no keywords to credit, so nothing happens.
 */
export async function updatePerformance(
  db: Executor,
  userId: string,
  itemId: string,
  performance: ListingPerformance,
  at: Date,
): Promise<void> {
  await db
    .update(analysis)
    .set({
      listingViews: performance.views,
      listingImpressions: performance.impressions,
      soldQuantity: performance.soldQuantity,
      salePrice: performance.salePrice === null ? null : performance.salePrice.toFixed(2),
      performanceUpdatedAt: at,
    })
    .where(and(eq(analysis.itemId, itemId), eq(analysis.userId, userId)));
}

export type KeywordPerformanceRow = {
  keyword: string;
  listings: number;
  views: number;
  impressions: number;
  sold: number;
  averageSalePrice: string | null;
};

/**
 * Per keyword of the seller's listed items (the approved keywords, else the
 * draft's), summed over the items whose listing eBay reported on: listings,
 * views, impressions, units sold and the average sale price. Spellings that
 * differ only in case count as one keyword.
 */
export async function findKeywordPerformance(db: Executor, userId: string): Promise<KeywordPerformanceRow[]> {
  const result = await db.execute(sql`
    select min(k.keyword) as keyword,
      count(distinct pa.id)::int as listings,
      coalesce(sum(pa.listing_views), 0)::int as views,
      coalesce(sum(pa.listing_impressions), 0)::int as impressions,
      coalesce(sum(pa.sold_quantity), 0)::int as sold,
      round(avg(pa.sale_price), 2)::text as "averageSalePrice"
    from photo_analysis pa
    cross join lateral (
      select distinct on (lower(btrim(w))) btrim(w) as keyword
      from unnest(coalesce(pa.user_approved_keywords, pa.suggested_keywords)) as w
      where btrim(w) <> ''
    ) k
    where pa.user_id = ${userId} and pa.performance_updated_at is not null
    group by lower(k.keyword)
    order by sold desc, views desc, lower(k.keyword)
    limit 100`);
  return (result as unknown as { rows: KeywordPerformanceRow[] }).rows;
}

/** What the learning reads of a promotion. */
const promotionColumns = {
  brandKey: promotions.brandKey,
  categoryKey: promotions.categoryKey,
  keywords: promotions.keywords,
  promotedAt: promotions.promotedAt,
};

export function findPromotions(db: Executor, userId: string): Promise<PromotionRow[]> {
  return db.select(promotionColumns).from(promotions).where(eq(promotions.userId, userId));
}

export async function findPromotion(
  db: Executor,
  userId: string,
  brandKey: string,
  categoryKey: string,
): Promise<PromotionRow | undefined> {
  const rows = await db
    .select(promotionColumns)
    .from(promotions)
    .where(
      and(eq(promotions.userId, userId), eq(promotions.brandKey, brandKey), eq(promotions.categoryKey, categoryKey)),
    )
    .limit(1);
  return rows[0];
}

/** Spec part 3, 'auto_promote_brand_keywords': the promoted set replaces the previous one. */
export async function upsertPromotion(db: Executor, values: NewPromotionRow): Promise<void> {
  await db
    .insert(promotions)
    .values(values)
    .onConflictDoUpdate({
      target: [promotions.userId, promotions.brandKey, promotions.categoryKey],
      set: {
        brand: values.brand,
        category: values.category ?? null,
        keywords: values.keywords,
        approvalRates: values.approvalRates,
        submissions: values.submissions,
        promotedAt: sql`now()`,
      },
    });
}

/** Spec part 3, section 7 'select user_keyword_preferences by user'. */
export async function findPreferences(db: Executor, userId: string): Promise<PreferencesRow | undefined> {
  const rows = await db.select().from(preferences).where(eq(preferences.userId, userId)).limit(1);
  return rows[0];
}

export async function upsertPreferences(
  db: Executor,
  values: Omit<typeof preferences.$inferInsert, 'updatedAt'>,
): Promise<PreferencesRow> {
  const { userId, ...changes } = values;
  const [row] = await db
    .insert(preferences)
    .values(values)
    .onConflictDoUpdate({ target: preferences.userId, set: { ...changes, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error(`user_keyword_preferences upsert for ${userId} returned no row`);
  return row;
}
