import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

/** The seller's profile (spec part 1, section 3), one row per auth user. */
export const users = pgTable('users', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  name: text('name'),
  avatarUrl: text('avatar_url'),
  subscriptionPlan: text('subscription_plan').notNull().default('free'),
  subscriptionStatus: text('subscription_status').notNull().default('active'),
  /**
   * The spec's counters, no longer written or read: the profile's figures are
   * derived from the listings and sales tables on every read (issue 18, point 6;
   * apps/server/src/modules/profile/seller-figures.ts).
   */
  listingsUsed: integer('listings_used').notNull().default(0),
  listingsLimit: integer('listings_limit').notNull().default(999),
  totalSales: integer('total_sales').notNull().default(0),
  monthlyRevenue: numeric('monthly_revenue', { precision: 12, scale: 2 }).notNull().default('0'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
