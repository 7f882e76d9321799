/**
 * A slice of eBay US category tree 0: Clothing, Shoes & Accessories down to the
 * leaf categories ListLens maps garments to. Ids are eBay's; ebay-api.md 10.1
 * confirms 11450, 1059, 57988, 11483, 15709, 57989, 57990, 57991, 11484, 15687,
 * 15724 and 3034, the rest are eBay US ids as commonly used by listing tools.
 * The version string is the emulator's own.
 */
export const CATEGORY_TREE_ID = '0';
export const CATEGORY_TREE_VERSION = '139';

export type GarmentFamily =
  | 'outerwear'
  | 'tops'
  | 'tshirts'
  | 'shirts'
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
  | 'boots';

export type Department = 'Men' | 'Women';

export type CategoryNode = {
  categoryId: string;
  categoryName: string;
  parentId: string | undefined;
  level: number;
  leaf: boolean;
};

export type LeafCategory = CategoryNode & {
  department: Department;
  family: GarmentFamily;
  /** Words that point at this category in getCategorySuggestions. */
  keywords: readonly string[];
};

type Branch =
  [id: string, name: string, children: readonly Branch[]] | [id: string, name: string, family: GarmentFamily];

const WOMEN: Branch = [
  '260010',
  'Women',
  [
    [
      '15724',
      "Women's Clothing",
      [
        ['63862', 'Coats, Jackets & Vests', 'outerwear'],
        ['53159', 'Tops', 'tops'],
        ['63869', 'T-Shirts', 'tshirts'],
        ['63866', 'Sweaters', 'sweaters'],
        ['155226', 'Sweats & Hoodies', 'hoodies'],
        ['11554', 'Jeans', 'jeans'],
        ['63863', 'Pants', 'pants'],
        ['11555', 'Shorts', 'shorts'],
        ['63864', 'Skirts', 'skirts'],
        ['63861', 'Dresses', 'dresses'],
      ],
    ],
    [
      '3034',
      "Women's Shoes",
      [
        ['95672', 'Athletic Shoes', 'athletic-shoes'],
        ['53557', 'Boots', 'boots'],
      ],
    ],
    ['4251', "Women's Accessories", [['45230', 'Hats', 'hats']]],
  ],
];

const MEN: Branch = [
  '260012',
  'Men',
  [
    [
      '1059',
      "Men's Clothing",
      [
        ['57988', 'Coats, Jackets & Vests', 'outerwear'],
        ['57990', 'Casual Button-Down Shirts', 'shirts'],
        ['57991', 'Dress Shirts', 'dress-shirts'],
        ['15687', 'T-Shirts', 'tshirts'],
        ['11484', 'Sweaters', 'sweaters'],
        ['155183', 'Hoodies & Sweatshirts', 'hoodies'],
        ['11483', 'Jeans', 'jeans'],
        ['57989', 'Pants', 'pants'],
        ['15689', 'Shorts', 'shorts'],
      ],
    ],
    [
      '93427',
      "Men's Shoes",
      [
        ['15709', 'Athletic Shoes', 'athletic-shoes'],
        ['11498', 'Boots', 'boots'],
      ],
    ],
    ['4250', "Men's Accessories", [['52365', 'Hats', 'hats']]],
  ],
];

const ROOT: Branch = ['0', 'Root', [['11450', 'Clothing, Shoes & Accessories', [WOMEN, MEN]]]];

const FAMILY_KEYWORDS: Record<GarmentFamily, readonly string[]> = {
  outerwear: [
    'jacket',
    'coat',
    'vest',
    'parka',
    'puffer',
    'fleece',
    'windbreaker',
    'blazer',
    'raincoat',
    'anorak',
    'bomber',
    'trench',
    'peacoat',
    'shacket',
  ],
  tops: ['top', 'blouse', 'tank', 'cami', 'camisole', 'tunic', 'crop', 'bodysuit', 'shirt', 'polo'],
  tshirts: ['tshirt', 't-shirt', 'tee', 'graphic', 'shirt'],
  shirts: ['shirt', 'button', 'button-down', 'flannel', 'oxford', 'polo', 'hawaiian', 'camp'],
  'dress-shirts': ['dress', 'shirt', 'formal', 'french', 'cuff', 'oxford'],
  sweaters: ['sweater', 'cardigan', 'pullover', 'jumper', 'knit', 'cashmere', 'turtleneck', 'crewneck'],
  hoodies: ['hoodie', 'sweatshirt', 'hooded', 'crewneck', 'fleece', 'quarter-zip', 'sweats'],
  jeans: ['jeans', 'jean', 'denim', 'selvedge', 'skinny', 'bootcut'],
  pants: ['pants', 'chino', 'chinos', 'trousers', 'khakis', 'cargo', 'joggers', 'slacks', 'leggings'],
  shorts: ['shorts', 'short', 'bermuda', 'board', 'trunks'],
  skirts: ['skirt', 'mini', 'midi', 'maxi', 'pleated', 'pencil'],
  dresses: ['dress', 'gown', 'sundress', 'maxi', 'midi', 'mini', 'wrap', 'slip'],
  hats: ['hat', 'cap', 'beanie', 'snapback', 'bucket', 'fedora', 'visor', 'trucker'],
  'athletic-shoes': ['sneakers', 'sneaker', 'shoes', 'running', 'trainers', 'basketball', 'athletic', 'shoe'],
  boots: ['boots', 'boot', 'chelsea', 'combat', 'cowboy', 'western', 'hiking', 'chukka', 'booties'],
};

const nodes = new Map<string, CategoryNode>();
const leaves = new Map<string, LeafCategory>();
const children = new Map<string, string[]>();

function walk(branch: Branch, parentId: string | undefined, level: number, department: Department | undefined): void {
  const [categoryId, categoryName, rest] = branch;
  const node: CategoryNode = { categoryId, categoryName, parentId, level, leaf: typeof rest === 'string' };
  nodes.set(categoryId, node);
  if (parentId !== undefined) children.set(parentId, [...(children.get(parentId) ?? []), categoryId]);
  if (typeof rest === 'string') {
    if (!department) throw new Error(`leaf ${categoryId} has no department`);
    leaves.set(categoryId, { ...node, department, family: rest, keywords: FAMILY_KEYWORDS[rest] });
    return;
  }
  const childDepartment = categoryName === 'Men' ? 'Men' : categoryName === 'Women' ? 'Women' : department;
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

/** Parent first, up to (not including) the root: the order eBay lists ancestors in. */
export function ancestorsOf(categoryId: string): CategoryNode[] {
  const result: CategoryNode[] = [];
  let current = nodes.get(categoryId)?.parentId;
  while (current !== undefined && current !== '0') {
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
