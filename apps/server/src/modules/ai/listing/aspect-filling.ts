import { DEFAULT_ASPECT_MAX_LENGTH, type ItemSpecificDefinition } from '@listlens/shared';

export type AspectFill = {
  specifics: Record<string, string[]>;
  /** Required aspects left empty: no evidence, so nothing was invented (issue 14, point 2). */
  missingRequired: string[];
  rejected: { name: string; value: string; reason: string }[];
};

const IMPORTANCE_ORDER = { REQUIRED: 0, RECOMMENDED: 1, OPTIONAL: 2 } as const;

/**
 * Words the analyzer and sellers use for a value eBay spells otherwise. These
 * are our own vocabulary mapped onto eBay's; which values eBay allows still
 * comes from the category's aspects at run time.
 */
const SYNONYMS: Record<string, string[]> = {
  grey: ['Gray'],
  charcoal: ['Gray'],
  silver: ['Silver', 'Gray'],
  navy: ['Blue'],
  denim: ['Blue'],
  teal: ['Blue', 'Green'],
  turquoise: ['Blue'],
  olive: ['Green'],
  khaki: ['Beige', 'Green'],
  tan: ['Beige', 'Brown'],
  camel: ['Brown', 'Beige'],
  cream: ['Ivory', 'Beige', 'White'],
  offwhite: ['Ivory', 'White'],
  burgundy: ['Red'],
  maroon: ['Red'],
  wine: ['Red'],
  coral: ['Orange', 'Pink'],
  lavender: ['Purple'],
  multi: ['Multicolor'],
  multicolour: ['Multicolor'],
  multicolored: ['Multicolor'],
  unisexadult: ['Unisex Adults'],
  unisex: ['Unisex Adults'],
  xxl: ['2XL', 'XXL'],
  '2xl': ['XXL', '2XL'],
  xxxl: ['3XL', 'XXXL'],
  '3xl': ['XXXL', '3XL'],
  xxs: ['2XS', 'XXS'],
};

const key = (value: string) => value.toLowerCase().replace(/[^a-z0-9]+/g, '');

/**
 * The allowed value a fact stands for: the same value in eBay's spelling, a
 * synonym eBay lists, or, for a longer phrase, an allowed value it names as a
 * whole word ("Navy Blue" is Blue). undefined when none fits.
 */
export function nearestAllowedValue(value: string, allowed: readonly string[]): string | undefined {
  if (allowed.length === 0) return undefined;
  const byKey = new Map(allowed.map((a) => [key(a), a]));
  const exact = byKey.get(key(value));
  if (exact) return exact;
  for (const synonym of SYNONYMS[key(value)] ?? []) {
    const hit = byKey.get(key(synonym));
    if (hit) return hit;
  }
  const words = value
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const word of words) {
    const hit = byKey.get(word) ?? (SYNONYMS[word] ?? []).map((s) => byKey.get(key(s))).find(Boolean);
    if (hit && word.length > 2) return hit;
  }
  return undefined;
}

/** A free-text value cut at a word boundary to eBay's maximum length. */
function fitLength(value: string, maxLength: number): string | undefined {
  if (value.length <= maxLength) return value;
  const cut = value
    .slice(0, maxLength + 1)
    .replace(/\s+\S*$/, '')
    .trim();
  return cut.length > 0 && cut.length <= maxLength ? cut : undefined;
}

function acceptValue(
  definition: ItemSpecificDefinition,
  raw: string,
): { value: string } | { rejected: string } | undefined {
  const value = raw.trim();
  if (!value || /^unknown$/i.test(value)) return undefined;
  const allowed = nearestAllowedValue(value, definition.allowedValues);
  if (definition.selectionOnly && !allowed) return { rejected: 'not one of eBay’s values' };
  const fitted = fitLength(allowed ?? value, definition.maxLength ?? DEFAULT_ASPECT_MAX_LENGTH);
  return fitted ? { value: fitted } : { rejected: 'longer than eBay allows' };
}

/**
 * Fills a category's aspects from facts (issue 14, point 2): required ones
 * first, then recommended, then optional; each value mapped to the nearest of
 * eBay's values (required for selection-only aspects), cut to the aspect's
 * maximum length, and no more values than its cardinality takes (facts come
 * best first). An aspect without a fact stays empty.
 */
export function fillAspects(
  definitions: readonly ItemSpecificDefinition[],
  facts: Record<string, string[]>,
): AspectFill {
  const specifics: Record<string, string[]> = {};
  const missingRequired: string[] = [];
  const rejected: AspectFill['rejected'] = [];
  const ordered = [...definitions].sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance]);
  for (const definition of ordered) {
    const accepted: string[] = [];
    for (const raw of facts[definition.name] ?? []) {
      const outcome = acceptValue(definition, raw);
      if (!outcome) continue;
      if ('rejected' in outcome) {
        rejected.push({ name: definition.name, value: raw, reason: outcome.rejected });
        continue;
      }
      if (accepted.some((v) => v.toLowerCase() === outcome.value.toLowerCase())) continue;
      if (accepted.length >= definition.maxValues) {
        rejected.push({ name: definition.name, value: raw, reason: `at most ${definition.maxValues} value(s)` });
        continue;
      }
      accepted.push(outcome.value);
    }
    if (accepted.length > 0) specifics[definition.name] = accepted;
    else if (definition.importance === 'REQUIRED') missingRequired.push(definition.name);
  }
  return { specifics, missingRequired, rejected };
}
