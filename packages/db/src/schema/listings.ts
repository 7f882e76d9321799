import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { items } from './items';
import { users } from './users';

/**
 * A listing of an item on the marketplaces (spec part 3, section 3 'Listing'),
 * one per item: posting sets it active, or creates it (section 4). Publishing
 * is a job (issue 8), so the row also says where the post stands: `publishing`
 * while the job runs, `failed` with eBay's own errors, then `active`, `sold`
 * or `ended`. `publish_request_id` changes with every Post, so a job carrying
 * an older one does nothing. The eBay ids make a retried post reuse the offer
 * and listing it made instead of making new ones.
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The SKU the listing has on eBay (the item's SKU group, in eBay's alphabet). */
    sku: text('sku'),
    title: text('title'),
    description: text('description'),
    price: numeric('price', { precision: 12, scale: 2 }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    platforms: text('platforms')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('publishing'),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    businessPolicies: jsonb('business_policies').$type<Record<string, string>>().notNull().default({}),
    /**
     * Traffic as eBay reports it (Sell Analytics' traffic report, refreshed
     * with the sales sync; issue 16, point 5), over the report's last 90 days.
     * Null is "eBay gave no figure", never 0: watchers and messages have no
     * source yet, so they stay null. `click_through_rate` is in percent.
     */
    totalViews: integer('total_views'),
    totalWatchers: integer('total_watchers'),
    totalMessages: integer('total_messages'),
    totalImpressions: integer('total_impressions'),
    clickThroughRate: numeric('click_through_rate', { precision: 6, scale: 2 }),
    totalTransactions: integer('total_transactions'),
    trafficUpdatedAt: timestamp('traffic_updated_at', { withTimezone: true }),
    marketplaceId: text('marketplace_id').notNull().default('EBAY_US'),
    ebayOfferId: text('ebay_offer_id'),
    ebayListingId: text('ebay_listing_id'),
    listingUrl: text('listing_url'),
    publishRequestId: uuid('publish_request_id'),
    publishJobId: text('publish_job_id'),
    /** `{ message, details[] }`: eBay's errors in full when the last post failed. */
    publishError: jsonb('publish_error').$type<{ message: string; details: unknown[] }>(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listings_item_idx').on(t.itemId),
    index('listings_user_status_idx').on(t.userId, t.status),
    index('listings_user_ebay_listing_idx').on(t.userId, t.ebayListingId),
    check('listings_price_non_negative', sql`coalesce(${t.price}, 0) >= 0`),
  ],
);
