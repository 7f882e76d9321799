import { CategoryRulesSchema, EBAY_CLOTHING_CATEGORY_ID, type CategoryRules } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { EbayTaxonomy } from '../../adapters/ebay/ebay-taxonomy';
import { fallbackRulesFor } from '../ai';
import { toConditions, toDefinition } from './aspect-rules';
import { flattenTree, indexTree, type TreeIndex, type TreeNode } from './category-tree';
import * as repo from './taxonomy.repository';

// eBay's category tree and each category's rules, read from eBay's Taxonomy
// and Metadata APIs at run time (issue 14, points 1 to 3) and cached in the
// database by marketplace and tree version, so every instance shares them and
// a new tree version refreshes them. When eBay cannot be reached, what was
// cached stays in use; with nothing cached, the built-in table stands in and
// the rules say so (`source: 'fallback'`).

export type TaxonomyDeps = {
  db: Db;
  client: EbayTaxonomy;
  now: () => Date;
  /** How long a tree version is trusted before eBay is asked again. */
  checkEveryMs: number;
  logger: FastifyBaseLogger;
};

export const MARKETPLACE_ID = 'EBAY_US';
/** eBay publishes a new US tree about once a quarter; asking once an hour finds it the same day. */
export const TREE_CHECK_MS = 60 * 60_000;

export type CurrentTree = { treeId: string; version: string; index: TreeIndex };

/** Parsed trees by version: the rows are shared, the parse is per process (nothing to go stale). */
const parsed = new Map<string, TreeIndex>();

function indexOf(row: repo.TreeRow): CurrentTree {
  const key = `${row.treeId}@${row.version}`;
  let index = parsed.get(key);
  if (!index) {
    index = indexTree(row.nodes as TreeNode[]);
    parsed.clear();
    parsed.set(key, index);
  }
  return { treeId: row.treeId, version: row.version, index };
}

/**
 * Clothing, Shoes & Accessories with the path above it: ListLens lists
 * clothing, and eBay's whole US tree is tens of thousands of nodes.
 */
async function fetchTree(deps: TaxonomyDeps, treeId: string): Promise<{ version: string; nodes: TreeNode[] }> {
  const tree = await deps.client.categoryTree(treeId);
  const nodes = flattenTree(tree.rootCategoryNode);
  const index = indexTree(nodes);
  const kept = new Set([
    ...index.pathOf(EBAY_CLOTHING_CATEGORY_ID).map((n) => n.id),
    ...nodes.filter((n) => index.isWithin(n.id, EBAY_CLOTHING_CATEGORY_ID)).map((n) => n.id),
    tree.rootCategoryNode.category.categoryId,
  ]);
  return { version: tree.categoryTreeVersion, nodes: nodes.filter((n) => kept.has(n.id)) };
}

/**
 * The tree as the database has it, asking eBay for its version when the last
 * check is older than `checkEveryMs`; a new version is fetched and replaces it.
 * Throws only when eBay cannot be reached and nothing is cached.
 */
export async function currentTree(deps: TaxonomyDeps): Promise<CurrentTree> {
  const row = await repo.findTree(deps.db, MARKETPLACE_ID);
  const now = deps.now();
  if (row && now.getTime() - row.checkedAt.getTime() < deps.checkEveryMs) return indexOf(row);
  try {
    const latest = await deps.client.defaultTree();
    if (row && row.treeId === latest.categoryTreeId && row.version === latest.categoryTreeVersion) {
      await repo.touchTree(deps.db, MARKETPLACE_ID, now);
      return indexOf(row);
    }
    const fetched = await fetchTree(deps, latest.categoryTreeId);
    const saved = { marketplaceId: MARKETPLACE_ID, treeId: latest.categoryTreeId, ...fetched };
    await repo.saveTree(deps.db, saved, now);
    await repo.deleteOtherVersions(deps.db, saved.treeId, saved.version);
    deps.logger.info({ treeId: saved.treeId, version: saved.version }, 'eBay category tree refreshed');
    return indexOf({ ...saved, fetchedAt: now, checkedAt: now });
  } catch (error) {
    if (!row) throw error;
    deps.logger.warn({ err: error }, 'eBay taxonomy unreachable; the cached category tree stays in use');
    return indexOf(row);
  }
}

