import { ROOT, type Branch } from './category-data';
import type { Department } from './departments';

export type { Department } from './departments';

export const CATEGORY_TREE_ID = '0';

/**
 * The kinds of garment the leaves hold. A family decides a leaf's aspects
 * (with its department), its conditions and its suggestion keywords.
 */
export type GarmentFamily =
  | 'outerwear'
  | 'tops'
  | 'kids-tops'
  | 'tshirts'
  | 'shirts'
  | 'polos'
  | 'dress-shirts'
  | 'sweaters'
  | 'hoodies'
  | 'jeans'
  | 'pants'
  | 'shorts'
  | 'skirts'
  | 'dresses'
  | 'hats'
  | 'athletic-shoes'
  | 'boots'
  | 'casual-shoes'
  | 'heels';

export const SHOE_FAMILIES: readonly GarmentFamily[] = ['athletic-shoes', 'boots', 'casual-shoes', 'heels'];

export function isShoe(family: GarmentFamily): boolean {
  return SHOE_FAMILIES.includes(family);
}

export type CategoryNode = {
  categoryId: string;
  categoryName: string;
  parentId: string | undefined;
  level: number;
  leaf: boolean;
};

export type LeafCategory = CategoryNode & { department: Department; family: GarmentFamily };

const nodes = new Map<string, CategoryNode>();
const leaves = new Map<string, LeafCategory>();
const children = new Map<string, string[]>();

function walk(branch: Branch, parentId: string | undefined, level: number, department: Department | undefined): void {
  const [categoryId, categoryName, rest] = branch;
  if (nodes.has(categoryId)) throw new Error(`category ${categoryId} appears twice in the fixture tree`);
  const node: CategoryNode = { categoryId, categoryName, parentId, level, leaf: typeof rest === 'string' };
  nodes.set(categoryId, node);
  if (parentId !== undefined) children.set(parentId, [...(children.get(parentId) ?? []), categoryId]);
  if (typeof rest === 'string') {
    if (!department) throw new Error(`leaf ${categoryId} has no department`);
    leaves.set(categoryId, { ...node, department, family: rest });
    return;
  }
  const childDepartment = branch.length === 4 ? branch[3] : department;
  for (const child of rest) walk(child, categoryId, level + 1, childDepartment);
}
walk(ROOT, undefined, 0, undefined);

export function findCategory(categoryId: string): CategoryNode | undefined {
  return nodes.get(categoryId);
}

export function findLeaf(categoryId: string): LeafCategory | undefined {
  return leaves.get(categoryId);
}

export function allLeaves(): LeafCategory[] {
  return [...leaves.values()];
}

export function childrenOf(categoryId: string): CategoryNode[] {
  return (children.get(categoryId) ?? []).map((id) => nodes.get(id)).filter((node) => node !== undefined);
}

/** The leaves at or below a category (the category itself when it is a leaf). */
export function leavesWithin(categoryId: string): LeafCategory[] {
  const leaf = leaves.get(categoryId);
  if (leaf) return [leaf];
  return childrenOf(categoryId).flatMap((child) => leavesWithin(child.categoryId));
}

/** Parent first, up to (not including) the root: the order eBay lists ancestors in. */
export function ancestorsOf(categoryId: string): CategoryNode[] {
  const result: CategoryNode[] = [];
  let current = nodes.get(categoryId)?.parentId;
  while (current !== undefined && current !== CATEGORY_TREE_ID) {
    const node = nodes.get(current);
    if (!node) break;
    result.push(node);
    current = node.parentId;
  }
  return result;
}

/** true when `categoryId` is `ancestorId` or lies below it. */
export function isWithin(categoryId: string, ancestorId: string): boolean {
  return categoryId === ancestorId || ancestorsOf(categoryId).some((node) => node.categoryId === ancestorId);
}
