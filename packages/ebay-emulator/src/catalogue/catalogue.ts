import { createPrng, type Prng } from '../lib/prng';
import { aspectsFor, type AspectDefinition } from '../taxonomy/aspects';
import { allLeaves, type GarmentFamily, type LeafCategory } from '../taxonomy/category-tree';
import { conditionsFor, type ConditionDefinition } from '../taxonomy/conditions';
import type { Department } from '../taxonomy/departments';
import { brandMakes, BRANDS, type BrandSpec, type BrandTier } from './brands';
import {
  titleWords,
  type BuyingOption,
  type CatalogueEntry,
  type CatalogueSale,
  type CatalogueSeller,
} from './catalogue-entry';
import { variantsFor, type ItemVariant } from './item-types';
import { marketValue, roundPrice, seasonalVolume } from './pricing';
import { LOCATIONS, SELLER_WORDS } from './seller-words';
import { buildTitle } from './titles';

export type Catalogue = {
  listings: readonly CatalogueEntry[];
  sales: readonly CatalogueSale[];
  byLegacyId: (legacyItemId: string) => CatalogueEntry | undefined;
};

const DAY = 86_400_000;
/** Share of each condition among second-hand clothing listings. */
const CONDITION_WEIGHTS: Record<string, number> = {
  '1000': 12,
  '1500': 8,
  '1750': 2,
  '2990': 25,
  '3000': 43,
  '3010': 10,
};
/** How much of the second-hand market each family and department makes up. */
const FAMILY_WEIGHT: Partial<Record<GarmentFamily, number>> = {
  tshirts: 3,
  tops: 3,
  'kids-tops': 3,
  jeans: 3,
  outerwear: 3,
  sweaters: 2,
  dresses: 2,
  hoodies: 2,
};
const DEPARTMENT_WEIGHT: Record<Department, number> = {
  Women: 1,
  Men: 0.9,
  Girls: 0.35,
  Boys: 0.3,
  'Unisex Adults': 0.25,
};
/** Mid-market labels are listed most, luxury least. */
const TIER_WEIGHT: Record<BrandTier, number> = { luxury: 0.4, premium: 0.8, mid: 1.2, 'fast-fashion': 1 };

type Leaf = {
  leaf: LeafCategory;
  weight: number;
  aspects: AspectDefinition[];
  brands: (readonly [BrandSpec, number])[];
  variants: (readonly [ItemVariant, number])[];
  conditions: (readonly [ConditionDefinition, number])[];
};

type Piece = {
  leaf: LeafCategory;
  brand: BrandSpec;
  variant: ItemVariant;
  style: string;
  condition: ConditionDefinition;
  aspects: Record<string, string[]>;
  title: string;
};

function prepareLeaves(): Leaf[] {
  return allLeaves().map((leaf) => {
    const brands = BRANDS.filter((brand) => brandMakes(brand, leaf.family, leaf.department));
    if (brands.length === 0) throw new Error(`no brand makes ${leaf.family} for ${leaf.department}`);
    return {
      leaf,
      weight: (FAMILY_WEIGHT[leaf.family] ?? 1) * DEPARTMENT_WEIGHT[leaf.department],
      aspects: aspectsFor(leaf),
      brands: brands.map((brand) => [brand, TIER_WEIGHT[brand.tier]] as const),
      variants: variantsFor(leaf).map((variant) => [variant, variant.weight] as const),
      conditions: conditionsFor(leaf).map((c) => [c, CONDITION_WEIGHTS[c.conditionId] ?? 1] as const),
    };
  });
}

function makeSellers(prng: Prng): CatalogueSeller[] {
  const sellers: CatalogueSeller[] = [];
  const seen = new Set<string>();
  while (sellers.length < 180) {
    const username = `${prng.pick(SELLER_WORDS.first)}_${prng.pick(SELLER_WORDS.second)}${prng.chance(0.6) ? prng.int(1, 99) : ''}`;
    if (seen.has(username)) continue;
    seen.add(username);
    const score = Math.floor(Math.exp(prng.next() * 10));
    sellers.push({ username, feedbackScore: score, feedbackPercentage: (97 + prng.next() * 3).toFixed(1) });
  }
  return sellers;
}

