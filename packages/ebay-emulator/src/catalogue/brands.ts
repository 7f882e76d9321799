import type { GarmentFamily } from '../taxonomy/category-tree';
import type { Department } from '../taxonomy/departments';

/**
 * Price tiers of the resale market: the tier sets the order of magnitude, a
 * brand's own factor places it within the tier, so two brands rarely share a
 * price level.
 */
export type BrandTier = 'luxury' | 'premium' | 'mid' | 'fast-fashion';

export const TIER_MULTIPLIER: Record<BrandTier, number> = {
  luxury: 4.5,
  premium: 1.8,
  mid: 1,
  'fast-fashion': 0.5,
};

/** Department letters: Men, Women, Boys, Girls, Unisex adults. */
type DepartmentCodes = string;

const CODES: Record<Department, string> = { Men: 'M', Women: 'W', Boys: 'B', Girls: 'G', 'Unisex Adults': 'U' };

export type BrandSpec = {
  name: string;
  tier: BrandTier;
  /** The brand's place within its tier (about 0.4 to 2.5). */
  factor: number;
  families: readonly GarmentFamily[];
  departments: DepartmentCodes;
};

const TOPS: readonly GarmentFamily[] = ['tshirts', 'tops', 'shirts', 'sweaters', 'hoodies'];
const BOTTOMS: readonly GarmentFamily[] = ['jeans', 'pants', 'shorts'];
const EVERYDAY: readonly GarmentFamily[] = [...TOPS, ...BOTTOMS, 'outerwear'];
const KIDS_EVERYDAY: readonly GarmentFamily[] = ['kids-tops', 'sweaters', 'hoodies', ...BOTTOMS, 'outerwear'];

function brand(
  name: string,
  tier: BrandTier,
  factor: number,
  families: readonly GarmentFamily[],
  departments: DepartmentCodes,
): BrandSpec {
  return { name, tier, factor, families, departments };
}

