import type { Department } from '@listlens/shared';
import type { TaxonomyTreeNode } from '../../adapters/ebay/ebay-taxonomy';

/** One node of eBay's tree as ListLens keeps it: flat, with its parent. */
export type TreeNode = { id: string; name: string; parentId: string | null; level: number; leaf: boolean };

export function flattenTree(root: TaxonomyTreeNode): TreeNode[] {
  const out: TreeNode[] = [];
  const walk = (node: TaxonomyTreeNode, parentId: string | null) => {
    const children = node.childCategoryTreeNodes ?? [];
    out.push({
      id: node.category.categoryId,
      name: node.category.categoryName,
      parentId,
      level: node.categoryTreeNodeLevel,
      leaf: node.leafCategoryTreeNode === true || children.length === 0,
    });
    for (const child of children) walk(child, node.category.categoryId);
  };
  walk(root, null);
  return out;
}

/** Lookups over a flattened tree. */
export function indexTree(nodes: readonly TreeNode[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const children = new Map<string, TreeNode[]>();
  for (const node of nodes) {
    if (node.parentId === null) continue;
    children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  /** Root first, the node itself last; the tree's root (level 0) is left out, as eBay's paths do. */
  const pathOf = (id: string): TreeNode[] => {
    const path: TreeNode[] = [];
    for (let node = byId.get(id); node && node.level > 0; node = node.parentId ? byId.get(node.parentId) : undefined)
      path.unshift(node);
    return path;
  };
  return {
    get: (id: string) => byId.get(id),
    childrenOf: (id: string) => children.get(id) ?? [],
    pathOf,
    pathText: (id: string) =>
      pathOf(id)
        .map((n) => n.name)
        .join(' > '),
    isWithin: (id: string, ancestorId: string) => pathOf(id).some((n) => n.id === ancestorId),
    roots: () => nodes.filter((n) => n.level === 1),
  };
}

export type TreeIndex = ReturnType<typeof indexTree>;

const DEPARTMENT_WORDS: [RegExp, Department][] = [
  // "Women" before "Men": the word men is inside women.
  [/\bwomen/i, 'Women'],
  [/\bgirl/i, 'Girls'],
  [/\bboy/i, 'Boys'],
  [/\bunisex/i, 'Unisex Adult'],
  [/\bmen/i, 'Men'],
];

/** The department a category path names ("Women > Women's Clothing > Dresses" is Women), if any. */
export function departmentOfPath(names: readonly string[]): Department | null {
  for (const name of names) {
    const hit = DEPARTMENT_WORDS.find(([pattern]) => pattern.test(name));
    if (hit) return hit[1];
  }
  return null;
}