/** Item specifics a reseller fills in: every required one, some optional ones, the variant's own. */
function pickAspects(prng: Prng, prepared: Leaf, brand: BrandSpec, variant: ItemVariant, style: string) {
  const aspects: Record<string, string[]> = { Brand: [brand.name] };
  for (const aspect of prepared.aspects) {
    const fixed = variant.aspects?.[aspect.name];
    if (fixed !== undefined) aspects[aspect.name] = [fixed];
    else if (aspect.name === 'Style') aspects.Style = [style];
    else if (aspect.name === 'Brand' || aspect.values.length === 0) continue;
    else if (aspect.name === 'Department')
      aspects.Department = [prng.chance(0.95) ? (aspect.values[0] ?? '') : prng.pick(aspect.values)];
    else if (aspect.name === 'Size Type')
      aspects[aspect.name] = [prng.chance(0.85) ? 'Regular' : prng.pick(aspect.values)];
    else if (aspect.required || prng.chance(0.35)) aspects[aspect.name] = [prng.pick(aspect.values)];
  }
  return aspects;
}

function makePiece(prng: Prng, prepared: Leaf): Piece {
  const brand = prng.weighted(prepared.brands);
  const variant = prng.weighted(prepared.variants);
  const style = prng.pick(variant.styles);
  const condition = prng.weighted(prepared.conditions);
  const aspects = pickAspects(prng, prepared, brand, variant, style);
  const { leaf } = prepared;
  const title = buildTitle(prng, {
    brand: brand.name,
    leaf,
    variant,
    style,
    aspects,
    conditionId: condition.conditionId,
  });
  return { leaf, brand, variant, style, condition, aspects, title };
}

/** The spread of single sales around the market value: log-normal-like, about +-22%. */
function spread(prng: Prng): number {
  return Math.exp((prng.next() + prng.next() + prng.next() - 1.5) * 0.44);
}

function valueAt(piece: Piece, at: number): number {
  return marketValue({
    brand: piece.brand,
    leaf: piece.leaf,
    variant: piece.variant,
    style: piece.style,
    size: piece.aspects.Size?.[0] ?? piece.aspects['US Shoe Size']?.[0],
    conditionId: piece.condition.conditionId,
    at,
  });
}

type EntryFacts = { legacyItemId: string; price: number; listedAt: number; auction: boolean; anchor: number };

function toEntry(prng: Prng, piece: Piece, sellers: CatalogueSeller[], facts: EntryFacts): CatalogueEntry {
  const { leaf, condition, aspects } = piece;
  const buyingOptions: BuyingOption[] = facts.auction
    ? ['AUCTION']
    : prng.chance(0.4)
      ? ['FIXED_PRICE', 'BEST_OFFER']
      : ['FIXED_PRICE'];
  const [city, state, zip3] = prng.pick(LOCATIONS);
  const size = aspects.Size?.[0] ?? aspects['US Shoe Size']?.[0];
  return {
    legacyItemId: facts.legacyItemId,
    title: piece.title,
    brand: piece.brand.name,
    categoryId: leaf.categoryId,
    department: leaf.department,
    family: leaf.family,
    itemType: piece.variant.itemType,
    ...(size === undefined ? {} : { size }),
    color: aspects.Color?.[0] ?? 'Multicolor',
    conditionId: condition.conditionId,
    condition: condition.label,
    conditionGroup: condition.group,
    price: facts.price,
    shippingCost: prng.chance(0.55) ? 0 : prng.pick([4.99, 5.95, 6.99, 7.99, 9.99]),
    buyingOptions,
    ...(facts.auction ? { bidCount: prng.int(0, 14), endsAt: facts.anchor + prng.int(1, 7 * 24) * 3_600_000 } : {}),
    listedAt: facts.listedAt,
    seller: prng.pick(sellers),
    location: { city, stateOrProvince: state, postalCode: `${zip3}**`, country: 'US' },
    aspects,
    watchCount: Math.floor(Math.exp(prng.next() * 4)) - 1,
    words: titleWords(piece.title),
  };
}

