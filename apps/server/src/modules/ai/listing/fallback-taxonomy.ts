import {
  ASPECT_MAX_VALUES,
  type CategoryRules,
  type CategorySuggestion,
  type Department,
  type ItemSpecificDefinition,
} from '@listlens/shared';
import type { CategoryQuery, ListingTaxonomy, ResolvedCategory } from './category-port';

/**
 * The FALLBACK taxonomy, used only when eBay's Taxonomy API cannot be reached
 * (issue 14, point 1) and by tools that run without eBay (the AI eval, the
 * accuracy lab). An item drafted from it says so (`source: 'fallback'`) and is
 * checked again against eBay's own rules before it is posted. eBay US leaf
 * categories for the garments the analyzer recognises, with the aspects each
 * needs; ids and names are eBay's (category tree 0, EBAY_US).
 */
export type LeafCategory = {
  id: string;
  name: string;
  /** Root first, e.g. ['Clothing, Shoes & Accessories', 'Men', "Men's Clothing"]. */
  parents: string[];
  department: 'Men' | 'Women';
  itemTypes: string[];
  /** The Type aspect's value; null where eBay types the garment by Style alone. */
  typeValue: string | null;
  aspects: 'top' | 'bottom' | 'dress' | 'outerwear' | 'hat' | 'shoes';
};

const MEN_CLOTHING = ['Clothing, Shoes & Accessories', 'Men', "Men's Clothing"];
const WOMEN_CLOTHING = ['Clothing, Shoes & Accessories', 'Women', "Women's Clothing"];
const MEN_SHOES = ['Clothing, Shoes & Accessories', 'Men', "Men's Shoes"];
const WOMEN_SHOES = ['Clothing, Shoes & Accessories', 'Women', "Women's Shoes"];
const MEN_ACCESSORIES = ['Clothing, Shoes & Accessories', 'Men', "Men's Accessories"];
const WOMEN_ACCESSORIES = ['Clothing, Shoes & Accessories', 'Women', "Women's Accessories"];

