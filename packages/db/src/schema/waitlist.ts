import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Waitlist sign-ups: one row per normalised e-mail (spec part 1 section 3, part 3 section 3). */
export const waitlist = pgTable('waitlist', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  source: text('source').notNull(),
  pageUrl: text('page_url'),
  name: text('name'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  picture: text('picture'),
  googleId: text('google_id'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
