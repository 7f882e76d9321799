import { AI_DESCRIPTION_RECOMMENDED_LENGTH, AI_TITLE_MAX_LENGTH } from '@listlens/shared';
import { sizePhrase, truncateWords } from './listing-text';

// Decision 072: a drafted title the seller never rewrote follows their edits
// of the brand, size and colour. The drafted words are edited in place, not
// rebuilt, so what only the first draft knew (a model name, keywords) stays.

/** The facts of a drafted text a seller edits in the modal; colours as eBay names them. */
export type EditedFacts = { brand: string | null; size: string | null; colors: string[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `phrase` as whole words of `text` (apostrophes and hyphens belong to a word), case aside. */
const wordsOf = (phrase: string, flags = 'i') => new RegExp(`(?<=^|\\s)${escaped(phrase)}(?=\\s|$)`, flags);

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Puts `next` where `before` stood; a phrase the title lacks is added where `place` says. */
function swap(title: string, before: string | null, next: string | null, place: (title: string) => string): string {
  const at = before ? wordsOf(before) : null;
  if (at?.test(title)) return tidy(title.replace(at, next ?? ''));
  if (!next || wordsOf(next).test(title)) return title;
  return place(next);
}

const same = (a: EditedFacts, b: EditedFacts, key: keyof EditedFacts) =>
  [a[key]].flat().join('/').toLowerCase() === [b[key]].flat().join('/').toLowerCase();

/**
 * The drafted title after the seller changed its brand, size or colour: the
 * old brand gives way to the new (or leads the title), the size phrase is
 * swapped (or follows the item type), and the old colours give way to the new.
 */
export function titleAfterEdit(
  title: string,
  before: EditedFacts,
  after: EditedFacts,
  itemType: string | null,
): string {
  let next = title;
  if (!same(before, after, 'brand')) next = swap(next, before.brand, after.brand, (brand) => `${brand} ${next}`);
  if (!same(before, after, 'size')) {
    const phrase = (size: string | null) => (size ? sizePhrase(size) : null);
    next = swap(next, phrase(before.size), phrase(after.size), (size) => {
      const type = itemType ? wordsOf(itemType).exec(next) : null;
      if (!type) return `${next} ${size}`;
      const end = type.index + type[0].length;
      return `${next.slice(0, end)} ${size}${next.slice(end)}`;
    });
  }
  if (!same(before, after, 'colors')) {
    const [first, ...rest] = before.colors;
    next = rest.reduce((text, colour) => tidy(text.replace(wordsOf(colour), '')), next);
    next = swap(next, first ?? null, after.colors.join(' ') || null, (colours) => `${next} ${colours}`);
  }
  return truncateWords(next, AI_TITLE_MAX_LENGTH);
}

/** The lines of a drafted description that name each fact, in the order it writes them. */
const FACT_LINES = [
  { label: 'Brand', value: (f: EditedFacts) => f.brand },
  { label: 'Size', value: (f: EditedFacts) => f.size },
  { label: 'Color', value: (f: EditedFacts) => f.colors.join(', ') || null },
] as const;

/**
 * The drafted description after the same edit: its Brand, Size and Color
 * lines say the new values, or go when the seller cleared the fact. Laid out
 * as the draft lays it out, its first line follows the title and a fact it
 * lacked gets a line after the title.
 */
export function descriptionAfterEdit(
  description: string,
  titles: { before: string; after: string },
  before: EditedFacts,
  after: EditedFacts,
): string {
  const lines = description.split('\n');
  // Written as the draft writes it (the title, a blank line, the facts), a missing fact gets its line.
  const drafted = lines[0] === titles.before && lines[1] === '';
  if (drafted) lines[0] = titles.after;
  let insertAt = drafted ? 2 : -1;
  for (const { label, value } of FACT_LINES) {
    const at = lines.findIndex((line) => line.startsWith(`${label}: `));
    const next = value(after);
    if (value(before) !== next) {
      if (at >= 0 && next) lines[at] = `${label}: ${next}`;
      else if (at >= 0) lines.splice(at, 1);
      else if (next && insertAt >= 0) lines.splice(insertAt, 0, `${label}: ${next}`);
    }
    const now = lines.findIndex((line) => line.startsWith(`${label}: `));
    if (now >= 0) insertAt = now + 1;
  }
  return truncateWords(lines.join('\n'), AI_DESCRIPTION_RECOMMENDED_LENGTH);
}