/**
 * eBay refused a listing on its rules (a missing or wrong item specific, a
 * condition): the cached tree is checked again on its next use, so a new
 * version eBay has moved to is picked up at once rather than within the hour.
 */
export async function expireTreeCheck(deps: Pick<TaxonomyDeps, 'db'>): Promise<void> {
  await repo.touchTree(deps.db, MARKETPLACE_ID, new Date(0));
}

async function fetchRules(deps: TaxonomyDeps, tree: CurrentTree, leaf: TreeNode): Promise<CategoryRules> {
  const [aspects, policies] = await Promise.all([
    deps.client.itemAspects(tree.treeId, leaf.id),
    deps.client.conditionPolicies([leaf.id]),
  ]);
  return {
    categoryId: leaf.id,
    categoryName: leaf.name,
    categoryPath: tree.index.pathText(leaf.id),
    treeVersion: tree.version,
    source: 'ebay',
    aspects: aspects.map(toDefinition),
    conditions: toConditions(policies.find((p) => p.categoryId === leaf.id)),
  };
}

const parseRules = (value: unknown): CategoryRules | undefined => {
  const result = CategoryRulesSchema.safeParse(value);
  return result.success ? result.data : undefined;
};

/**
 * A leaf's rules for the current tree version: cached, or asked of eBay and
 * cached. null when the id is not a leaf of the tree. When eBay cannot be
 * reached: the newest cached version of them, else the built-in table's.
 */
export async function rulesFor(deps: TaxonomyDeps, categoryId: string): Promise<CategoryRules | null> {
  let tree: CurrentTree;
  try {
    tree = await currentTree(deps);
  } catch (error) {
    deps.logger.warn({ err: error, categoryId }, 'eBay taxonomy unreachable; built-in rules used');
    return fallbackRulesFor(categoryId);
  }
  const leaf = tree.index.get(categoryId);
  if (!leaf?.leaf) return null;
  const key = { treeId: tree.treeId, version: tree.version, categoryId };
  const cached = parseRules(await repo.findRules(deps.db, key));
  if (cached) return cached;
  try {
    const rules = await fetchRules(deps, tree, leaf);
    await repo.saveRules(deps.db, key, rules, deps.now());
    return rules;
  } catch (error) {
    deps.logger.warn({ err: error, categoryId }, 'eBay aspects unreachable; older or built-in rules used');
    return parseRules(await repo.findLatestRules(deps.db, key)) ?? fallbackRulesFor(categoryId);
  }
}

/**
 * Rules of several categories at once, for a screen of items: from the cache
 * only (the database, never eBay), so a list never waits on eBay. Rules are
 * cached when an item gets its category, so a list finds them there; a
 * category whose current version is not cached yet gets its newest cached
 * version. Unknown ids are left out.
 */
export async function cachedRulesForMany(
  deps: TaxonomyDeps,
  categoryIds: Iterable<string>,
): Promise<Map<string, CategoryRules>> {
  const out = new Map<string, CategoryRules>();
  const ids = [...new Set(categoryIds)];
  if (ids.length === 0) return out;
  const tree = await repo.findTree(deps.db, MARKETPLACE_ID);
  for (const categoryId of ids) {
    const key = { treeId: tree?.treeId ?? '0', version: tree?.version ?? '', categoryId };
    const rules =
      parseRules(await repo.findRules(deps.db, key)) ??
      parseRules(await repo.findLatestRules(deps.db, key)) ??
      fallbackRulesFor(categoryId);
    if (rules) out.set(categoryId, rules);
  }
  return out;
}
