/**
 * Keyword and filter syntax of the Buy APIs.
 *
 * Browse: words separated by spaces are ANDed; `(a, b)` is an OR group.
 * Marketplace Insights: the other way round, a comma is AND and a space is OR
 * (both as the `q` parameter texts of the two OpenAPI documents say).
 * A query is an AND of groups; a group is an OR of phrases; a phrase is an AND
 * of normalised words.
 */
export type Phrase = readonly string[];
export type KeywordQuery = readonly (readonly Phrase[])[];

export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

export function parseBrowseKeywords(q: string): KeywordQuery {
  const groups: Phrase[][] = [];
  const pattern = /\(([^)]*)\)|(\S+)/g;
  for (const match of q.matchAll(pattern)) {
    if (match[1] !== undefined) {
      const alternatives = match[1]
        .split(',')
        .map(normaliseWords)
        .filter((phrase) => phrase.length > 0);
      if (alternatives.length > 0) groups.push(alternatives);
    } else if (match[2] !== undefined) {
      const phrase = normaliseWords(match[2]);
      if (phrase.length > 0) groups.push([phrase]);
    }
  }
  return groups;
}

export function parseInsightsKeywords(q: string): KeywordQuery {
  return q
    .split(',')
    .map((group) =>
      group
        .trim()
        .split(/\s+/)
        .map(normaliseWords)
        .filter((phrase) => phrase.length > 0),
    )
    .filter((group) => group.length > 0);
}

function wordMatches(word: string, words: readonly string[]): boolean {
  const singular = word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  return words.some((candidate) => candidate === word || candidate === singular || candidate === `${word}s`);
}

/** The number of matched phrases, or 0 when some group has no match at all. */
export function keywordScore(query: KeywordQuery, words: readonly string[]): number {
  let score = 0;
  for (const group of query) {
    const matched = group.filter((phrase) => phrase.every((word) => wordMatches(word, words))).length;
    if (matched === 0) return 0;
    score += matched;
  }
  return score;
}

export type Range = { min?: number; max?: number };
export type FilterValue =
  { kind: 'range'; range: Range } | { kind: 'set'; values: string[] } | { kind: 'plain'; value: string };

/**
 * Splits `price:[10..50],conditions:{NEW|USED},priceCurrency:USD` at top-level
 * commas into field names and their raw values. The Buy APIs and Sell
 * Analytics share the syntax.
 */
export function splitFilter(filter: string): Map<string, string> {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of filter) {
    if (char === '[' || char === '{') depth += 1;
    if (char === ']' || char === '}') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  const result = new Map<string, string>();
  for (const part of parts) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    result.set(part.slice(0, colon).trim(), part.slice(colon + 1).trim());
  }
  return result;
}

/** splitFilter with each value parsed as a range, a set or a plain value (undefined when malformed). */
export function parseFilter(filter: string): Map<string, FilterValue | undefined> {
  const result = new Map<string, FilterValue | undefined>();
  for (const [name, raw] of splitFilter(filter)) result.set(name, parseFilterValue(raw));
  return result;
}

function parseNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : Number.NaN;
}

/** `[low..high]`, `[low]`, `[..high]`, `{a|b}` or a plain value; undefined when malformed. */
function parseFilterValue(raw: string): FilterValue | undefined {
  if (raw.startsWith('[') && raw.endsWith(']')) {
    const inner = raw.slice(1, -1);
    const cut = inner.indexOf('..');
    const min = parseNumber(cut < 0 ? inner : inner.slice(0, cut));
    const max = cut < 0 ? undefined : parseNumber(inner.slice(cut + 2));
    if (Number.isNaN(min) || Number.isNaN(max) || (min === undefined && max === undefined)) return undefined;
    return { kind: 'range', range: { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) } };
  }
  if (raw.startsWith('{') && raw.endsWith('}')) {
    const values = raw
      .slice(1, -1)
      .split('|')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    return values.length > 0 ? { kind: 'set', values } : undefined;
  }
  return raw === '' ? undefined : { kind: 'plain', value: raw };
}

/** `categoryId:57988,Color:{Red|Blue}` */
export function parseAspectFilter(raw: string): { categoryId?: string; aspects: Map<string, string[]> } {
  const aspects = new Map<string, string[]>();
  let categoryId: string | undefined;
  for (const [name, value] of parseFilter(raw)) {
    if (name === 'categoryId' && value?.kind === 'plain') categoryId = value.value;
    else if (value?.kind === 'set') aspects.set(name, value.values);
    else if (value?.kind === 'plain') aspects.set(name, [value.value]);
  }
  return { ...(categoryId === undefined ? {} : { categoryId }), aspects };
}
