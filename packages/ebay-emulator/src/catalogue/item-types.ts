import type { GarmentFamily, LeafCategory } from '../taxonomy/category-tree';

/** The garment names ListLens's analyzer gives an item; the market is organised by them too. */
export const ITEM_TYPES = [
  'Dress',
  'Hat',
  'Long Sleeve Top',
  'Jacket',
  'Coat',
  'Pants',
  'Jeans',
  'Shirt',
  'Polo',
  'Blouse',
  'Shoes',
  'Sneakers',
  'Boots',
  'Shorts',
  'Skirt',
  'T-Shirt',
  'Sweater',
  'Hoodie',
  'Sweatshirt',
] as const;

export type ItemType = (typeof ITEM_TYPES)[number];

/**
 * One kind of item a leaf holds: its share of the leaf's listings, its price
 * against the family's base price, the styles sellers give it, the aspects it
 * fixes and the noun its titles use (always containing the item type's words,
 * so a search by item type finds it).
 */
export type ItemVariant = {
  itemType: ItemType;
  weight: number;
  price: number;
  styles: readonly string[];
  aspects?: Record<string, string>;
  noun: (style: string, aspects: Record<string, string[]>) => string;
};

const plain = (noun: string) => (): string => noun;
const styled =
  (noun: string) =>
  (style: string): string =>
    style ? `${style} ${noun}` : noun;

const JACKET_STYLES = [
  'Puffer',
  'Fleece',
  'Bomber',
  'Windbreaker',
  'Quilted',
  'Varsity',
  'Field',
  'Trucker',
  'Denim',
  'Softshell',
  'Rain',
];
const COAT_STYLES = ['Trench', 'Peacoat', 'Puffer', 'Parka', 'Wool', 'Duffle'];
const TEE_STYLES = ['Graphic', 'Basic', 'Pocket', 'Ringer', 'Logo'];
const SHIRT_STYLES = ['Flannel', 'Oxford', 'Hawaiian', 'Western', 'Chambray', 'Linen'];

function variant(
  itemType: ItemType,
  weight: number,
  price: number,
  styles: readonly string[],
  noun: ItemVariant['noun'],
  aspects?: Record<string, string>,
): ItemVariant {
  return { itemType, weight, price, styles, noun, ...(aspects ? { aspects } : {}) };
}

const LONG = { 'Sleeve Length': 'Long Sleeve' };
const SHORT = { 'Sleeve Length': 'Short Sleeve' };

