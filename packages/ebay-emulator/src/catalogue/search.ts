import { apiError, errorDetail, type EbayApi, type EbayErrorDetail } from '../lib/ebay-errors';
import { intParam } from '../lib/paging';
import { findCategory, isWithin } from '../taxonomy/category-tree';
import type { CatalogueEntry } from './catalogue-entry';
import {
  keywordScore,
  parseAspectFilter,
  parseBrowseKeywords,
  parseFilter,
  parseInsightsKeywords,
  type FilterValue,
  type KeywordQuery,
  type Range,
} from './query-parser';

export type Flavour = 'browse' | 'insights';

export type SearchCriteria = {
  productIdOnly: boolean;
  keywords: KeywordQuery;
  categoryIds: string[];
  price?: Range;
  conditionIds?: string[];
  conditions?: string[];
  buyingOptions?: string[];
  itemLocationCountry?: string;
  aspects?: Map<string, string[]>;
  sort?: string;
  fieldgroups: string[];
  limit: number;
  offset: number;
  warnings: EbayErrorDetail[];
};

/** Error ids differ per API; each pair is [Browse, Marketplace Insights] from their documents. */
const IDS = {
  noCriteria: [12001, 100001],
  limit: [12006, 100003],
  offset: [12004, 100002],
  maxOffset: [12029, 100021],
  sort: [12008, 100006],
  price: [12012, 100007],
  filter: [12002, 100011],
  fieldgroups: [12016, 100012],
  aspectCategory: [12017, 100013],
  topLevel: [12013, 100004],
  tooManyCategories: [12030, 100019],
} as const;

const TOP_LEVEL = '11450';
const SORTS: Record<Flavour, readonly string[]> = {
  browse: ['price', '-price', 'newlyListed', 'endingSoonest'],
  insights: ['price', '-price'],
};
const FIELDGROUPS = [
  'MATCHING_ITEMS',
  'ASPECT_REFINEMENTS',
  'BUYING_OPTION_REFINEMENTS',
  'CATEGORY_REFINEMENTS',
  'CONDITION_REFINEMENTS',
  'EXTENDED',
  'FULL',
];

/**
 * Turns the query string into criteria. Browse reports soft problems as
 * warnings on a 200 (its 12002/12008/12012/12016 sit under 200 in the document),
 * Marketplace Insights refuses them with a 400.
 */
export function parseCriteria(flavour: Flavour, query: Record<string, string | undefined>): SearchCriteria {
  const api: EbayApi = flavour;
  const id = (key: keyof typeof IDS): number => IDS[key][flavour === 'browse' ? 0 : 1];
  const warnings: EbayErrorDetail[] = [];
  const soft = (key: keyof typeof IDS, message: string): void => {
    if (flavour === 'insights') throw apiError(api, 400, id(key), message);
    warnings.push(errorDetail(api, id(key), message));
  };

  const q = query.q?.trim() ?? '';
  const categoryIds = (query.category_ids ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!q && categoryIds.length === 0 && !query.epid && !query.gtin) {
    throw apiError(
      api,
      400,
      id('noCriteria'),
      "The call needs a 'q', 'category_ids', 'epid' or 'gtin' query parameter.",
    );
  }
  if (flavour === 'insights' && categoryIds.length === 0) {
    throw apiError(api, 400, 100018, 'This query requires at least one category.');
  }
  if (categoryIds.length > (flavour === 'browse' ? 1 : 4)) {
    throw apiError(api, 400, id('tooManyCategories'), 'Too many categories in category_ids.');
  }
  if (!q && categoryIds.includes(TOP_LEVEL)) {
    throw apiError(api, 409, id('topLevel'), 'A top-level category needs keywords or more filters.', {
      category: 'BUSINESS',
    });
  }
  if (flavour === 'insights') {
    const unknown = categoryIds.find((categoryId) => !findCategory(categoryId));
    if (unknown)
      throw apiError(api, 409, 100015, `The category ${unknown} is not supported.`, { category: 'BUSINESS' });
  } else if (categoryIds.some((categoryId) => !findCategory(categoryId))) {
    warnings.push(errorDetail(api, 12009, "The 'category_ids' query parameter is invalid."));
  }

  const limit = intParam(query.limit) ?? 50;
  const offset = intParam(query.offset) ?? 0;
  if (!(limit >= 1 && limit <= 200))
    throw apiError(api, 400, id('limit'), "The 'limit' value should be between 1 and 200 (inclusive).");
  if (!(offset >= 0)) throw apiError(api, 400, id('offset'), "The 'offset' value must be a non-negative integer.");
  if (offset >= 10_000) throw apiError(api, 400, id('maxOffset'), "The 'offset' value must be less than 10,000.");

  const criteria: SearchCriteria = {
    // The generated catalogue carries no ePIDs or GTINs, so a product-id-only search matches nothing.
    productIdOnly: !q && categoryIds.length === 0,
    keywords: flavour === 'browse' ? parseBrowseKeywords(q) : parseInsightsKeywords(q),
    categoryIds,
    fieldgroups: ['MATCHING_ITEMS'],
    limit,
    offset,
    warnings,
  };

  if (query.sort !== undefined) {
    if (SORTS[flavour].includes(query.sort)) criteria.sort = query.sort;
    else soft('sort', "The 'sort' value is invalid.");
  }
  if (query.fieldgroups !== undefined) {
    const groups = query.fieldgroups.split(',').map((value) => value.trim());
    if (groups.every((group) => FIELDGROUPS.includes(group))) criteria.fieldgroups = groups;
    else soft('fieldgroups', `The 'fieldgroups' value ${query.fieldgroups} is invalid.`);
  }
  if (query.filter) applyFilter(criteria, parseFilter(query.filter), soft);
  if (query.aspect_filter) {
    const parsed = parseAspectFilter(query.aspect_filter);
    if (!parsed.categoryId || !categoryIds.includes(parsed.categoryId))
      soft('aspectCategory', "The 'aspect_filter' must name the categoryId of category_ids.");
    else criteria.aspects = parsed.aspects;
  }
  return criteria;
}

