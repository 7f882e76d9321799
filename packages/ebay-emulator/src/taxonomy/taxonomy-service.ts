import { apiError } from '../lib/ebay-errors';
import { aspectsFor } from './aspects';
import { rankLeaves } from './category-suggestions';
import { ancestorsOf, CATEGORY_TREE_ID, childrenOf, findCategory, findLeaf, type CategoryNode } from './category-tree';

/** Default tree per marketplace: eBay's site ids. Only tree 0 (EBAY_US) has categories here. */
const DEFAULT_TREES: Record<string, string> = {
  EBAY_US: '0',
  EBAY_CA: '2',
  EBAY_GB: '3',
  EBAY_AU: '15',
  EBAY_DE: '77',
};

export function defaultTreeId(marketplaceId: string | undefined, version: string) {
  if (!marketplaceId) throw apiError('taxonomy', 400, 62002, 'Missing marketplace ID.');
  const categoryTreeId = DEFAULT_TREES[marketplaceId];
  if (!categoryTreeId) throw apiError('taxonomy', 400, 62003, 'The marketplace ID was not found.');
  return { categoryTreeId, categoryTreeVersion: version };
}

export function requireTree(treeId: string): void {
  if (treeId !== CATEGORY_TREE_ID) throw apiError('taxonomy', 400, 62004, 'The category tree ID was not found.');
}

function subtreeHref(baseUrl: string, categoryId: string): string {
  return `${baseUrl}/commerce/taxonomy/v1/category_tree/${CATEGORY_TREE_ID}/get_category_subtree?category_id=${categoryId}`;
}

/**
 * getCategorySuggestions: leaves only, most relevant first (category-suggestions.ts),
 * each with its ancestors from the parent up; 204 (undefined here) when nothing matches.
 */
export function suggestCategories(q: string | undefined, baseUrl: string, version: string) {
  if (!q || q.trim() === '')
    throw apiError('taxonomy', 400, 62007, "Missing keyword 'q'. Describe the item in a few words.");
  const ranked = rankLeaves(q);
  if (ranked.length === 0) return undefined;
  return {
    categoryTreeId: CATEGORY_TREE_ID,
    categoryTreeVersion: version,
    categorySuggestions: ranked.map(({ leaf }) => ({
      category: { categoryId: leaf.categoryId, categoryName: leaf.categoryName },
      categoryTreeNodeLevel: leaf.level,
      categoryTreeNodeAncestors: ancestorsOf(leaf.categoryId).map((node) => ({
        categoryId: node.categoryId,
        categoryName: node.categoryName,
        categoryTreeNodeLevel: node.level,
        categorySubtreeNodeHref: subtreeHref(baseUrl, node.categoryId),
      })),
    })),
  };
}

export function itemAspects(categoryId: string | undefined, version: string) {
  if (!categoryId) throw apiError('taxonomy', 400, 62006, 'Missing category ID.');
  if (categoryId === CATEGORY_TREE_ID)
    throw apiError('taxonomy', 400, 62008, 'The category ID is the root of the tree.');
  const node = findCategory(categoryId);
  if (!node) throw apiError('taxonomy', 400, 62005, 'The category ID does not belong to the category tree.');
  const leaf = findLeaf(categoryId);
  if (!leaf) throw apiError('taxonomy', 400, 62009, 'The category ID must be a leaf category.');
  return {
    aspects: aspectsFor(leaf, version).map((aspect) => ({
      localizedAspectName: aspect.name,
      aspectConstraint: {
        aspectDataType: 'STRING',
        itemToAspectCardinality: aspect.cardinality,
        aspectMode: aspect.mode,
        aspectRequired: aspect.required,
        aspectUsage: aspect.usage,
        aspectEnabledForVariations: aspect.variations,
        aspectApplicableTo: ['ITEM'],
        aspectMaxLength: aspect.maxLength,
      },
      aspectValues: aspect.values.map((localizedValue) => ({ localizedValue })),
    })),
  };
}

type TreeNode = {
  category: { categoryId: string; categoryName: string };
  categoryTreeNodeLevel: number;
  leafCategoryTreeNode?: boolean;
  parentCategoryTreeNodeHref?: string;
  childCategoryTreeNodes?: TreeNode[];
};

function toTreeNode(node: CategoryNode, baseUrl: string): TreeNode {
  const result: TreeNode = {
    category: { categoryId: node.categoryId, categoryName: node.categoryName },
    categoryTreeNodeLevel: node.level,
  };
  if (node.parentId !== undefined) result.parentCategoryTreeNodeHref = subtreeHref(baseUrl, node.parentId);
  if (node.leaf) result.leafCategoryTreeNode = true;
  else result.childCategoryTreeNodes = childrenOf(node.categoryId).map((child) => toTreeNode(child, baseUrl));
  return result;
}

export function categoryTree(baseUrl: string, version: string) {
  const root = findCategory(CATEGORY_TREE_ID);
  if (!root) throw new Error('category fixture has no root');
  return {
    applicableMarketplaceIds: ['EBAY_US'],
    categoryTreeId: CATEGORY_TREE_ID,
    categoryTreeVersion: version,
    rootCategoryNode: toTreeNode(root, baseUrl),
  };
}

export function categorySubtree(categoryId: string | undefined, baseUrl: string, version: string) {
  if (!categoryId) throw apiError('taxonomy', 400, 62006, 'Missing category ID.');
  if (categoryId === CATEGORY_TREE_ID)
    throw apiError('taxonomy', 400, 62008, 'The category ID is the root of the tree.');
  const node = findCategory(categoryId);
  if (!node) throw apiError('taxonomy', 400, 62005, 'The category ID does not belong to the category tree.');
  return {
    categoryTreeId: CATEGORY_TREE_ID,
    categoryTreeVersion: version,
    categorySubtreeNode: toTreeNode(node, baseUrl),
  };
}
