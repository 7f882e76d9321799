import {
  EBAY_CLOTHING_CATEGORY_ID,
  type CategoryBrowse,
  type TreeCategory,
  type CategorySearchResult,
} from '@listlens/shared';
import { AppError, notFound } from '../../errors/app-error';
import { type TreeIndex } from './category-tree';
import { currentTree, rulesFor, type TaxonomyDeps } from './taxonomy.service';

/** The tree, or a clear 502 when eBay cannot be reached and nothing is cached yet. */
async function treeOrUnreachable(deps: TaxonomyDeps) {
  try {
    return await currentTree(deps);
  } catch (cause) {
    throw new AppError('ebay_unreachable', "eBay's categories could not be loaded. Please try again.", { cause });
  }
}

const nodeOf = (index: TreeIndex, id: string): TreeCategory | null => {
  const node = index.get(id);
  return node ? { categoryId: id, categoryName: node.name, categoryPath: index.pathText(id), leaf: node.leaf } : null;
};

/** The category picker's search by words: eBay's suggestions, leaves under Clothing, Shoes & Accessories. */
export async function searchCategories(deps: TaxonomyDeps, q: string): Promise<CategorySearchResult> {
  const tree = await treeOrUnreachable(deps);
  const suggestions = await deps.client.suggestions(tree.treeId, q);
  const categories = suggestions
    .map((s) => s.category.categoryId)
    .filter((id) => tree.index.get(id)?.leaf && tree.index.isWithin(id, EBAY_CLOTHING_CATEGORY_ID))
    .flatMap((id) => nodeOf(tree.index, id) ?? []);
  return { categories };
}

/** The picker's tree, one level at a time from Clothing, Shoes & Accessories down to a leaf and its rules. */
export async function browseCategory(deps: TaxonomyDeps, categoryId: string | undefined): Promise<CategoryBrowse> {
  const tree = await treeOrUnreachable(deps);
  const id = categoryId ?? EBAY_CLOTHING_CATEGORY_ID;
  const node = tree.index.get(id);
  if (!node || (id !== EBAY_CLOTHING_CATEGORY_ID && !tree.index.isWithin(id, EBAY_CLOTHING_CATEGORY_ID)))
    throw notFound('That category');
  const children = tree.index.childrenOf(id).flatMap((child) => nodeOf(tree.index, child.id) ?? []);
  const path = tree.index
    .pathOf(id)
    .filter((n) => n.id === EBAY_CLOTHING_CATEGORY_ID || tree.index.isWithin(n.id, EBAY_CLOTHING_CATEGORY_ID))
    .flatMap((n) => nodeOf(tree.index, n.id) ?? []);
  return {
    category: categoryId ? nodeOf(tree.index, id) : null,
    path,
    children,
    rules: node.leaf ? await rulesFor(deps, id) : null,
  };
}
