import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Scratch rows of the backend test page's database insert test (spec part 3,
 * diagnostics: the test "removes its test data afterwards"). A row lives for
 * the length of one test; none should ever be left behind.
 */
export const diagnosticRuns = pgTable('diagnostic_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** A random value written and read back, so the test proves a round trip of real data. */
  probe: text('probe').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
