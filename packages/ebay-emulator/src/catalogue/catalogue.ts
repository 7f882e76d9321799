import { createPrng, type Prng } from '../lib/prng';
import { aspectsFor } from '../taxonomy/aspects';
import { allLeaves, type LeafCategory } from '../taxonomy/category-tree';
import { conditionsFor } from '../taxonomy/conditions';
import { BASE_PRICE, BRANDS, LOCATIONS, SELLER_WORDS, type BrandSpec } from './brands';
import {
  titleWords,
  type BuyingOption,
  type CatalogueEntry,
  type CatalogueSale,
  type CatalogueSeller,
} from './catalogue-entry';
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
const CONDITION_PRICE: Record<string, number> = {
  '1000': 1.6,
  '1500': 1.3,
  '1750': 1.0,
  '2990': 1.05,
  '3000': 0.9,
  '3010': 0.6,
};

/** Resale prices end in .49/.99 under $20 and .99 above. */
function roundPrice(value: number): number {
  const cents = value < 20 ? Math.round(value * 2) * 50 - 1 : Math.floor(value) * 100 + 99;
  return Math.max(499, cents) / 100;
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

function brandsFor(leaf: LeafCategory): BrandSpec[] {
  const code = leaf.department === 'Men' ? 'M' : 'W';
  return BRANDS.filter((brand) => brand.families.includes(leaf.family) && brand.departments.includes(code));
}

/** Every leaf, weighted by how much of it is listed second-hand. */
const LEAF_WEIGHTS: Partial<Record<LeafCategory['family'], number>> = {
  tshirts: 3,
  tops: 3,
  jeans: 3,
  outerwear: 3,
  sweaters: 2,
  dresses: 2,
};

function generateEntry(
  prng: Prng,
  index: number,
  anchor: number,
  sellers: CatalogueSeller[],
  leaves: LeafCategory[],
): CatalogueEntry {
  const leaf = prng.weighted(leaves.map((l) => [l, LEAF_WEIGHTS[l.family] ?? 1] as const));
  const brand = prng.pick(brandsFor(leaf));
  const condition = prng.weighted(conditionsFor(leaf).map((c) => [c, CONDITION_WEIGHTS[c.conditionId] ?? 1] as const));
  const aspects: Record<string, string[]> = { Brand: [brand.name] };
  for (const aspect of aspectsFor(leaf)) {
    if (aspect.name === 'Brand' || aspect.values.length === 0) continue;
    if (aspect.name === 'Department') aspects[aspect.name] = [leaf.department];
    else if (aspect.name === 'Size Type')
      aspects[aspect.name] = [prng.chance(0.85) ? 'Regular' : prng.pick(aspect.values)];
    else if (aspect.required || prng.chance(0.4)) aspects[aspect.name] = [prng.pick(aspect.values)];
  }
  const noise = Math.exp((prng.next() + prng.next() + prng.next() - 1.5) * 0.5);
  const price = roundPrice(
    BASE_PRICE[leaf.family] * brand.tier * (CONDITION_PRICE[condition.conditionId] ?? 1) * noise,
  );
  const auction = prng.chance(0.12);
  const buyingOptions: BuyingOption[] = auction
    ? ['AUCTION']
    : prng.chance(0.4)
      ? ['FIXED_PRICE', 'BEST_OFFER']
      : ['FIXED_PRICE'];
  const [city, state, zip3] = prng.pick(LOCATIONS);
  const title = buildTitle(prng, { brand: brand.name, leaf, aspects, conditionId: condition.conditionId });
  return {
    legacyItemId: String(256_100_000_000 + index * 37),
    title,
    brand: brand.name,
    categoryId: leaf.categoryId,
    department: leaf.department,
    family: leaf.family,
    color: aspects.Color?.[0] ?? 'Multicolor',
    conditionId: condition.conditionId,
    condition: condition.label,
    conditionGroup: condition.group,
    price: auction ? Math.max(0.99, Math.floor(price * 0.4) + 0.99) : price,
    shippingCost: prng.chance(0.55) ? 0 : prng.pick([4.99, 5.95, 6.99, 7.99, 9.99]),
    buyingOptions,
    ...(auction ? { bidCount: prng.int(0, 14), endsAt: anchor + prng.int(1, 7 * 24) * 3_600_000 } : {}),
    listedAt: anchor - prng.int(0, 60 * 24) * 3_600_000 - prng.int(0, 3_599) * 1000,
    seller: prng.pick(sellers),
    location: { city, stateOrProvince: state, postalCode: `${zip3}**`, country: 'US' },
    aspects,
    watchCount: Math.floor(Math.exp(prng.next() * 4)) - 1,
    words: titleWords(title),
  };
}

/**
 * A deterministic market of second-hand clothing: the same seed gives the same
 * listings and sales, byte for byte. Sales fall in the 90 days before `anchor`,
 * the window Marketplace Insights covers (ebay-api.md 8.2).
 */
export function createCatalogue(input: { seed: number; listings: number; sales: number; anchor: number }): Catalogue {
  const prng = createPrng(input.seed);
  const leaves = allLeaves();
  const sellers = makeSellers(prng);
  const listings: CatalogueEntry[] = [];
  for (let i = 0; i < input.listings; i += 1) listings.push(generateEntry(prng, i, input.anchor, sellers, leaves));
  const sales: CatalogueSale[] = [];
  for (let i = 0; i < input.sales; i += 1) {
    const entry = generateEntry(prng, input.listings + i, input.anchor, sellers, leaves);
    const soldAt = input.anchor - prng.int(1, 90 * 24 * 60) * 60_000;
    sales.push({
      ...entry,
      legacyItemId: String(135_500_000_000 + i * 41),
      listedAt: soldAt - prng.int(1, 45) * DAY,
      soldAt,
      soldPrice: Math.max(0.99, Math.round(entry.price * (0.72 + prng.next() * 0.28) * 100) / 100),
      totalSoldQuantity: prng.chance(0.94) ? 1 : prng.int(2, 3),
    });
  }
  const index = new Map(listings.map((entry) => [entry.legacyItemId, entry]));
  return { listings, sales, byLegacyId: (id) => index.get(id) };
}
