import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * A sale of a listing (spec part 3, section 3 'Sale'), one row per eBay order
 * line, recorded by the sales sync (issue 8). The unique line id makes a line
 * read twice count once.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the item and its listing are deleted: a sale stays in the books (issue 18, point 5). */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull().defaultNow(),
    quantity: integer('quantity').notNull().default(1),
    /** What the buyer paid for the line, before shipping and fees. */
    salePrice: numeric('sale_price', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('USD'),
    ebayOrderId: text('ebay_order_id'),
    ebayLineItemId: text('ebay_line_item_id'),
    buyerUsername: text('buyer_username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sales_user_line_idx').on(t.userId, t.ebayLineItemId),
    index('sales_user_sold_idx').on(t.userId, t.soldAt),
  ],
);
