import { isUnknownValue, type Item } from '@listlens/shared';

// The three scores of the details page (spec part 3, section 2), computed from
// the item as it is now, so they move as the seller edits.

/** Item specifics worth showing: unknown values hidden (spec part 3, section 2). */
export function knownSpecifics(item: Item): [string, string][] {
  return Object.entries(item.ai_analysis.ebay_item_specifics).filter(([, value]) => !isUnknownValue(value));
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((100 * part) / whole));

/**
 * Keyword Quality, from three things a buyer's search needs: enough keywords
 * (10 is the spec's top-10 cap), keywords that name the item's own brand,
 * category, colour and size, and no repeats. Weighted 40/40/20.
 */
export function keywordQualityScore(item: Item): number {
  const keywords = item.ai_suggested_keywords.map((k) => k.trim().toLowerCase()).filter(Boolean);
  if (keywords.length === 0) return 0;
  const amount = Math.min(1, keywords.length / 10);
  const facts = [item.brand, item.category, item.color, item.size]
    .filter((f): f is string => !isUnknownValue(f))
    .map((f) => f.toLowerCase());
  const text = keywords.join(' ');
  const coverage = facts.length === 0 ? 1 : facts.filter((f) => text.includes(f)).length / facts.length;
  const distinct = new Set(keywords).size / keywords.length;
  return Math.round(100 * (0.4 * amount + 0.4 * coverage + 0.2 * distinct));
}

/** What Completeness counts, in the order the tips name them. */
export function completenessChecks(item: Item): { name: string; filled: boolean }[] {
  return [
    { name: 'title', filled: !isUnknownValue(item.title) },
    { name: 'description', filled: !isUnknownValue(item.description) },
    { name: 'brand', filled: !isUnknownValue(item.brand) },
    { name: 'category', filled: !isUnknownValue(item.category) },
    { name: 'size', filled: !isUnknownValue(item.size) },
    { name: 'condition', filled: !isUnknownValue(item.condition) },
    { name: 'color', filled: !isUnknownValue(item.color) },
    { name: 'price', filled: (item.final_price ?? item.suggested_price) !== null },
    { name: 'photos', filled: item.images.length > 0 },
    { name: 'keywords', filled: item.ai_suggested_keywords.length > 0 },
    { name: 'item specifics', filled: knownSpecifics(item).length > 0 },
  ];
}

/** Completeness: the share of the listing's fields that are filled. */
export function completenessScore(item: Item): number {
  const checks = completenessChecks(item);
  return percent(checks.filter((c) => c.filled).length, checks.length);
}