// One leaf per row reads as a table.
// prettier-ignore
export const LEAF_CATEGORIES: LeafCategory[] = [
  { id: '15687', name: 'T-Shirts', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['T-Shirt', 'Long Sleeve Top'], typeValue: 'T-Shirt', aspects: 'top' },
  { id: '57990', name: 'Casual Button-Down Shirts', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Shirt', 'Polo', 'Blouse'], typeValue: 'Button-Up', aspects: 'top' },
  { id: '11484', name: 'Sweaters', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Sweater'], typeValue: 'Pullover', aspects: 'top' },
  { id: '155183', name: 'Hoodies & Sweatshirts', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Hoodie', 'Sweatshirt'], typeValue: 'Hoodie', aspects: 'top' },
  { id: '57988', name: 'Coats, Jackets & Vests', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Jacket', 'Coat'], typeValue: 'Jacket', aspects: 'outerwear' },
  { id: '57989', name: 'Pants', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Pants'], typeValue: 'Pants', aspects: 'bottom' },
  { id: '11483', name: 'Jeans', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Jeans'], typeValue: null, aspects: 'bottom' },
  { id: '15689', name: 'Shorts', parents: MEN_CLOTHING, department: 'Men', itemTypes: ['Shorts'], typeValue: 'Shorts', aspects: 'bottom' },
  { id: '52365', name: 'Hats', parents: MEN_ACCESSORIES, department: 'Men', itemTypes: ['Hat'], typeValue: null, aspects: 'hat' },
  { id: '15709', name: 'Athletic Shoes', parents: MEN_SHOES, department: 'Men', itemTypes: ['Shoes', 'Sneakers'], typeValue: 'Athletic', aspects: 'shoes' },
  { id: '11498', name: 'Boots', parents: MEN_SHOES, department: 'Men', itemTypes: ['Boots'], typeValue: 'Boot', aspects: 'shoes' },
  { id: '63869', name: 'T-Shirts', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['T-Shirt'], typeValue: 'T-Shirt', aspects: 'top' },
  { id: '53159', name: 'Tops', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Long Sleeve Top', 'Shirt', 'Blouse', 'Polo'], typeValue: 'Top', aspects: 'top' },
  { id: '63866', name: 'Sweaters', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Sweater'], typeValue: 'Pullover', aspects: 'top' },
  { id: '155226', name: 'Sweats & Hoodies', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Hoodie', 'Sweatshirt'], typeValue: 'Hoodie', aspects: 'top' },
  { id: '63862', name: 'Coats, Jackets & Vests', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Jacket', 'Coat'], typeValue: 'Jacket', aspects: 'outerwear' },
  { id: '63861', name: 'Dresses', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Dress'], typeValue: null, aspects: 'dress' },
  { id: '63864', name: 'Skirts', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Skirt'], typeValue: null, aspects: 'bottom' },
  { id: '63863', name: 'Pants', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Pants'], typeValue: 'Pants', aspects: 'bottom' },
  { id: '11554', name: 'Jeans', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Jeans'], typeValue: null, aspects: 'bottom' },
  { id: '11555', name: 'Shorts', parents: WOMEN_CLOTHING, department: 'Women', itemTypes: ['Shorts'], typeValue: 'Shorts', aspects: 'bottom' },
  { id: '45230', name: 'Hats', parents: WOMEN_ACCESSORIES, department: 'Women', itemTypes: ['Hat'], typeValue: null, aspects: 'hat' },
  { id: '95672', name: 'Athletic Shoes', parents: WOMEN_SHOES, department: 'Women', itemTypes: ['Shoes', 'Sneakers'], typeValue: 'Athletic', aspects: 'shoes' },
  { id: '53557', name: 'Boots', parents: WOMEN_SHOES, department: 'Women', itemTypes: ['Boots'], typeValue: 'Boot', aspects: 'shoes' },
];

const COLORS = [
  'Beige',
  'Black',
  'Blue',
  'Brown',
  'Gold',
  'Gray',
  'Green',
  'Ivory',
  'Multicolor',
  'Orange',
  'Pink',
  'Purple',
  'Red',
  'Silver',
  'White',
  'Yellow',
];
const LETTER_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL', '4XL', '5XL'];
const SHOE_SIZES = Array.from({ length: 21 }, (_, i) => String(5 + i / 2));

function aspect(
  name: string,
  importance: ItemSpecificDefinition['importance'],
  allowedValues: string[] = [],
  options: { selectionOnly?: boolean; helpText?: string } = {},
): ItemSpecificDefinition {
  return {
    name,
    importance,
    dataType: 'STRING',
    allowedValues,
    maxValues: ASPECT_MAX_VALUES[name] ?? 1,
    ...(options.helpText ? { helpText: options.helpText } : {}),
    ...(options.selectionOnly ? { selectionOnly: true } : {}),
  };
}

// Value lists are the edit modal's (spec 2.5) where it gives them; which
// aspects are required follows the eBay emulator's taxonomy (checked by
// fallback-taxonomy.test.ts against the emulator over HTTP).
// prettier-ignore
const COMMON: ItemSpecificDefinition[] = [
  aspect('Brand', 'REQUIRED', [], { helpText: 'As printed on the label' }),
  // eBay spells the spec's 'Unisex Adult' as 'Unisex Adults'.
  aspect('Department', 'REQUIRED', ['Men', 'Women', 'Unisex Adults', 'Boys', 'Girls', 'Baby & Toddler'], { selectionOnly: true }),
  aspect('Type', 'REQUIRED'),
  aspect('Color', 'REQUIRED', COLORS, { selectionOnly: true }),
  aspect('Material', 'RECOMMENDED'),
  aspect('Style', 'RECOMMENDED', ['Casual', 'Formal', 'Athletic', 'Business', 'Vintage', 'Bohemian', 'Classic']),
  aspect('Pattern', 'RECOMMENDED', ['Solid', 'Striped', 'Plaid', 'Floral', 'Graphic Print', 'Polka Dot', 'Camouflage', 'Animal Print']),
  aspect('Country/Region of Manufacture', 'OPTIONAL'),
  aspect('Season', 'OPTIONAL', ['Spring', 'Summer', 'Fall', 'Winter', 'All Seasons'], { selectionOnly: true }),
  aspect('Occasion', 'OPTIONAL', ['Everyday', 'Work', 'Party', 'Wedding', 'Travel', 'Outdoor']),
  aspect('Features', 'OPTIONAL'),
  aspect('Model', 'OPTIONAL'),
];
// prettier-ignore
const APPAREL_SIZE = [
  aspect('Size', 'REQUIRED', LETTER_SIZES),
  aspect('Size Type', 'REQUIRED', ['Regular', 'Plus', 'Petite', 'Big & Tall', 'Tall', 'Juniors', 'Maternity'], { selectionOnly: true }),
];
// prettier-ignore
const SLEEVES = aspect('Sleeve Length', 'RECOMMENDED', ['Sleeveless', 'Short Sleeve', '3/4 Sleeve', 'Long Sleeve'], { selectionOnly: true });
const NECKLINE = aspect('Neckline', 'RECOMMENDED', [
  'Crew Neck',
  'V-Neck',
  'Scoop Neck',
  'Turtle Neck',
  'Collar',
  'Hood',
]);
const FIT = aspect('Fit', 'RECOMMENDED', ['Slim', 'Regular', 'Relaxed', 'Loose', 'Tight']);
// prettier-ignore
const CLOSURE = aspect('Closure', 'OPTIONAL', ['Button', 'Zip', 'Pullover', 'Snap', 'Drawstring', 'Hook & Loop', 'Lace Up', 'Slip On']);

export const ASPECT_SETS: Record<LeafCategory['aspects'], ItemSpecificDefinition[]> = {
  top: [...COMMON, ...APPAREL_SIZE, SLEEVES, NECKLINE, FIT],
  // eBay takes jeans and trousers as a waist Size plus an Inseam.
  bottom: [...COMMON, ...APPAREL_SIZE, FIT, CLOSURE, aspect('Inseam', 'RECOMMENDED')],
  dress: [...COMMON, ...APPAREL_SIZE, SLEEVES, NECKLINE],
  outerwear: [...COMMON, ...APPAREL_SIZE, SLEEVES, CLOSURE],
  hat: [...COMMON, aspect('Size', 'REQUIRED', ['One Size', ...LETTER_SIZES])],
  shoes: [
    ...COMMON,
    // Spec section 9: the shoe category gets Shoe Size and Width.
    aspect('US Shoe Size', 'REQUIRED', SHOE_SIZES, { selectionOnly: true }),
    aspect('Shoe Width', 'RECOMMENDED', ['Narrow', 'Medium', 'Wide', 'Extra Wide'], { selectionOnly: true }),
  ],
};

/** A leaf's aspect definitions; Type only where the leaf has one. */
export function aspectsFor(leaf: LeafCategory): ItemSpecificDefinition[] {
  return ASPECT_SETS[leaf.aspects].filter((a) => a.name !== 'Type' || leaf.typeValue !== null);
}

export function categoryPath(leaf: LeafCategory): string {
  return [...leaf.parents, leaf.name].join(' > ');
}

/** Boys and unisex items list under Men, girls' under Women: the table has no kids' leaves. */
function tableSide(department: Department | null, itemType: string): { side: 'Men' | 'Women'; assumed: boolean } {
  if (department === 'Women' || department === 'Girls') return { side: 'Women', assumed: false };
  if (department === 'Men' || department === 'Boys' || department === 'Unisex Adult')
    return { side: 'Men', assumed: false };
  // No evidence: dresses and skirts are women's wear; the rest takes the men's side.
  return { side: itemType === 'Dress' || itemType === 'Skirt' ? 'Women' : 'Men', assumed: true };
}

function leafFor(itemType: string, side: 'Men' | 'Women'): LeafCategory | undefined {
  return (
    LEAF_CATEGORIES.find((l) => l.department === side && l.itemTypes.includes(itemType)) ??
    LEAF_CATEGORIES.find((l) => l.itemTypes.includes(itemType))
  );
}

/** A table leaf as the rules a validator reads; its conditions are not known offline. */
export function fallbackRules(leaf: LeafCategory): CategoryRules {
  return {
    categoryId: leaf.id,
    categoryName: leaf.name,
    categoryPath: categoryPath(leaf),
    treeVersion: 'built-in',
    source: 'fallback',
    aspects: aspectsFor(leaf),
    conditions: [],
  };
}

function suggestion(leaf: LeafCategory, score: number): CategorySuggestion {
  return {
    categoryId: leaf.id,
    categoryName: leaf.name,
    categoryPath: categoryPath(leaf),
    isLeafCategory: true,
    categoryLevel: leaf.parents.length + 1,
    // Spec section 9: a suggestion's confidence is its score divided by 10.
    score: Number((score * 10).toFixed(2)),
  };
}

/** The leaf for a query from the table alone, with the other department's leaf as a suggestion. */
export function resolveFromTable(query: CategoryQuery): ResolvedCategory | null {
  const { side, assumed } = tableSide(query.department, query.itemType);
  const leaf = leafFor(query.itemType, side);
  if (!leaf) return null;
  const confidence = Number((query.itemTypeConfidence * (assumed ? 0.6 : 1)).toFixed(3));
  const suggestions = [suggestion(leaf, confidence)];
  const other = leafFor(query.itemType, side === 'Men' ? 'Women' : 'Men');
  if (other && other.id !== leaf.id) suggestions.push(suggestion(other, confidence * (assumed ? 0.6 : 0.2)));
  return { rules: fallbackRules(leaf), suggestions, confidence, departmentAssumed: assumed };
}

/** The fallback as a taxonomy the listing stage can be given. */
export const fallbackTaxonomy: ListingTaxonomy = {
  resolve: async (query) => resolveFromTable(query),
};

/** A table leaf by its eBay id (the fallback's rules for a category the seller chose). */
export function fallbackRulesFor(categoryId: string): CategoryRules | null {
  const leaf = LEAF_CATEGORIES.find((l) => l.id === categoryId);
  return leaf ? fallbackRules(leaf) : null;
}
