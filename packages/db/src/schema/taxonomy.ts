import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * eBay's category tree per marketplace, as the Taxonomy API last gave it
 * (issue 14, point 1). One row per marketplace: the tree id, its version, and
 * the nodes flattened (id, name, parent, level, leaf). `checked_at` is when the
 * version was last asked for; a new version replaces the row. Kept in the
 * database so every instance shares one copy.
 */
export const ebayCategoryTrees = pgTable('ebay_category_trees', {
  marketplaceId: text('marketplace_id').primaryKey(),
  treeId: text('tree_id').notNull(),
  version: text('version').notNull(),
  nodes: jsonb('nodes').$type<unknown[]>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A leaf category's rules (its aspects from getItemAspectsForCategory and its
 * conditions from the Metadata API), keyed by tree and version so a new tree
 * version is fetched afresh rather than trusted from the old one.
 */
export const ebayCategoryRules = pgTable(
  'ebay_category_rules',
  {
    treeId: text('tree_id').notNull(),
    version: text('version').notNull(),
    categoryId: text('category_id').notNull(),
    rules: jsonb('rules').$type<Record<string, unknown>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.treeId, t.version, t.categoryId] })],
);
