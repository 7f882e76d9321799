import type { Prng } from '../lib/prng';
import type { LeafCategory } from '../taxonomy/category-tree';
import { DEPARTMENT_INFO } from '../taxonomy/departments';
import type { ItemVariant } from './item-types';

/** Resale shorthand sellers put in titles, by condition id. */
const CONDITION_TAGS: Record<string, readonly string[]> = {
  '1000': ['NWT', 'New With Tags'],
  '1500': ['NWOT', 'New'],
  '1750': ['New', ''],
  '2990': ['EUC', 'Excellent'],
  '3000': ['GUC', ''],
  '3010': ['', 'Distressed'],
};

export type TitleInput = {
  brand: string;
  leaf: LeafCategory;
  variant: ItemVariant;
  style: string;
  aspects: Record<string, string[]>;
  conditionId: string;
};

/**
 * A title the way resellers write them: brand, department, style and
 * garment, size, colour, then extras while they fit in eBay's 80 characters.
 * The garment noun always carries the item type's words.
 */
export function buildTitle(prng: Prng, input: TitleInput): string {
  const { brand, leaf, variant, aspects } = input;
  const size = aspects.Size?.[0] ?? aspects['US Shoe Size']?.[0];
  const sizeText = size === undefined ? '' : aspects.Inseam?.[0] ? `${size}x${aspects.Inseam[0]}` : size;
  const core = [
    brand,
    DEPARTMENT_INFO[leaf.department].titleWord,
    variant.noun(input.style, aspects),
    sizeText ? `Size ${sizeText}` : '',
    aspects.Color?.[0] ?? '',
  ].filter((part) => part !== '');
  const extras = [
    aspects.Material?.[0] ?? aspects['Upper Material']?.[0] ?? '',
    prng.pick(CONDITION_TAGS[input.conditionId] ?? ['']),
    aspects.Vintage?.[0] === 'Yes' ? 'Vintage' : '',
  ];
  let title = core.join(' ');
  for (const extra of extras) {
    if (extra && title.length + extra.length + 1 <= 80) title = `${title} ${extra}`;
  }
  return title.slice(0, 80).trim();
}
