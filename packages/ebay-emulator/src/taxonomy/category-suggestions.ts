import { allLeaves, type GarmentFamily, type LeafCategory } from './category-tree';
import type { Department } from './departments';

type Weights = Readonly<Record<string, number>>;

/**
 * Query words that point at each garment family, with a weight: 3 names the
 * garment, 2 is a strong hint, 1 a weak one. Words are in the normalised
 * singular form `queryTokens` produces.
 */
const FAMILY_WORDS: Record<GarmentFamily, Weights> = {
  outerwear: {
    jacket: 3,
    coat: 3,
    outerwear: 3,
    parka: 3,
    puffer: 3,
    windbreaker: 3,
    raincoat: 3,
    anorak: 3,
    bomber: 3,
    trench: 3,
    peacoat: 3,
    vest: 2,
    fleece: 2,
    blazer: 2,
    shacket: 2,
    gilet: 2,
  },
  tops: {
    top: 3,
    blouse: 3,
    tank: 3,
    cami: 3,
    camisole: 3,
    tunic: 3,
    bodysuit: 3,
    shirt: 2,
    polo: 2,
    buttondown: 2,
    henley: 1,
    crop: 1,
    longsleeve: 1,
  },
  'kids-tops': {
    top: 3,
    tshirt: 3,
    shirt: 3,
    polo: 3,
    blouse: 3,
    tank: 2,
    henley: 2,
    buttondown: 2,
    graphic: 1,
    longsleeve: 1,
    shortsleeve: 1,
  },
  tshirts: { tshirt: 3, graphic: 1, henley: 2, longsleeve: 1, shortsleeve: 1, top: 1, shirt: 1 },
  shirts: { shirt: 3, buttondown: 3, flannel: 3, hawaiian: 3, oxford: 2, chambray: 2, camp: 1, longsleeve: 1 },
  polos: { polo: 4, pique: 2, golf: 1, rugby: 2 },
  'dress-shirts': { dressshirt: 5, formal: 1, cuff: 1 },
  sweaters: { sweater: 3, cardigan: 3, jumper: 3, turtleneck: 3, pullover: 2, knit: 2, cashmere: 2, crewneck: 1 },
  hoodies: { hoodie: 3, sweatshirt: 3, hooded: 2, sweat: 2, quarterzip: 1, crewneck: 1, fleece: 1 },
  jeans: { jean: 3, denim: 2, selvedge: 2, bootcut: 2, skinny: 1 },
  pants: {
    pant: 3,
    trouser: 3,
    chino: 3,
    khaki: 3,
    jogger: 3,
    slack: 3,
    legging: 3,
    sweatpant: 3,
    cargo: 2,
    corduroy: 1,
  },
  shorts: { short: 3, bermuda: 2, board: 1, trunk: 1 },
  skirts: { skirt: 3, skort: 3, pencil: 2, mini: 1, midi: 1, maxi: 1, pleated: 1 },
  dresses: { dress: 3, gown: 3, sundress: 3, maxi: 1, midi: 1, mini: 1, wrap: 1, slip: 1 },
  hats: { hat: 3, cap: 3, beanie: 3, snapback: 3, fedora: 3, visor: 3, beret: 3, bucket: 2, trucker: 1 },
  'athletic-shoes': {
    sneaker: 3,
    trainer: 3,
    running: 2,
    basketball: 2,
    athletic: 2,
    tennis: 1,
    skate: 1,
    shoe: 1,
  },
  boots: { boot: 3, bootie: 3, chelsea: 2, combat: 2, cowboy: 2, chukka: 2, western: 1, hiking: 1, snow: 1, rain: 1 },
  'casual-shoes': {
    shoe: 2,
    loafer: 3,
    moccasin: 3,
    clog: 3,
    flat: 3,
    espadrille: 3,
    maryjane: 3,
    slipon: 2,
    ballet: 2,
    boat: 1,
    oxford: 1,
  },
  heels: { heel: 3, pump: 3, stiletto: 3, slingback: 3, wedge: 2, mule: 2, platform: 1 },
};

/** Words that name a department; `kids` words point at both the Boys and the Girls branch. */
const DEPARTMENT_WORDS: Record<string, readonly Department[]> = {
  women: ['Women'],
  womens: ['Women'],
  woman: ['Women'],
  ladies: ['Women'],
  lady: ['Women'],
  misses: ['Women'],
  men: ['Men'],
  mens: ['Men'],
  man: ['Men'],
  guys: ['Men'],
  gents: ['Men'],
  boy: ['Boys'],
  boys: ['Boys'],
  girl: ['Girls'],
  girls: ['Girls'],
  kid: ['Boys', 'Girls'],
  kids: ['Boys', 'Girls'],
  child: ['Boys', 'Girls'],
  children: ['Boys', 'Girls'],
  childrens: ['Boys', 'Girls'],
  youth: ['Boys', 'Girls'],
  toddler: ['Boys', 'Girls'],
  unisex: ['Unisex Adults'],
};

