import type { Prng } from '../lib/prng';
import type { LeafCategory } from '../taxonomy/category-tree';

const NOUNS: Record<LeafCategory['family'], (aspects: Record<string, string[]>) => string> = {
  outerwear: (a) => a.Type?.[0] ?? 'Jacket',
  tops: (a) => a.Type?.[0] ?? 'Top',
  tshirts: () => 'T-Shirt',
  shirts: () => 'Button-Down Shirt',
  'dress-shirts': () => 'Dress Shirt',
  sweaters: (a) => (a.Type?.[0] === 'Cardigan' ? 'Cardigan Sweater' : `${a.Type?.[0] ?? 'Pullover'} Sweater`),
  hoodies: (a) => a.Type?.[0] ?? 'Hoodie',
  jeans: () => 'Jeans',
  pants: (a) => `${a.Type?.[0] ?? 'Chino'} Pants`,
  shorts: (a) => `${a.Type?.[0] ?? 'Casual'} Shorts`,
  skirts: () => 'Skirt',
  dresses: () => 'Dress',
  hats: (a) => a.Style?.[0] ?? 'Hat',
  'athletic-shoes': (a) => (a.Style?.[0] === 'Sneaker' ? 'Sneakers' : `${a.Style?.[0] ?? 'Running Shoe'}s`),
  boots: (a) => `${a.Style?.[0] ?? 'Ankle'} Boots`,
};

/** Resale shorthand sellers put in titles, by condition id. */
const CONDITION_TAGS: Record<string, readonly string[]> = {
  '1000': ['NWT', 'New With Tags'],
  '1500': ['NWOT', 'New'],
  '2990': ['EUC', 'Excellent'],
  '3000': ['GUC', ''],
  '3010': ['', 'Distressed'],
};

/**
 * A title the way resellers write them: brand, department, style, garment,
 * size, colour, then extras while they fit in eBay's 80 characters.
 */
export function buildTitle(
  prng: Prng,
  input: { brand: string; leaf: LeafCategory; aspects: Record<string, string[]>; conditionId: string },
): string {
  const { brand, leaf, aspects } = input;
  const style =
    leaf.family === 'hats' || leaf.family === 'athletic-shoes' || leaf.family === 'boots'
      ? ''
      : (aspects.Style?.[0] ?? '');
  const size = aspects.Size?.[0] ?? aspects['US Shoe Size']?.[0];
  const sizeText = size === undefined ? '' : aspects.Inseam?.[0] ? `${size}x${aspects.Inseam[0]}` : size;
  const core = [
    brand,
    `${leaf.department}'s`,
    style && prng.chance(0.7) ? style : '',
    NOUNS[leaf.family](aspects),
    sizeText ? `Size ${sizeText}` : '',
    aspects.Color?.[0] ?? '',
  ].filter((part) => part !== '');
  const extras = [
    aspects.Material?.[0] ?? '',
    prng.pick(CONDITION_TAGS[input.conditionId] ?? ['']),
    aspects.Vintage?.[0] === 'Yes' ? 'Vintage' : '',
  ];
  let title = core.join(' ');
  for (const extra of extras) {
    if (extra && title.length + extra.length + 1 <= 80) title = `${title} ${extra}`;
  }
  return title.slice(0, 80).trim();
}
