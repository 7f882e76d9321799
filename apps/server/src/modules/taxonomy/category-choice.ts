import { EBAY_CLOTHING_CATEGORY_ID, type CategorySuggestion, type Department } from '@listlens/shared';
import { resolveFromTable, type CategoryQuery, type ListingTaxonomy, type ResolvedCategory } from '../ai';
import { departmentOfPath, type TreeIndex, type TreeNode } from './category-tree';
import { currentTree, rulesFor, type TaxonomyDeps } from './taxonomy.service';

/** How a department reads in a search for eBay's suggestions. */
const DEPARTMENT_WORD: Record<Department, string> = {
  Men: 'Men',
  Women: 'Women',
  Boys: 'Boys',
  Girls: 'Girls',
  'Unisex Adult': 'Unisex',
};

/** With no department in evidence: dresses and skirts are women's wear; the rest takes the men's side, as eBay's unisex convention does. */
function assumedDepartment(itemType: string): Department {
  return /^(dress|skirt)$/i.test(itemType) ? 'Women' : 'Men';
}

/** From the most specific search to the plainest, until eBay suggests something. */
function queriesOf(query: CategoryQuery, department: Department): string[] {
  const word = DEPARTMENT_WORD[department];
  const full = [word, query.itemType, ...query.terms].join(' ');
  return [...new Set([full, `${word} ${query.itemType}`, query.itemType])];
}

type Candidate = { node: TreeNode; department: Department | null };

async function suggestedLeaves(deps: TaxonomyDeps, treeId: string, index: TreeIndex, q: string): Promise<Candidate[]> {
  const suggestions = await deps.client.suggestions(treeId, q);
  return suggestions.flatMap((s) => {
    const node = index.get(s.category.categoryId);
    if (!node?.leaf || !index.isWithin(node.id, EBAY_CLOTHING_CATEGORY_ID)) return [];
    return [{ node, department: departmentOfPath(index.pathOf(node.id).map((n) => n.name)) }];
  });
}

/** eBay's runners-up as the spec's category suggestions (part 2, section 3): score / 10 is the confidence. */
function toSuggestions(index: TreeIndex, candidates: Candidate[], confidence: number): CategorySuggestion[] {
  return candidates.slice(0, 5).map((c, rank) => ({
    categoryId: c.node.id,
    categoryName: c.node.name,
    categoryPath: index.pathText(c.node.id),
    isLeafCategory: true,
    categoryLevel: c.node.level,
    score: Number((10 * confidence * 0.8 ** rank).toFixed(2)),
  }));
}

/**
 * The leaf for what the item is (issue 14, point 1): eBay's category
 * suggestions for the department, item type and key terms, then the best leaf
 * under Clothing, Shoes & Accessories in that department. The department
 * comes from evidence; without it a default side is taken and said so.
 */
export async function chooseCategory(deps: TaxonomyDeps, query: CategoryQuery): Promise<ResolvedCategory | null> {
  const tree = await currentTree(deps);
  const department = query.department ?? assumedDepartment(query.itemType);
  const assumed = query.department === null;
  let candidates: Candidate[] = [];
  for (const q of queriesOf(query, department)) {
    candidates = await suggestedLeaves(deps, tree.treeId, tree.index, q);
    if (candidates.length > 0) break;
  }
  const chosen = candidates.find((c) => c.department === department) ?? candidates[0];
  if (!chosen) return null;
  const rules = await rulesFor(deps, chosen.node.id);
  if (!rules) return null;
  const confidence = Number((query.itemTypeConfidence * (assumed ? 0.6 : 1)).toFixed(3));
  const ordered = [chosen, ...candidates.filter((c) => c !== chosen)];
  return {
    rules,
    suggestions: toSuggestions(tree.index, ordered, confidence),
    confidence,
    departmentAssumed: assumed,
  };
}

/**
 * eBay's taxonomy as the listing stage's port. eBay unreachable with nothing
 * cached: the built-in table answers, and its rules say 'fallback'.
 */
export function ebayListingTaxonomy(deps: TaxonomyDeps): ListingTaxonomy {
  return {
    async resolve(query) {
      try {
        return await chooseCategory(deps, query);
      } catch (error) {
        deps.logger.warn({ err: error }, 'eBay category suggestions unreachable; built-in table used');
        return resolveFromTable(query);
      }
    },
  };
}