type Soft = (key: keyof typeof IDS, message: string) => void;

function setOf(value: FilterValue | undefined): string[] | undefined {
  if (value?.kind === 'set') return value.values;
  if (value?.kind === 'plain') return [value.value];
  return undefined;
}

function applyFilter(criteria: SearchCriteria, filters: Map<string, FilterValue | undefined>, soft: Soft): void {
  for (const [name, value] of filters) {
    if (name === 'price') {
      if (value?.kind !== 'range') soft('filter', 'The price value is invalid.');
      else if (filters.get('priceCurrency')?.kind !== 'plain')
        soft('price', "Filtering by price needs both 'price' and 'priceCurrency'.");
      else criteria.price = value.range;
    } else if (name === 'priceCurrency') {
      const currency = value?.kind === 'plain' ? value.value : undefined;
      if (currency !== 'USD') soft('filter', 'The priceCurrency value is invalid.');
    } else if (name === 'conditionIds' || name === 'conditions' || name === 'buyingOptions') {
      const values = setOf(value);
      if (!values) soft('filter', `The ${name} value is invalid.`);
      else criteria[name] = values;
    } else if (name === 'itemLocationCountry') {
      if (value?.kind !== 'plain') soft('filter', 'The itemLocationCountry value is invalid.');
      else criteria.itemLocationCountry = value.value;
    }
    // Other documented filters (deliveryCountry, sellers, ...) are accepted and have no effect here.
  }
}

function priceOf(entry: CatalogueEntry): number {
  return 'soldPrice' in entry && typeof entry.soldPrice === 'number' ? entry.soldPrice : entry.price;
}

/** The condition groups of the `conditions` filter: NEW and USED (other values match nothing). */
function matches(entry: CatalogueEntry, criteria: SearchCriteria, flavour: Flavour): boolean {
  if (criteria.categoryIds.length > 0 && !criteria.categoryIds.some((id) => isWithin(entry.categoryId, id)))
    return false;
  const price = priceOf(entry);
  if (criteria.price?.min !== undefined && price < criteria.price.min) return false;
  if (criteria.price?.max !== undefined && price > criteria.price.max) return false;
  if (criteria.conditionIds && !criteria.conditionIds.includes(entry.conditionId)) return false;
  if (criteria.conditions && !criteria.conditions.includes(entry.conditionGroup)) return false;
  // Browse returns fixed-price listings unless buyingOptions asks for others (ebay-api.md 8.1).
  const options = criteria.buyingOptions ?? (flavour === 'browse' ? ['FIXED_PRICE'] : undefined);
  if (options && !entry.buyingOptions.some((option) => options.includes(option))) return false;
  if (criteria.itemLocationCountry && entry.location.country !== criteria.itemLocationCountry) return false;
  for (const [name, wanted] of criteria.aspects ?? []) {
    if (!(entry.aspects[name] ?? []).some((value) => wanted.includes(value))) return false;
  }
  return true;
}

export function search<T extends CatalogueEntry>(
  entries: Iterable<T>,
  criteria: SearchCriteria,
  flavour: Flavour,
): T[] {
  const scored: { entry: T; score: number }[] = [];
  if (criteria.productIdOnly) return [];
  for (const entry of entries) {
    if (!matches(entry, criteria, flavour)) continue;
    const score = criteria.keywords.length === 0 ? 1 : keywordScore(criteria.keywords, entry.words);
    if (score > 0) scored.push({ entry, score });
  }
  const byId = (a: T, b: T): number => a.legacyItemId.localeCompare(b.legacyItemId);
  type Scored = { entry: T; score: number };
  // "Best Match": more matched keywords first, then the more watched listing.
  const best = (a: Scored, b: Scored): number =>
    b.score - a.score || b.entry.watchCount - a.entry.watchCount || byId(a.entry, b.entry);
  const sorters: Record<string, (a: Scored, b: Scored) => number> = {
    price: (a, b) => priceOf(a.entry) - priceOf(b.entry) || byId(a.entry, b.entry),
    '-price': (a, b) => priceOf(b.entry) - priceOf(a.entry) || byId(a.entry, b.entry),
    newlyListed: (a, b) => b.entry.listedAt - a.entry.listedAt || byId(a.entry, b.entry),
    endingSoonest: (a, b) => (a.entry.endsAt ?? Infinity) - (b.entry.endsAt ?? Infinity) || byId(a.entry, b.entry),
  };
  const sorter = (criteria.sort && sorters[criteria.sort]) || best;
  return scored.sort(sorter).map((item) => item.entry);
}
