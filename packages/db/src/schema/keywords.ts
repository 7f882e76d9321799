import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './items';
import { users } from './users';

/**
 * What the AI saw on an item and which keywords the seller kept (spec part 3,
 * section 3 'photo_analysis'): written when the item is generated, and the
 * approved keywords when the seller saves the SEO keywords on the details page.
 * One row per item: generating the item again replaces its analysis.
 * Deleting the item deletes the row (section 7's dependents).
 */
export const photoAnalysis = pgTable(
  'photo_analysis',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url'),
    detectedBrand: text('detected_brand'),
    detectedCategory: text('detected_category'),
    detectedStyle: text('detected_style'),
    /** The AI's own keywords. */
    originalKeywords: text('original_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What the draft got: the AI's keywords ranked with what the seller's learning adds. */
    suggestedKeywords: text('suggested_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The keyword confidence of spec part 3, section 9. */
    confidenceScore: real('confidence_score'),
    /** Null until the seller saves the item's keywords; then one approved submission. */
    userApprovedKeywords: text('user_approved_keywords').array(),
    /**
     * How the item's listing did with these keywords (spec part 3,
     * 'update_keyword_performance'; issue 16, point 4), written by the sales
     * sync from eBay's traffic report and the recorded sales. Null until eBay
     * reported; watchers and messages have no source, so they are not kept.
     */
    listingViews: integer('listing_views'),
    listingImpressions: integer('listing_impressions'),
    soldQuantity: integer('sold_quantity'),
    /** The latest sale's price. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    performanceUpdatedAt: timestamp('performance_updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('photo_analysis_item_idx').on(t.itemId), index('photo_analysis_user_idx').on(t.userId)],
);

/**
 * Keywords promoted for one brand and category of one seller (spec part 3,
 * 'auto_promote_brand_keywords'): the database keywords that rank into the
 * seller's next drafts of that brand and category. Keys are the trimmed,
 * lower-cased brand and category ('' for none); `brand` and `category` keep a
 * spelling to show.
 */
export const brandKeywordPromotions = pgTable(
  'brand_keyword_promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandKey: text('brand_key').notNull(),
    categoryKey: text('category_key').notNull(),
    brand: text('brand').notNull(),
    category: text('category'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Each promoted keyword's approval rate when it was promoted. */
    approvalRates: jsonb('approval_rates').$type<Record<string, number>>().notNull().default({}),
    submissions: integer('submissions').notNull(),
    promotedAt: timestamp('promoted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_keyword_promotions_key_idx').on(t.userId, t.brandKey, t.categoryKey)],
);

/** The seller's own keyword preferences (spec part 3, section 3 'user_keyword_preferences'). */
export const userKeywordPreferences = pgTable('user_keyword_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferredKeywords: text('preferred_keywords')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  blockedKeywords: text('blocked_keywords')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Generated keywords count as approved without a save on the details page. */
  autoApprove: boolean('auto_approve').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