/** Brands second-hand clothing sellers list most, with their tier and the garments and departments they make. */
export const BRANDS: readonly BrandSpec[] = [
  // Outdoor and workwear
  brand(
    'Patagonia',
    'premium',
    1.1,
    ['outerwear', 'sweaters', 'hoodies', 'tshirts', 'shorts', 'pants', 'hats', 'kids-tops'],
    'MWBGU',
  ),
  brand('The North Face', 'premium', 1, ['outerwear', 'hoodies', 'tshirts', 'hats', 'boots', 'kids-tops'], 'MWBGU'),
  brand("Arc'teryx", 'luxury', 0.8, ['outerwear', 'pants', 'hats'], 'MWU'),
  brand('Columbia', 'mid', 1, ['outerwear', 'shirts', 'pants', 'shorts', 'boots', 'hats'], 'MWBGU'),
  brand(
    'Carhartt',
    'mid',
    1.25,
    ['outerwear', 'pants', 'hoodies', 'tshirts', 'tops', 'hats', 'boots', 'jeans'],
    'MWBU',
  ),
  brand('L.L.Bean', 'mid', 1.05, ['outerwear', 'sweaters', 'shirts', 'boots'], 'MWBG'),
  brand('Eddie Bauer', 'mid', 0.9, ['outerwear', 'shirts', 'pants'], 'MW'),
  brand('Pendleton', 'premium', 0.85, ['shirts', 'sweaters', 'outerwear'], 'M'),
  brand('Filson', 'luxury', 0.6, ['outerwear', 'shirts', 'hats'], 'M'),
  brand('Barbour', 'luxury', 0.6, ['outerwear'], 'MW'),
  brand('Canada Goose', 'luxury', 1.3, ['outerwear'], 'MWBGU'),
  // Denim
  brand("Levi's", 'mid', 1.1, ['jeans', 'outerwear', 'tshirts', 'shorts', 'skirts', 'kids-tops'], 'MWBGU'),
  brand('Wrangler', 'mid', 0.8, ['jeans', 'shirts', 'outerwear'], 'MWB'),
  brand('Lee', 'mid', 0.7, ['jeans', 'pants'], 'MW'),
  brand('True Religion', 'premium', 0.75, ['jeans', 'tshirts', 'hoodies'], 'MW'),
  brand('7 For All Mankind', 'premium', 0.8, ['jeans'], 'MW'),
  brand('AG Adriano Goldschmied', 'premium', 0.85, ['jeans', 'pants'], 'MW'),
  brand('American Eagle', 'fast-fashion', 1.2, ['jeans', 'tshirts', 'hoodies', 'shorts'], 'MW'),
  brand('Hollister', 'fast-fashion', 1, ['tshirts', 'hoodies', 'jeans', 'shorts'], 'MW'),
  brand('Abercrombie & Fitch', 'mid', 0.8, [...TOPS, 'jeans', 'outerwear', 'dresses', 'polos', 'kids-tops'], 'MWBG'),
  // Athletic
  brand(
    'Nike',
    'mid',
    1.2,
    ['tshirts', 'hoodies', 'shorts', 'pants', 'athletic-shoes', 'hats', 'outerwear', 'polos', 'kids-tops'],
    'MWBGU',
  ),
  brand(
    'Adidas',
    'mid',
    1.1,
    ['tshirts', 'hoodies', 'shorts', 'pants', 'athletic-shoes', 'hats', 'outerwear', 'kids-tops'],
    'MWBGU',
  ),
  brand('Under Armour', 'mid', 0.9, ['tshirts', 'hoodies', 'shorts', 'pants', 'hats', 'polos', 'kids-tops'], 'MWBG'),
  brand('Champion', 'fast-fashion', 1.6, ['hoodies', 'tshirts', 'shorts', 'pants'], 'MWU'),
  brand('Lululemon', 'premium', 1.05, ['pants', 'tops', 'shorts', 'hoodies', 'outerwear', 'tshirts'], 'MW'),
  brand('Athleta', 'mid', 1.4, ['pants', 'tops', 'shorts', 'dresses', 'kids-tops'], 'WG'),
  brand('Vuori', 'premium', 0.9, ['shorts', 'pants', 'hoodies', 'tshirts'], 'MW'),
  // Classic and preppy
  brand(
    'Polo Ralph Lauren',
    'premium',
    0.8,
    ['shirts', 'polos', 'sweaters', 'tshirts', 'pants', 'outerwear', 'hats', 'kids-tops', 'dresses'],
    'MWBG',
  ),
  brand('Lacoste', 'premium', 0.85, ['polos', 'tshirts', 'sweaters', 'casual-shoes', 'athletic-shoes'], 'MW'),
  brand('Tommy Hilfiger', 'mid', 1, ['shirts', 'sweaters', 'tshirts', 'outerwear', 'polos', 'kids-tops'], 'MWB'),
  brand('Brooks Brothers', 'premium', 0.75, ['dress-shirts', 'shirts', 'sweaters', 'pants', 'polos'], 'M'),
  brand(
    'Vineyard Vines',
    'mid',
    1.2,
    ['shirts', 'tshirts', 'sweaters', 'shorts', 'polos', 'kids-tops', 'dresses'],
    'MWBG',
  ),
  brand(
    'J.Crew',
    'mid',
    1,
    [...TOPS, 'pants', 'dress-shirts', 'dresses', 'skirts', 'outerwear', 'polos', 'casual-shoes'],
    'MW',
  ),
  brand('Crewcuts', 'mid', 0.75, ['kids-tops', 'sweaters', 'pants', 'dresses', 'skirts', 'outerwear', 'shorts'], 'BG'),
  brand('Banana Republic', 'mid', 0.9, ['dress-shirts', 'sweaters', 'pants', 'dresses', 'outerwear'], 'MW'),
  brand('Calvin Klein', 'mid', 0.9, ['dress-shirts', 'jeans', 'tshirts', 'dresses', 'outerwear'], 'MW'),
  // Mass market and fast fashion
  brand('Gap', 'fast-fashion', 1.4, [...EVERYDAY, ...KIDS_EVERYDAY, 'dresses'], 'MWBG'),
  brand('Old Navy', 'fast-fashion', 1, [...EVERYDAY, ...KIDS_EVERYDAY, 'dresses', 'skirts'], 'MWBG'),
  brand('H&M', 'fast-fashion', 0.95, [...TOPS, 'pants', 'dresses', 'skirts', 'kids-tops'], 'MWBGU'),
  brand(
    'Zara',
    'fast-fashion',
    1.5,
    ['tops', 'dresses', 'skirts', 'pants', 'outerwear', 'boots', 'heels', 'casual-shoes', 'kids-tops'],
    'MWBG',
  ),
  brand('Uniqlo', 'fast-fashion', 1.3, ['outerwear', 'sweaters', 'tshirts', 'shirts', 'tops', 'pants'], 'MWU'),
  brand('Shein', 'fast-fashion', 0.5, ['tops', 'dresses', 'skirts', 'tshirts', 'pants'], 'W'),
  brand('Forever 21', 'fast-fashion', 0.6, ['tops', 'dresses', 'skirts', 'tshirts'], 'W'),
  brand('Gildan', 'fast-fashion', 0.6, ['tshirts', 'hoodies', 'kids-tops'], 'MWBGU'),
  brand('Hanes', 'fast-fashion', 0.6, ['tshirts', 'hoodies', 'kids-tops'], 'MWBGU'),
  // Kids
  brand(
    'Cat & Jack',
    'fast-fashion',
    0.8,
    [...KIDS_EVERYDAY, 'dresses', 'skirts', 'hats', 'casual-shoes', 'athletic-shoes', 'boots'],
    'BG',
  ),
  brand("Carter's", 'fast-fashion', 0.9, ['kids-tops', 'pants', 'shorts', 'dresses', 'hoodies', 'outerwear'], 'BG'),
  brand("OshKosh B'gosh", 'fast-fashion', 0.9, ['jeans', 'kids-tops', 'shorts', 'pants', 'dresses', 'outerwear'], 'BG'),
  brand("The Children's Place", 'fast-fashion', 0.8, [...KIDS_EVERYDAY, 'dresses', 'skirts', 'hats'], 'BG'),
  brand('Gymboree', 'mid', 0.6, ['dresses', 'kids-tops', 'skirts', 'sweaters'], 'BG'),
  brand('Janie and Jack', 'premium', 0.45, ['dresses', 'kids-tops', 'sweaters', 'outerwear', 'skirts'], 'BG'),
  brand('Hanna Andersson', 'mid', 0.8, ['kids-tops', 'dresses', 'pants', 'sweaters'], 'BG'),
  brand('Stride Rite', 'mid', 0.7, ['casual-shoes', 'athletic-shoes', 'boots'], 'BG'),
  // Women's labels
  brand('Madewell', 'mid', 1.2, ['jeans', 'tops', 'dresses', 'skirts', 'sweaters', 'boots', 'casual-shoes'], 'W'),
  brand('Free People', 'mid', 1.3, ['tops', 'dresses', 'sweaters', 'jeans', 'skirts'], 'W'),
  brand('Anthropologie', 'mid', 1.2, ['dresses', 'tops', 'skirts', 'sweaters'], 'W'),
  brand('Reformation', 'premium', 1, ['dresses', 'tops', 'jeans', 'skirts'], 'W'),
  brand('Eileen Fisher', 'premium', 0.85, ['tops', 'sweaters', 'pants', 'dresses'], 'W'),
  brand('Vince', 'premium', 1.05, ['sweaters', 'tops', 'pants', 'dresses', 'tshirts'], 'MW'),
  brand('Theory', 'premium', 1, ['pants', 'tops', 'dresses', 'outerwear', 'dress-shirts'], 'MW'),
  brand('Ann Taylor', 'mid', 0.8, ['dresses', 'tops', 'pants', 'skirts'], 'W'),
  brand('Talbots', 'mid', 0.8, ['sweaters', 'pants', 'dresses', 'tops'], 'W'),
  brand('Lucky Brand', 'mid', 0.9, ['jeans', 'tshirts', 'shirts', 'tops'], 'MW'),
  brand('Kate Spade', 'premium', 0.8, ['dresses', 'skirts', 'tops', 'heels', 'casual-shoes'], 'W'),
  brand('Lilly Pulitzer', 'mid', 1.3, ['dresses', 'skirts', 'tops', 'shorts'], 'WG'),
  // Luxury houses
  brand('Burberry', 'luxury', 1.1, ['outerwear', 'shirts', 'sweaters', 'dresses', 'polos', 'kids-tops'], 'MWBG'),
  brand('Tory Burch', 'luxury', 0.45, ['casual-shoes', 'heels', 'tops', 'dresses'], 'W'),
  brand('Gucci', 'luxury', 2.5, ['casual-shoes', 'athletic-shoes', 'hats', 'tshirts', 'outerwear', 'heels'], 'MWU'),
  brand('Prada', 'luxury', 2.2, ['heels', 'outerwear', 'casual-shoes'], 'MW'),
  brand('Stuart Weitzman', 'luxury', 1, ['heels', 'boots'], 'W'),
  // Footwear
  brand('Converse', 'mid', 0.9, ['athletic-shoes', 'casual-shoes'], 'MWBGU'),
  brand('Vans', 'mid', 0.9, ['athletic-shoes', 'casual-shoes', 'hats', 'tshirts'], 'MWBGU'),
  brand('New Balance', 'mid', 1.1, ['athletic-shoes'], 'MWBGU'),
  brand('Hoka', 'premium', 0.8, ['athletic-shoes'], 'MWU'),
  brand('Brooks', 'mid', 1.1, ['athletic-shoes'], 'MW'),
  brand('ASICS', 'mid', 1, ['athletic-shoes'], 'MWBGU'),
  brand('Dr. Martens', 'premium', 0.85, ['boots', 'casual-shoes'], 'MWBGU'),
  brand('Timberland', 'mid', 1.2, ['boots', 'casual-shoes'], 'MWBGU'),
  brand('UGG', 'premium', 0.7, ['boots', 'casual-shoes'], 'WBGU'),
  brand('Frye', 'premium', 0.9, ['boots'], 'MW'),
  brand('Red Wing', 'luxury', 0.5, ['boots'], 'M'),
  brand('Sorel', 'mid', 1.3, ['boots'], 'WBG'),
  brand('Sperry', 'mid', 0.9, ['casual-shoes', 'boots'], 'MWBG'),
  brand('Clarks', 'mid', 1, ['casual-shoes', 'boots'], 'MWBG'),
  brand('Cole Haan', 'mid', 1.2, ['casual-shoes', 'boots'], 'MW'),
  brand('Crocs', 'fast-fashion', 1.3, ['casual-shoes'], 'MWBGU'),
  brand('Sam Edelman', 'mid', 1.1, ['heels', 'casual-shoes', 'boots'], 'WG'),
  brand('Steve Madden', 'fast-fashion', 1.5, ['heels', 'boots', 'casual-shoes', 'athletic-shoes'], 'WG'),
  brand('Nine West', 'fast-fashion', 1.3, ['heels', 'casual-shoes'], 'W'),
  // Streetwear and hats
  brand('New Era', 'fast-fashion', 1.6, ['hats'], 'MWBGU'),
  brand('Stussy', 'premium', 0.7, ['tshirts', 'hoodies', 'hats'], 'MU'),
  brand('Supreme', 'luxury', 0.5, ['tshirts', 'hoodies', 'hats', 'outerwear'], 'MU'),
  brand('Essentials Fear of God', 'premium', 1, ['hoodies', 'tshirts', 'pants', 'shorts'], 'MU'),
];

export function brandMakes(spec: BrandSpec, family: GarmentFamily, department: Department): boolean {
  return spec.families.includes(family) && spec.departments.includes(CODES[department]);
}

/** A brand by name, ignoring case and punctuation ("levis" finds Levi's). */
export function findBrand(name: string): BrandSpec | undefined {
  const squash = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  const wanted = squash(name);
  return BRANDS.find((spec) => squash(spec.name) === wanted);
}

/** Median sold price of a used ("Pre-owned - Good"), mid-market adult piece, per garment family, in USD. */
export const BASE_PRICE: Record<GarmentFamily, number> = {
  outerwear: 42,
  tops: 16,
  'kids-tops': 10,
  tshirts: 13,
  shirts: 20,
  polos: 18,
  'dress-shirts': 19,
  sweaters: 26,
  hoodies: 26,
  jeans: 28,
  pants: 22,
  shorts: 16,
  skirts: 18,
  dresses: 28,
  hats: 15,
  'athletic-shoes': 44,
  boots: 58,
  'casual-shoes': 38,
  heels: 34,
};
