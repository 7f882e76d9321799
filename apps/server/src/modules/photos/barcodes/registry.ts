import type { ProductInfo } from '@listlens/shared';
import { hasValidGtinCheckDigit, toIsbn13 } from './code-checks';

// What a barcode itself says, known without any network: the GS1 member
// organisation that issued the company prefix, and for books the ISBN
// registration group. Ranges from GS1's published prefix list and the
// International ISBN Agency's group list (the larger ones; others fall back
// to "GS1 member organisation").

const GS1_PREFIXES: [number, number, string][] = [
  [0, 19, 'United States and Canada'],
  [20, 29, 'In-store code (restricted distribution)'],
  [30, 39, 'United States'],
  [40, 49, 'In-store code (restricted distribution)'],
  [50, 59, 'Coupon'],
  [60, 139, 'United States'],
  [200, 299, 'In-store code (restricted distribution)'],
  [300, 379, 'France and Monaco'],
  [380, 380, 'Bulgaria'],
  [383, 383, 'Slovenia'],
  [385, 385, 'Croatia'],
  [400, 440, 'Germany'],
  [450, 459, 'Japan'],
  [460, 469, 'Russia'],
  [471, 471, 'Taiwan'],
  [489, 489, 'Hong Kong'],
  [490, 499, 'Japan'],
  [500, 509, 'United Kingdom'],
  [520, 521, 'Greece'],
  [539, 539, 'Ireland'],
  [540, 549, 'Belgium and Luxembourg'],
  [560, 560, 'Portugal'],
  [570, 579, 'Denmark'],
  [590, 590, 'Poland'],
  [594, 594, 'Romania'],
  [599, 599, 'Hungary'],
  [600, 601, 'South Africa'],
  [640, 649, 'Finland'],
  [690, 699, 'China'],
  [700, 709, 'Norway'],
  [729, 729, 'Israel'],
  [730, 739, 'Sweden'],
  [750, 750, 'Mexico'],
  [754, 755, 'Canada'],
  [760, 769, 'Switzerland and Liechtenstein'],
  [770, 771, 'Colombia'],
  [779, 779, 'Argentina'],
  [789, 790, 'Brazil'],
  [800, 839, 'Italy'],
  [840, 849, 'Spain and Andorra'],
  [858, 858, 'Slovakia'],
  [859, 859, 'Czech Republic'],
  [868, 869, 'Turkey'],
  [870, 879, 'Netherlands'],
  [880, 880, 'South Korea'],
  [885, 885, 'Thailand'],
  [888, 888, 'Singapore'],
  [890, 890, 'India'],
  [893, 893, 'Vietnam'],
  [899, 899, 'Indonesia'],
  [900, 919, 'Austria'],
  [930, 939, 'Australia'],
  [940, 949, 'New Zealand'],
  [955, 955, 'Malaysia'],
  [977, 977, 'Serial publication (ISSN)'],
  [978, 979, 'Book (ISBN)'],
];

/** ISBN-13 registration groups, longest prefix first. */
const ISBN_GROUPS: [string, string][] = [
  ['97910', 'France'],
  ['97911', 'South Korea'],
  ['97912', 'Italy'],
  ['9798', 'United States'],
  ['978950', 'Argentina'],
  ['978951', 'Finland'],
  ['978952', 'Finland'],
  ['978960', 'Greece'],
  ['978963', 'Hungary'],
  ['978972', 'Portugal'],
  ['978975', 'Turkey'],
  ['97880', 'Czech Republic and Slovakia'],
  ['97881', 'India'],
  ['97882', 'Norway'],
  ['97883', 'Poland'],
  ['97884', 'Spain'],
  ['97885', 'Brazil'],
  ['97887', 'Denmark'],
  ['97888', 'Italy'],
  ['97889', 'South Korea'],
  ['97890', 'Netherlands and Flanders'],
  ['97891', 'Sweden'],
  ['97893', 'India'],
  ['97894', 'Netherlands'],
  ['9780', 'English language'],
  ['9781', 'English language'],
  ['9782', 'French language'],
  ['9783', 'German language'],
  ['9784', 'Japan'],
  ['9785', 'Russian language'],
  ['9787', 'China'],
];

function gs1Issuer(gtin13: string): string {
  const prefix = Number(gtin13.slice(0, 3));
  return GS1_PREFIXES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? 'GS1 member organisation';
}

/**
 * Offline facts about a code: always available, never a product title. Null
 * for codes that are not a valid GTIN or ISBN (a QR text, a mistyped digit).
 */
export function registryFacts(code: string): ProductInfo | null {
  const isbn = toIsbn13(code);
  if (isbn) {
    const group = ISBN_GROUPS.find(([prefix]) => isbn.startsWith(prefix))?.[1];
    return {
      category: 'books_media',
      isbn,
      specifications: { 'ISBN-13': isbn, ...(group ? { 'Registration group': group } : {}) },
      source: 'isbn-registry',
    };
  }
  if (!hasValidGtinCheckDigit(code)) return null;
  const gtin13 = code.padStart(13, '0').slice(-13);
  return {
    upc: code,
    ...(gtin13.startsWith('977') ? { category: 'books_media' as const } : {}),
    specifications: { GTIN: code, 'Issued by': gs1Issuer(code.length === 8 ? code : gtin13) },
    source: 'gs1-registry',
  };
}
