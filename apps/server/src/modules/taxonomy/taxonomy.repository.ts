import { and, desc, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@listlens/db';

// The only module that queries ebay_category_trees and ebay_category_rules.
// Neither belongs to a seller: they are eBay's public rules, shared by all.

const trees = schema.ebayCategoryTrees;
const rules = schema.ebayCategoryRules;

export type TreeRow = typeof trees.$inferSelect;

export async function findTree(db: Db, marketplaceId: string): Promise<TreeRow | undefined> {
  const rows = await db.select().from(trees).where(eq(trees.marketplaceId, marketplaceId)).limit(1);
  return rows[0];
}

/** A new tree or a new version of it; two instances saving at once end with the same row. */
export async function saveTree(
  db: Db,
  row: { marketplaceId: string; treeId: string; version: string; nodes: unknown[] },
  at: Date,
): Promise<void> {
  await db
    .insert(trees)
    .values({ ...row, fetchedAt: at, checkedAt: at })
    .onConflictDoUpdate({
      target: trees.marketplaceId,
      set: { treeId: row.treeId, version: row.version, nodes: row.nodes, fetchedAt: at, checkedAt: at },
    });
}

/** The version was asked for and is unchanged. */
export async function touchTree(db: Db, marketplaceId: string, at: Date): Promise<void> {
  await db.update(trees).set({ checkedAt: at }).where(eq(trees.marketplaceId, marketplaceId));
}

export async function findRules(
  db: Db,
  key: { treeId: string; version: string; categoryId: string },
): Promise<Record<string, unknown> | undefined> {
  const rows = await db
    .select({ rules: rules.rules })
    .from(rules)
    .where(and(eq(rules.treeId, key.treeId), eq(rules.version, key.version), eq(rules.categoryId, key.categoryId)))
    .limit(1);
  return rows[0]?.rules;
}

/** The newest rules of a category in any version: what is left when eBay cannot be asked. */
export async function findLatestRules(
  db: Db,
  key: { treeId: string; categoryId: string },
): Promise<Record<string, unknown> | undefined> {
  const rows = await db
    .select({ rules: rules.rules })
    .from(rules)
    .where(and(eq(rules.treeId, key.treeId), eq(rules.categoryId, key.categoryId)))
    .orderBy(desc(rules.fetchedAt))
    .limit(1);
  return rows[0]?.rules;
}

export async function saveRules(
  db: Db,
  key: { treeId: string; version: string; categoryId: string },
  value: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await db
    .insert(rules)
    .values({ ...key, rules: value, fetchedAt: at })
    .onConflictDoUpdate({
      target: [rules.treeId, rules.version, rules.categoryId],
      set: { rules: value, fetchedAt: at },
    });
}

/** Rules of versions other than the current one are never read again. */
export async function deleteOtherVersions(db: Db, treeId: string, version: string): Promise<void> {
  await db.delete(rules).where(and(eq(rules.treeId, treeId), sql`${rules.version} <> ${version}`));
}
