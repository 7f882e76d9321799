import {
  AI_DEFAULT_CONDITION,
  AI_DEFAULT_SUGGESTED_PRICE,
  AI_MISSING_CONFIDENCE,
  FALLBACK_CONDITIONS,
} from '@listlens/shared';

// The spec's 'AI data sanitising' rules (part 2, section 5), applied to every
// provider's output before it becomes a draft.

const EMPTY = /^(?:|null|undefined|n\/?a|none|unknown|not visible|not specified|-+)$/i;

/**
 * Empty values are normalised: blanks and placeholders become "absent". Runs
 * of spaces become one; a multi-line value (a description) keeps its line
 * breaks and at most one blank line between paragraphs.
 */
export function cleanText(value: unknown, options: { multiline?: boolean } = {}): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = options.multiline ? tidyLines(value) : value.replace(/\s+/g, ' ').trim();
  return EMPTY.test(text) ? undefined : text;
}

/** Each line's spaces collapsed, blank-line runs cut to one, the ends trimmed. */
export function tidyLines(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const CONDITION_ALIASES: Record<string, (typeof FALLBACK_CONDITIONS)[number]> = {
  nwt: 'New with tags',
  'new with tag': 'New with tags',
  new: 'New with tags',
  'brand new': 'New with tags',
  nwot: 'New without tags',
  'new other': 'New without tags',
  'like new': 'Excellent',
  'pre-owned - excellent': 'Excellent',
  'pre-owned excellent': 'Excellent',
  'very good': 'Excellent',
  used: 'Good',
  'pre-owned': 'Good',
  'pre-owned - good': 'Good',
  'pre-owned good': 'Good',
  'gently used': 'Good',
  'pre-owned - fair': 'Fair',
  acceptable: 'Fair',
};

/** Condition defaults to good (spec section 5), written as the edit modal's choice 'Good'. */
export function cleanCondition(value: unknown): string {
  const text = cleanText(value)?.toLowerCase();
  if (!text) return AI_DEFAULT_CONDITION;
  const exact = FALLBACK_CONDITIONS.find((c) => c.toLowerCase() === text);
  return exact ?? CONDITION_ALIASES[text] ?? AI_DEFAULT_CONDITION;
}

/** Suggested price defaults to 25 when not numeric (spec section 5). */
export function cleanPrice(value: unknown): number {
  const n = typeof value === 'string' ? Number(value.replace(/[$,\s]/g, '')) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) return AI_DEFAULT_SUGGESTED_PRICE;
  return Math.round(n * 100) / 100;
}

/** Confidence defaults to 0.5 (spec section 5); a percentage is read as one. */
export function cleanConfidence(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return AI_MISSING_CONFIDENCE;
  const fraction = value > 1 && value <= 100 ? value / 100 : value;
  return fraction > 1 ? AI_MISSING_CONFIDENCE : Math.round(fraction * 1000) / 1000;
}

/** Title case for short attribute values a model may send in any case ("LONG SLEEVE"). */
export function tidyValue(value: string): string {
  return value === value.toUpperCase() && /[A-Z]{3}/.test(value)
    ? value.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase())
    : value;
}
