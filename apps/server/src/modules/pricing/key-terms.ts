// The market search's query (spec part 3, section 9): up to 4 key terms
// (brand, item type, size, notable words), terms of 2 characters or fewer and
// stop words dropped.

export const MAX_KEY_TERMS = 4;

/** English function words and listing filler that narrow a search without saying what the item is. */
const STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'from',
  'this',
  'that',
  'are',
  'was',
  'but',
  'not',
  'you',
  'your',
  'our',
  'all',
  'any',
  'has',
  'have',
  'its',
  'into',
  'over',
  'size',
  'sz',
  'mens',
  'womens',
  'men',
  'women',
  'new',
  'used',
  'pre',
  'owned',
  'preowned',
  'nwt',
  'nwot',
  'euc',
  'guc',
  'vintage',
  'great',
  'good',
  'excellent',
  'condition',
  'item',
  'unknown',
  'other',
  'color',
  'colour',
  'multicolor',
  'style',
]);

export type KeyTermInput = {
  brand: string | null;
  itemType: string | null;
  size: string | null;
  title: string | null;
};

const words = (text: string | null): string[] =>
  (text ?? '')
    .replace(/['’]/g, '')
    .split(/[^A-Za-z0-9.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean);

const unknown = (value: string | null): boolean => !value || /^(unknown|n\/a|none|other|various)$/i.test(value.trim());

/** A term is kept when it is over 2 characters and not a stop word. */
export function isKeyTerm(term: string): boolean {
  return term.length > 2 && !STOP_WORDS.has(term.toLowerCase());
}

/** A brand or item type as one search term: its words, apostrophes dropped, joined by spaces. */
export const phraseOf = (text: string | null): string => words(text).join(' ');

/**
 * Brand first, then the item type, the size, then notable title words. A
 * brand or item type of several words is one term (a phrase); a size such
 * as "M" is 1 character, so the spec's rule drops it.
 */
export function keyTerms(input: KeyTermInput): string[] {
  const terms: string[] = [];
  const seen = new Set<string>();
  const add = (term: string) => {
    const key = term.toLowerCase();
    if (terms.length >= MAX_KEY_TERMS || seen.has(key) || !isKeyTerm(term)) return;
    seen.add(key);
    for (const w of words(term)) seen.add(w.toLowerCase());
    terms.push(term);
  };
  if (!unknown(input.brand)) add(phraseOf(input.brand));
  if (!unknown(input.itemType)) add(phraseOf(input.itemType));
  if (!unknown(input.size)) add(phraseOf(input.size));
  for (const w of words(input.title)) {
    if (!seen.has(w.toLowerCase())) add(w);
  }
  return terms;
}
