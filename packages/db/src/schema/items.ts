import { sql } from 'drizzle-orm';
import {
  check,
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
import { users } from './users';

/**
 * The stored item (spec part 2, section 3 'Item record'; part 3, section 3):
 * what the seller keeps of a listing draft. The AI's own values are kept
 * apart in ai_predictions, so edits here never overwrite what the AI said.
 * `sku` names the SKU group the item was generated from: one item per group.
 */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    title: text('title'),
    description: text('description'),
    brand: text('brand'),
    category: text('category'),
    size: text('size'),
    condition: text('condition'),
    color: text('color'),
    modelNumber: text('model_number'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    primaryImageUrl: text('primary_image_url'),
    suggestedPrice: numeric('suggested_price', { precision: 12, scale: 2 }),
    /** Set on the details page (spec part 3, section 2); wins over the suggested price there. */
    finalPrice: numeric('final_price', { precision: 12, scale: 2 }),
    priceRangeMin: numeric('price_range_min', { precision: 12, scale: 2 }),
    priceRangeMax: numeric('price_range_max', { precision: 12, scale: 2 }),
    aiSuggestedKeywords: text('ai_suggested_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    aiConfidence: real('ai_confidence'),
    aiAnalysis: jsonb('ai_analysis').$type<Record<string, unknown>>().notNull().default({}),
    /** 'draft' on creation (spec part 2, section 4.4); posting moves it on. */
    status: text('status').notNull().default('draft'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Generating a group twice must update its item, never make a second one.
    uniqueIndex('items_user_sku_idx').on(t.userId, t.sku),
    index('items_user_created_idx').on(t.userId, t.createdAt),
    // The inventory screen finds a page of stock SKUs' items (and so their listings) by trimmed SKU.
    index('items_user_trimmed_sku_idx').on(t.userId, sql`trim(${t.sku})`),
    check(
      'items_prices_non_negative',
      sql`coalesce(${t.suggestedPrice}, 0) >= 0 and coalesce(${t.finalPrice}, 0) >= 0`,
    ),
    check('items_title_length', sql`char_length(coalesce(${t.title}, '')) <= 80`),
  ],
);

/**
 * How many stored items each seller has: the dashboard's "Items processed" (spec part 3, section
 * 2). Kept by statement triggers on `items` (migration 0018), so the card costs one row at a
 * million items as at ten; counting the seller's items took 196 ms at a million (issue 19,
 * decision 041). A seller without a row has none.
 */
export const sellerItemCounts = pgTable('seller_item_counts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  items: integer('items').notNull().default(0),
});

/**
 * Where the generation of one SKU group stands (spec part 2, section 4.4), kept
 * on the server so a closed tab or a restart loses nothing. `request_id`
 * changes with every Generate; a job carrying an older one does nothing, which
 * makes each request run exactly once. Deleting the item removes its row.
 */
export const itemGenerations = pgTable(
  'item_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'analyzing', 'ready', 'needs_attention', 'complete'] }).notNull(),
    error: text('error'),
    requestId: uuid('request_id').notNull(),
    jobId: text('job_id'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('item_generations_user_sku_idx').on(t.userId, t.sku),
    check(
      'item_generations_status_check',
      sql`${t.status} in ('queued', 'analyzing', 'ready', 'needs_attention', 'complete')`,
    ),
  ],
);
