import type { GarmentFamily, LeafCategory } from '../taxonomy/category-tree';
import type { Department } from '../taxonomy/departments';
import { BASE_PRICE, TIER_MULTIPLIER, type BrandSpec } from './brands';
import { STYLE_PRICE, type ItemVariant } from './item-types';

/**
 * What a piece sells for against "Pre-owned - Good" (3000): new with tags
 * fetches most, then new without tags, pre-owned excellent, new with
 * imperfections, good and fair.
 */
export const CONDITION_PRICE: Readonly<Record<string, number>> = {
  '1000': 1.75,
  '1500': 1.4,
  '1750': 1.1,
  '2990': 1.18,
  '3000': 0.9,
  '3010': 0.55,
};

const DEPARTMENT_PRICE: Record<Department, number> = {
  Men: 1,
  Women: 1,
  'Unisex Adults': 1,
  Boys: 0.55,
  Girls: 0.55,
};

/**
 * Size moves a resale price a little: the common middle sizes sell best, the
 * extremes (and the smallest kids' sizes) for less.
 */
export function sizeFactor(size: string | undefined, department: Department): number {
  if (size === undefined) return 1;
  if (department === 'Boys' || department === 'Girls') {
    const age = Number.parseInt(size, 10);
    if (Number.isFinite(age) && age < 10 && age >= 4) return 0.9;
    if (['XS', 'S'].includes(size)) return 0.92;
    return 1.06;
  }
  if (['XXS', '3XL', '3X', '00', '20', '44', '14', '5', '13'].includes(size)) return 0.88;
  if (['XS', 'XXL', '2X', '0', '18', '42', '7', '5.5'].includes(size)) return 0.94;
  if (['M', 'L', '32', '34', '8', '9', '9.5', '10', '4', '6'].includes(size)) return 1.06;
  return 1;
}

/** Families that sell more, and dearer, in autumn and winter; and in summer. */
const WINTER: readonly GarmentFamily[] = ['outerwear', 'sweaters', 'boots'];
const MILD_WINTER: readonly GarmentFamily[] = ['hoodies', 'hats'];
const SUMMER: readonly GarmentFamily[] = ['shorts', 'skirts'];
const DAY = 86_400_000;

/** -1..1 over the year, peaking on the given day of the year (UTC). */
function seasonWave(at: number, peakDay: number): number {
  const date = new Date(at);
  const dayOfYear = (at - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
  return Math.cos((2 * Math.PI * (dayOfYear - peakDay)) / 365.25);
}

/** Demand for a family at a date: 1 on average, up to 1.6 in its season and down to 0.4 out of it. */
export function seasonalVolume(family: GarmentFamily, at: number): number {
  if (WINTER.includes(family)) return 1 + 0.6 * seasonWave(at, 349);
  if (MILD_WINTER.includes(family)) return 1 + 0.3 * seasonWave(at, 349);
  if (SUMMER.includes(family)) return 1 + 0.6 * seasonWave(at, 196);
  return 1;
}

/** The same seasons move prices by up to 15%. */
export function seasonalPrice(family: GarmentFamily, at: number): number {
  if (WINTER.includes(family)) return 1 + 0.15 * seasonWave(at, 349);
  if (MILD_WINTER.includes(family)) return 1 + 0.06 * seasonWave(at, 349);
  if (SUMMER.includes(family)) return 1 + 0.12 * seasonWave(at, 196);
  return 1;
}

export type PriceInput = {
  brand: BrandSpec;
  leaf: LeafCategory;
  variant: ItemVariant;
  style: string;
  size: string | undefined;
  conditionId: string;
  at: number;
};

/**
 * The price a piece sells for in the middle of the market, before the
 * spread between individual sales: family base price x item type x brand
 * tier and the brand's place in it x department x size x condition x season.
 */
export function marketValue(input: PriceInput): number {
  const { brand, leaf, variant } = input;
  return (
    BASE_PRICE[leaf.family] *
    variant.price *
    (STYLE_PRICE[input.style] ?? 1) *
    TIER_MULTIPLIER[brand.tier] *
    brand.factor *
    DEPARTMENT_PRICE[leaf.department] *
    sizeFactor(input.size, leaf.department) *
    (CONDITION_PRICE[input.conditionId] ?? 1) *
    seasonalPrice(leaf.family, input.at)
  );
}

/** Resale prices end in .49/.99 under $20 and .99 above, never under $4.99. */
export function roundPrice(value: number): number {
  const cents = value < 20 ? Math.round(value * 2) * 50 - 1 : Math.floor(value) * 100 + 99;
  return Math.max(499, cents) / 100;
}