/** Spellings that stand for one token: hyphenated and two-word garment names. */
const COMPOUNDS: readonly (readonly [RegExp, string])[] = [
  [/\bt[\s-]?shirts?\b|\btees?\b/g, ' tshirt '],
  [/\blong[\s-]?sleeved?s?\b/g, ' longsleeve '],
  [/\bshort[\s-]?sleeved?s?\b/g, ' shortsleeve '],
  [/\bbutton[\s-]?(?:down|up)s?\b/g, ' buttondown '],
  [/\bdress[\s-]?shirts?\b/g, ' dressshirt '],
  [/\bsweat[\s-]?shirts?\b/g, ' sweatshirt '],
  [/\bsweat[\s-]?pants?\b/g, ' sweatpant '],
  [/\bquarter[\s-]?zips?\b/g, ' quarterzip '],
  [/\bslip[\s-]?ons?\b/g, ' slipon '],
  [/\bmary[\s-]?janes?\b/g, ' maryjane '],
  [/\brain[\s-]?coats?\b/g, ' raincoat '],
  [/\bpea[\s-]?coats?\b/g, ' peacoat '],
  [/\bwind[\s-]?breakers?\b/g, ' windbreaker '],
];

function singular(word: string): string {
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}ie`;
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && word.length > 3) return word.slice(0, -1);
  return word;
}

export type ParsedQuery = { garmentWords: string[]; departments: Set<Department>; adultsOnly: boolean };

/** Lower-cased, apostrophes dropped, compounds joined, plurals made singular; department words set apart. */
export function parseSuggestionQuery(q: string): ParsedQuery {
  let text = q.toLowerCase().replace(/['’]/g, '');
  for (const [pattern, token] of COMPOUNDS) text = text.replace(pattern, token);
  const words = text.split(/[^a-z0-9]+/).filter((word) => word.length > 0);
  const departments = new Set<Department>();
  const garmentWords = new Set<string>();
  let adults = false;
  for (const word of words) {
    const named = DEPARTMENT_WORDS[word];
    if (named) named.forEach((department) => departments.add(department));
    else if (word === 'adult' || word === 'adults') adults = true;
    else garmentWords.add(singular(word));
  }
  // "Unisex kids" names the kids' branches, not the adult unisex one.
  if (departments.has('Unisex Adults') && (departments.has('Boys') || departments.has('Girls'))) {
    departments.delete('Unisex Adults');
  }
  return { garmentWords: [...garmentWords], departments, adultsOnly: adults };
}

const KIDS: readonly Department[] = ['Boys', 'Girls'];
/** Enough for a department word to outweigh a stronger garment match elsewhere. */
const DEPARTMENT_BONUS = 4;

/** Relevance of a leaf to a query; 0 when no garment word matches. */
export function scoreLeaf(leaf: LeafCategory, query: ParsedQuery): number {
  const weights = FAMILY_WORDS[leaf.family];
  const garment = query.garmentWords.reduce((sum, word) => sum + (weights[word] ?? 0), 0);
  if (garment === 0) return 0;
  if (query.departments.size > 0) return garment + (query.departments.has(leaf.department) ? DEPARTMENT_BONUS : 0);
  // No department named: adult branches first (kids' clothing is the narrower match), Men and Women before Unisex.
  if (KIDS.includes(leaf.department)) return garment;
  return garment + (leaf.department === 'Unisex Adults' ? (query.adultsOnly ? 0.5 : 0.25) : 0.5);
}

/**
 * getCategorySuggestions' ranking over every leaf: garment words score the
 * leaves of their family, a department word prefers its branch, ties go to
 * the lower category id. Deterministic, unlike eBay's sandbox, which answers
 * with random names (ebay-api.md 7.2).
 */
export function rankLeaves(q: string, limit = 10): { leaf: LeafCategory; score: number }[] {
  const query = parseSuggestionQuery(q);
  return allLeaves()
    .map((leaf) => ({ leaf, score: scoreLeaf(leaf, query) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || Number(a.leaf.categoryId) - Number(b.leaf.categoryId))
    .slice(0, limit);
}
