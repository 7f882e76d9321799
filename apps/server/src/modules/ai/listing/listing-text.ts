import { AI_DESCRIPTION_RECOMMENDED_LENGTH, AI_FALLBACK_DATA, AI_TITLE_MAX_LENGTH } from '@listlens/shared';
import { tidyLines } from './sanitise';

export type ListingFacts = {
  brand?: string | null;
  department?: string | null;
  modelName?: string | null;
  modelNumber?: string | null;
  itemType?: string | null;
  size?: string | null;
  colors?: string[];
  materials?: string[];
  materialText?: string | null;
  pattern?: string | null;
  style?: string | null;
  sleeveLength?: string | null;
  country?: string | null;
  condition?: string | null;
  keywords?: string[];
};

const POSSESSIVE: Record<string, string> = {
  Men: "Men's",
  Women: "Women's",
  Boys: "Boys'",
  Girls: "Girls'",
  'Unisex Adult': 'Unisex',
};

function known(value: string | null | undefined): value is string {
  return Boolean(value && value.trim() && !/^(unknown|various|n\/a|none)$/i.test(value.trim()));
}

/** "W32 L30" stands alone; other sizes read better as "Size M". */
export function sizePhrase(size: string): string {
  return /^W\d+ L\d+$/.test(size) ? size : `Size ${size}`;
}

/**
 * Title (spec section 5; issue 4): brand, then style or type, then size, then
 * keywords while they fit in 80 characters. Words already present are skipped.
 */
export function buildTitle(facts: ListingFacts): string {
  const head = [
    known(facts.brand) ? facts.brand : undefined,
    known(facts.department) ? POSSESSIVE[facts.department] : undefined,
    known(facts.modelName) ? facts.modelName : undefined,
    known(facts.itemType) ? facts.itemType : undefined,
    known(facts.size) ? sizePhrase(facts.size) : undefined,
  ].filter((p): p is string => Boolean(p));
  if (head.length === 0) return AI_FALLBACK_DATA.title;
  let title = truncateWords(head.join(' '), AI_TITLE_MAX_LENGTH);
  const extras = [
    ...(facts.colors ?? []),
    ...(facts.materials ?? []).slice(0, 1),
    facts.pattern,
    facts.sleeveLength,
    facts.style,
    ...(facts.keywords ?? []),
  ].filter(known);
  for (const extra of extras) {
    const words = title.toLowerCase().split(/\s+/);
    if (
      extra
        .toLowerCase()
        .split(/\s+/)
        .every((w) => words.includes(w))
    )
      continue;
    const next = `${title} ${extra}`;
    if (next.length <= AI_TITLE_MAX_LENGTH) title = next;
  }
  return title;
}

/** Cuts at a word boundary so a title or description never ends mid-word; line breaks stay. */
export function truncateWords(text: string, max: number): string {
  const clean = tidyLines(text);
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'));
  return (space > max * 0.5 ? cut.slice(0, space) : clean.slice(0, max)).trim();
}

const CONDITION_TEXT: Record<string, string> = {
  'new with tags': 'New with tags: unworn, with the original retail tags attached.',
  'new without tags': 'New without tags: unworn, tags removed.',
  'new with defects': 'New with defects: unworn, with small flaws shown in the photos.',
  excellent: 'Pre-owned in excellent condition with no visible wear.',
  good: 'Pre-owned in good condition with light signs of wear; please see the photos.',
  fair: 'Pre-owned in fair condition with visible wear; please see the photos.',
  poor: 'Pre-owned with heavy wear or flaws; please see the photos.',
};

/** Description from title, condition, size and brand (spec section 5), plus what the label said. */
export function buildDescription(title: string, facts: ListingFacts): string {
  const lines = [title, ''];
  if (known(facts.brand)) lines.push(`Brand: ${facts.brand}`);
  if (known(facts.size)) lines.push(`Size: ${facts.size}`);
  if (known(facts.condition)) lines.push(`Condition: ${facts.condition}`);
  if (facts.colors && facts.colors.length > 0) lines.push(`Color: ${facts.colors.join(', ')}`);
  if (known(facts.materialText)) lines.push(`Material: ${facts.materialText}`);
  if (known(facts.country)) lines.push(`Made in: ${facts.country}`);
  if (known(facts.modelNumber)) lines.push(`Style number: ${facts.modelNumber}`);
  lines.push('');
  const condition = known(facts.condition) ? CONDITION_TEXT[facts.condition.toLowerCase()] : undefined;
  if (condition) lines.push(condition);
  lines.push('Measurements and details are shown in the photos. Please ask if you have any questions.');
  return truncateWords(lines.join('\n'), AI_DESCRIPTION_RECOMMENDED_LENGTH);
}

/**
 * Spec section 5: a 'size N' phrase in the description is rewritten to the
 * detected size, so text a provider wrote agrees with the size field.
 */
export function rewriteSizePhrase(description: string, size: string | null | undefined): string {
  if (!known(size)) return description;
  return description.replace(
    /\bsize\s+(?:N\b|W\d{2}\s*L\d{2}\b|X{0,3}S\b|M\b|X{0,4}L\b|[2-5]XL\b|\d{1,2}(?:\.5)?\b)/gi,
    (match) => `${match.slice(0, 4)} ${size}`,
  );
}