const VARIANTS: Record<GarmentFamily, (leaf: LeafCategory) => ItemVariant[]> = {
  outerwear: () => [
    variant('Jacket', 65, 1, JACKET_STYLES, styled('Jacket'), { Type: 'Jacket' }),
    variant('Coat', 35, 1.3, COAT_STYLES, styled('Coat'), { Type: 'Coat' }),
  ],
  tops: (leaf) => [
    ...(leaf.department === 'Women'
      ? [variant('Blouse', 40, 1, ['Peasant', 'Wrap', 'Silk', 'Ruffle'], styled('Blouse'), { Type: 'Blouse' })]
      : []),
    variant('Long Sleeve Top', 30, 0.95, ['Knit', 'Ribbed', 'Thermal'], plain('Long Sleeve Top'), {
      Type: 'Top',
      ...LONG,
    }),
    variant('Shirt', 20, 1.05, SHIRT_STYLES, styled('Button-Up Shirt'), { Type: 'Shirt' }),
    variant('Polo', 10, 0.95, ['Pique', 'Golf'], plain('Polo Shirt'), { Type: 'Polo', ...SHORT }),
  ],
  'kids-tops': (leaf) => [
    variant('T-Shirt', 50, 0.9, TEE_STYLES, styled('T-Shirt'), { Type: 'T-Shirt', ...SHORT }),
    variant('Long Sleeve Top', 20, 1, ['Graphic', 'Thermal', 'Henley'], plain('Long Sleeve Top Tee'), {
      Type: 'Top',
      ...LONG,
    }),
    variant('Shirt', 15, 1.15, ['Flannel', 'Oxford', 'Plaid'], styled('Button-Up Shirt'), { Type: 'Shirt' }),
    variant('Polo', 10, 1.1, ['Pique', 'Uniform'], plain('Polo Shirt'), { Type: 'Polo', ...SHORT }),
    ...(leaf.department === 'Girls'
      ? [variant('Blouse', 10, 1.1, ['Ruffle', 'Peasant'], styled('Blouse'), { Type: 'Blouse' })]
      : []),
  ],
  tshirts: () => [
    variant('T-Shirt', 80, 1, TEE_STYLES, styled('T-Shirt'), { Type: 'T-Shirt', ...SHORT }),
    variant('Long Sleeve Top', 20, 1.15, ['Graphic', 'Thermal', 'Henley', 'Waffle'], plain('Long Sleeve Top Tee'), {
      Type: 'T-Shirt',
      ...LONG,
    }),
  ],
  shirts: () => [variant('Shirt', 1, 1, SHIRT_STYLES, styled('Button-Down Shirt'), { Type: 'Button-Up' })],
  'dress-shirts': () => [
    variant('Shirt', 1, 1, ['Slim Fit', 'Classic Fit', 'Non-Iron'], styled('Dress Shirt'), { Type: 'Dress Shirt' }),
  ],
  polos: () => [
    variant('Polo', 1, 1, ['Pique', 'Golf', 'Performance', 'Rugby'], styled('Polo Shirt'), { Type: 'Polo', ...SHORT }),
  ],
  sweaters: () => [
    variant(
      'Sweater',
      1,
      1,
      ['Crewneck', 'V-Neck', 'Cable Knit', 'Cardigan', 'Turtleneck', 'Quarter Zip', 'Fair Isle', 'Cashmere'],
      styled('Sweater'),
    ),
  ],
  hoodies: () => [
    variant('Hoodie', 60, 1.05, ['Pullover', 'Full Zip', 'Logo'], styled('Hoodie'), { Type: 'Hoodie' }),
    variant('Sweatshirt', 40, 0.9, ['Crewneck', 'Quarter Zip', 'Logo'], styled('Sweatshirt'), { Type: 'Sweatshirt' }),
  ],
  jeans: () => [
    variant(
      'Jeans',
      1,
      1,
      ['Straight', 'Slim', 'Skinny', 'Bootcut', 'Relaxed', 'Wide Leg', 'Mom', 'Flare'],
      styled('Jeans'),
    ),
  ],
  pants: () => [variant('Pants', 1, 1, ['Chino', 'Cargo', 'Jogger', 'Dress', 'Corduroy', 'Khaki'], styled('Pants'))],
  shorts: () => [variant('Shorts', 1, 1, ['Chino', 'Cargo', 'Athletic', 'Board', 'Denim'], styled('Shorts'))],
  skirts: () => [variant('Skirt', 1, 1, ['A-Line', 'Mini', 'Midi', 'Maxi', 'Pencil', 'Pleated'], styled('Skirt'))],
  dresses: () => [variant('Dress', 1, 1, ['A-Line', 'Maxi', 'Midi', 'Wrap', 'Shift', 'Slip', 'Sun'], styled('Dress'))],
  hats: () => [
    variant('Hat', 1, 1, ['Baseball Cap', 'Beanie', 'Bucket', 'Trucker', 'Snapback', 'Sun', 'Fedora'], styled('Hat')),
  ],
  'athletic-shoes': () => [
    variant(
      'Sneakers',
      1,
      1,
      ['Running', 'Basketball', 'Skate', 'Walking', 'Training', 'Lifestyle'],
      styled('Sneakers'),
      {
        Type: 'Athletic',
      },
    ),
  ],
  boots: () => [
    variant('Boots', 1, 1, ['Chelsea', 'Combat', 'Work', 'Hiking', 'Snow', 'Ankle', 'Rain'], styled('Boots'), {
      Type: 'Boot',
    }),
  ],
  'casual-shoes': () => [
    variant('Shoes', 1, 1, ['Loafer', 'Boat', 'Slip-On', 'Moccasin', 'Canvas', 'Ballet Flat', 'Clog'], styled('Shoes')),
  ],
  heels: () => [
    variant('Shoes', 1, 1, ['Pump', 'Block', 'Stiletto', 'Wedge', 'Slingback'], (style) => `${style} Heel Shoes`, {
      Type: 'Heel',
    }),
  ],
};

/**
 * Style words that move a price: down jackets, parkas and leather sell dearer
 * than fleece and windbreakers. Anything not listed is 1.
 */
export const STYLE_PRICE: Readonly<Record<string, number>> = {
  Puffer: 1.25,
  Parka: 1.3,
  Trench: 1.2,
  Wool: 1.15,
  Fleece: 0.85,
  Windbreaker: 0.8,
  Rain: 0.9,
  Varsity: 1.15,
  Cashmere: 1.4,
  'Cable Knit': 1.1,
  Graphic: 1.05,
  Basic: 0.8,
  Snow: 1.1,
  Work: 1.15,
  Combat: 1.1,
  Stiletto: 1.1,
};

export function variantsFor(leaf: LeafCategory): ItemVariant[] {
  return VARIANTS[leaf.family](leaf);
}

/** The item types a leaf holds, e.g. Jacket and Coat for a Coats, Jackets & Vests leaf. */
export function itemTypesOf(leaf: LeafCategory): ItemType[] {
  return [...new Set(variantsFor(leaf).map((variant) => variant.itemType))];
}

/** The item type of a listing published through the emulator: from its Type aspect, else the leaf's main one. */
export function itemTypeFor(leaf: LeafCategory, aspects: Record<string, string[]>): ItemType {
  const variants = variantsFor(leaf);
  const type = aspects.Type?.[0]?.toLowerCase();
  const sleeve = aspects['Sleeve Length']?.[0];
  const byType = variants.find(
    (variant) =>
      variant.aspects?.Type?.toLowerCase() === type &&
      (variant.aspects?.['Sleeve Length'] === undefined || variant.aspects['Sleeve Length'] === sleeve),
  );
  return (byType ?? variants[0])?.itemType ?? 'Shirt';
}

export function isItemType(value: string): value is ItemType {
  return (ITEM_TYPES as readonly string[]).includes(value);
}
