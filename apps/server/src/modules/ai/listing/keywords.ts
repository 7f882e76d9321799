import { AI_KEYWORD_CAPS } from '@listlens/shared';
import type { ListingFacts } from './listing-text';

export type KeywordSets = {
  keywords: string[];
  key_features: string[];
  style_keywords: string[];
  ebay_keywords: string[];
};

/** Trims, drops empties and case-insensitive duplicates, and applies a cap. */
export function capList(values: readonly unknown[] | undefined, cap: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const v of values ?? []) {
    if (typeof v !== 'string') continue;
    const clean = v.replace(/\s+/g, ' ').trim();
    const key = clean.toLowerCase();
    if (!clean || seen.has(key) || /^(unknown|n\/a|none|null)$/.test(key)) continue;
    seen.add(key);
    out.push(clean);
    if (out.length >= cap) break;
  }
  return out;
}

function present(value: string | null | undefined): value is string {
  return Boolean(value && !/^(unknown|various)$/i.test(value));
}

/**
 * Keyword lists from the facts (spec caps 20, 20, 10, 10). Provider lists come
 * first so a model's better phrasing is kept; the facts fill the rest.
 */
export function buildKeywords(facts: ListingFacts, provided: Partial<KeywordSets> = {}): KeywordSets {
  const colours = facts.colors ?? [];
  const type = present(facts.itemType) ? facts.itemType : undefined;
  const brand = present(facts.brand) ? facts.brand : undefined;
  const department = present(facts.department) ? facts.department : undefined;
  const keywords = [
    brand,
    type,
    department,
    ...colours,
    ...(facts.materials ?? []),
    facts.pattern,
    facts.style,
    facts.sleeveLength,
    present(facts.size) ? `size ${facts.size}` : undefined,
    facts.modelName,
  ];
  const features = [
    facts.materialText,
    present(facts.country) ? `Made in ${facts.country}` : undefined,
    facts.modelNumber ? `Style ${facts.modelNumber}` : undefined,
    facts.sleeveLength,
    facts.pattern,
    facts.condition === 'New with tags' ? 'Original retail tags attached' : undefined,
  ];
  const style = [facts.style, facts.pattern, facts.sleeveLength, ...colours];
  const search = [
    brand && type ? `${brand} ${type}` : undefined,
    type && colours[0] ? `${colours[0]} ${type}` : undefined,
    type && present(facts.size) ? `${type} ${facts.size}` : undefined,
    brand && department ? `${brand} ${department}` : undefined,
    type && facts.materials?.[0] ? `${facts.materials[0]} ${type}` : undefined,
    facts.modelNumber ?? undefined,
  ];
  return {
    keywords: capList([...(provided.keywords ?? []), ...keywords], AI_KEYWORD_CAPS.keywords),
    key_features: capList([...(provided.key_features ?? []), ...features], AI_KEYWORD_CAPS.key_features),
    style_keywords: capList([...(provided.style_keywords ?? []), ...style], AI_KEYWORD_CAPS.style_keywords),
    ebay_keywords: capList([...(provided.ebay_keywords ?? []), ...search], AI_KEYWORD_CAPS.ebay_keywords),
  };
}

/**
 * 0..100: how many distinct, specific search words the listing has. Buyers
 * search by brand, type, size and colour; a list of generic words scores low.
 */
export function keywordQualityScore(sets: KeywordSets, facts: ListingFacts): number {
  const specific = [facts.brand, facts.itemType, facts.size, ...(facts.colors ?? [])].filter(present);
  const text = sets.keywords.join(' ').toLowerCase();
  const covered = specific.filter((s) => text.includes(s.toLowerCase())).length;
  const coverage = specific.length > 0 ? covered / specific.length : 0;
  const breadth = Math.min(1, sets.keywords.length / 10);
  return Math.round(100 * (0.6 * coverage + 0.4 * breadth));
}