/** An active listing: asking 10-45% over the market, or an auction starting low. */
function generateListing(
  prng: Prng,
  index: number,
  anchor: number,
  sellers: CatalogueSeller[],
  leaves: readonly (readonly [Leaf, number])[],
) {
  const piece = makePiece(prng, prng.weighted(leaves));
  const listedAt = anchor - prng.int(0, 60 * 24) * 3_600_000 - prng.int(0, 3_599) * 1000;
  const auction = prng.chance(0.12);
  const asking = roundPrice(valueAt(piece, listedAt) * spread(prng) * (1.1 + 0.35 * prng.next()));
  const price = auction ? Math.max(0.99, Math.floor(asking * 0.4) + 0.99) : asking;
  return toEntry(prng, piece, sellers, {
    legacyItemId: String(256_100_000_000 + index * 37),
    price,
    listedAt,
    auction,
    anchor,
  });
}

/**
 * A sale in the last 90 days: the date comes first, then a leaf weighted by
 * the season's demand at that date, and the price from the market at that date.
 */
function generateSale(
  prng: Prng,
  index: number,
  anchor: number,
  sellers: CatalogueSeller[],
  leavesOn: (at: number) => readonly (readonly [Leaf, number])[],
) {
  const soldAt = anchor - prng.int(1, 90 * 24 * 60) * 60_000;
  const prepared = prng.weighted(leavesOn(soldAt));
  const piece = makePiece(prng, prepared);
  const value = valueAt(piece, soldAt) * spread(prng);
  // Accepted offers land on whole dollars as often as on .99 prices.
  const soldPrice = prng.chance(0.5) ? roundPrice(value) : Math.max(4.99, Math.round(value));
  const auction = prng.chance(0.1);
  const entry = toEntry(prng, piece, sellers, {
    legacyItemId: String(135_500_000_000 + index * 41),
    price: auction ? soldPrice : roundPrice(soldPrice / (0.78 + 0.22 * prng.next())),
    listedAt: soldAt - prng.int(1, 45) * DAY,
    auction,
    anchor,
  });
  const { endsAt: _endsAt, bidCount, ...rest } = entry;
  return {
    ...rest,
    ...(auction ? { bidCount: Math.max(1, bidCount ?? 1) } : {}),
    soldAt,
    soldPrice,
    totalSoldQuantity: prng.chance(0.94) ? 1 : prng.int(2, 3),
  };
}

/**
 * A deterministic market of second-hand clothing: the same seed gives the same
 * listings and sales, byte for byte. Prices follow pricing.ts (brand tier,
 * item type, size, condition, season); sales fall in the 90 days before
 * `anchor`, the window Marketplace Insights covers (ebay-api.md 8.2).
 */
export function createCatalogue(input: { seed: number; listings: number; sales: number; anchor: number }): Catalogue {
  const prng = createPrng(input.seed);
  const leaves = prepareLeaves();
  const sellers = makeSellers(prng);
  const byWeight = leaves.map((l) => [l, l.weight] as const);
  const listings: CatalogueEntry[] = [];
  for (let i = 0; i < input.listings; i += 1) listings.push(generateListing(prng, i, input.anchor, sellers, byWeight));
  // The season's demand per leaf changes slowly: work it out once per day.
  const byDay = new Map<number, (readonly [Leaf, number])[]>();
  const leavesOn = (at: number) => {
    const day = Math.floor(at / DAY);
    let weights = byDay.get(day);
    if (!weights) {
      weights = leaves.map((l) => [l, l.weight * seasonalVolume(l.leaf.family, day * DAY)] as const);
      byDay.set(day, weights);
    }
    return weights;
  };
  const sales: CatalogueSale[] = [];
  for (let i = 0; i < input.sales; i += 1) sales.push(generateSale(prng, i, input.anchor, sellers, leavesOn));
  const index = new Map(listings.map((entry) => [entry.legacyItemId, entry]));
  return { listings, sales, byLegacyId: (id) => index.get(id) };
}
