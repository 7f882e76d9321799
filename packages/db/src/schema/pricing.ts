import { index, integer, jsonb, numeric, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { items } from './items';
import { users } from './users';

/**
 * One comparable the pricing agent read for an item (spec part 3, section 3
 * 'market_prices', issue 16): a sold listing (Marketplace Insights), a live
 * asking price (Browse) or one of the seller's own sales. The spec's columns,
 * plus where the row came from and which item's pricing read it. A new run for
 * the item replaces its rows.
 */
export const marketPrices = pgTable(
  'market_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** 'sold', 'asking' or 'own_sale'. */
    source: text('source').notNull(),
    searchQuery: text('search_query').notNull(),
    brand: text('brand'),
    category: text('category'),
    categoryId: text('category_id'),
    condition: text('condition'),
    size: text('size'),
    color: text('color'),
    title: text('title').notNull(),
    /** eBay's legacy item id (or the own sale's id): what makes a comparable unique. */
    listingRef: text('listing_ref'),
    soldPrice: numeric('sold_price', { precision: 12, scale: 2 }),
    askingPrice: numeric('asking_price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    soldDate: timestamp('sold_date', { withTimezone: true }),
    listedDate: timestamp('listed_date', { withTimezone: true }),
    shippingCost: numeric('shipping_cost', { precision: 12, scale: 2 }),
    platform: text('platform').notNull().default('ebay'),
    url: text('url'),
    viewCount: integer('view_count'),
    bidCount: integer('bid_count'),
    watchCount: integer('watch_count'),
    daysToSell: integer('days_to_sell'),
    /** Left out of the figures as an outlier (decision 022), kept for the record. */
    outlier: text('outlier'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('market_prices_item_idx').on(t.itemId),
    index('market_prices_category_idx').on(t.categoryId, t.condition, t.fetchedAt),
  ],
);

/**
 * The pricing agent's recommendation for one item (spec part 3, section 3
 * 'pricing_recommendations'): one row per item, upserted on item_id. The
 * response's marketData, competitiveAnalysis, bestTimeToList and tips are kept
 * in `details`.
 */
export const pricingRecommendations = pgTable(
  'pricing_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendedPrice: numeric('recommended_price', { precision: 12, scale: 2 }).notNull(),
    confidenceScore: real('confidence_score').notNull(),
    priceRangeMin: numeric('price_range_min', { precision: 12, scale: 2 }).notNull(),
    priceRangeMax: numeric('price_range_max', { precision: 12, scale: 2 }).notNull(),
    marketDataPoints: integer('market_data_points').notNull().default(0),
    averageSoldPrice: numeric('average_sold_price', { precision: 12, scale: 2 }),
    medianSoldPrice: numeric('median_sold_price', { precision: 12, scale: 2 }),
    daysOnMarketAvg: real('days_on_market_avg'),
    seasonalityFactor: real('seasonality_factor').notNull().default(1),
    trendFactor: real('trend_factor').notNull().default(1),
    /** increasing, decreasing or stable; null with fewer than 10 sales. */
    demandTrend: text('demand_trend'),
    /** market, category or default (shared PRICE_SOURCES). */
    priceSource: text('price_source').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('pricing_recommendations_item_idx').on(t.itemId),
    index('pricing_recommendations_user_idx').on(t.userId),
  ],
);
