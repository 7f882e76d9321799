import { editDistance } from './fuzzy';

/**
 * Sizes as printed on clothing labels: letters (XS to 5XL and the words),
 * numeric sizes, waist and length (W32 L30, 32x30), regional systems (US, UK,
 * EU) and shoe sizes. Values are normalised to what a US listing shows.
 */

export type SizeKind = 'letter' | 'numeric' | 'waist_length' | 'regional' | 'shoe' | 'kids';

export type ParsedSize = {
  /** Display value, e.g. "M", "2XL", "W32 L30", "8", "UK 12", "9.5". */
  value: string;
  kind: SizeKind;
  system?: 'US' | 'UK' | 'EU';
  /** How strongly the text says this is the size (before OCR confidence). */
  strength: number;
  /** The text that was read as the size. */
  matched: string;
};

const LETTER_WORDS: [RegExp, string][] = [
  [/^(?:XXX[- ]?LARGE|3X[- ]?LARGE)$/, '3XL'],
  [/^(?:XX[- ]?LARGE|2X[- ]?LARGE|EXTRA[- ]EXTRA[- ]LARGE)$/, '2XL'],
  [/^(?:X[- ]?LARGE|EXTRA[- ]LARGE|XLRG)$/, 'XL'],
  [/^(?:LARGE|LRG|LG)$/, 'L'],
  [/^(?:MEDIUM|MED|MD)$/, 'M'],
  [/^(?:SMALL|SML|SM)$/, 'S'],
  [/^(?:X[- ]?SMALL|EXTRA[- ]SMALL|XSM)$/, 'XS'],
  [/^(?:XX[- ]?SMALL)$/, 'XXS'],
];

/** Normalises a letter size token, e.g. "xxl" -> "2XL", "X-LARGE" -> "XL". */
export function normaliseLetterSize(token: string): string | undefined {
  const t = token.toUpperCase().replace(/\s+/g, ' ').trim();
  for (const [pattern, value] of LETTER_WORDS) if (pattern.test(t)) return value;
  const compact = t.replace(/[- ]/g, '');
  if (/^(?:XXS|XS|S|M|L|XL)$/.test(compact)) return compact;
  const xs = /^(X{2,5})L$/.exec(compact);
  if (xs) return `${xs[1]!.length}XL`;
  const nx = /^([2-5])X(?:L)?$/.exec(compact);
  if (nx) return `${nx[1]}XL`;
  return undefined;
}

// "SIZE", or a bilingual "SIZE/TAILLE", "SIZE / TALLA"; OCR often reads the S
// of SIZE as 5, G or C and its I as 1 or a bar.
const PREFIX = String.raw`(?:[S5$GC][I1|L!T]Z[E3]|SZ|SIZ|TAILLE|TAIL ?LE|TALLA|TAMANO|GROESSE|TG)(?:\s*/\s*(?:TAIL ?LE|TALLA|TAMANO|TAM|GROESSE|TG))?`;
// "SIZE" with one letter misread beyond those look-alikes ("OLZE 12", "SILE
// 12", "5IZF L"), counted only as a whole line of word and size.
const SIZE_LETTERS = ['[S5$GC]', '[I1|L!T]', '[Z27]', '[E3]'];
const LOOSE_PREFIX = `(?:${SIZE_LETTERS.map((_, i) => SIZE_LETTERS.map((c, j) => (i === j ? '[A-Z0-9$|!]' : c)).join('')).join('|')})`;
const SIZE_TOKEN = String.raw`(XXX[- ]?LARGE|XX[- ]?LARGE|X[- ]?LARGE|EXTRA[- ]LARGE|XX[- ]?SMALL|X[- ]?SMALL|EXTRA[- ]SMALL|LARGE|MEDIUM|SMALL|[0-9]{1,2}(?:[.,]5)?(?:T|M|MO|MOS| MONTHS| YRS| Y)?|[0-5]?X{1,4}[I1|!]|[1-6]X[L]?|X{0,5}[SML]|XL|[0-5]XL)`;

/** A waist and a length, the match's first two groups, at the strength its pattern earns. */
const waistByLength =
  (strength: number) =>
  (m: RegExpExecArray): Omit<ParsedSize, 'matched'> => ({ value: `W${m[1]} L${m[2]}`, kind: 'waist_length', strength });

const PATTERNS: {
  regex: RegExp;
  parse: (m: RegExpExecArray) => Omit<ParsedSize, 'matched'> | undefined;
  /** Tried only when no pattern before it found a size. */
  fallback?: boolean;
}[] = [
  {
    // W32 L30, W 32 / L 30, 32W 30L
    // OCR reads the L as 1, "1.", I or a bar, may double the W, and reads it as N before an L.
    regex:
      /\bW\s?([2-5][0-9])\s*[/,]?\s*(?:[L1I|]|1\.)\s?([2-3][0-9])\b|\bN([2-5][0-9])\s?L([2-3][0-9])\b|\b([2-5][0-9])\s?W+\s*[/,]?\s*([2-3][0-9])\s?[L1I|]\b/,
    parse: (m) => ({
      value: `W${m[1] ?? m[3] ?? m[5]} L${m[2] ?? m[4] ?? m[6]}`,
      kind: 'waist_length',
      strength: 0.95,
    }),
  },
  {
    // "32W 32" with the L lost: jeans tags print waist then length.
    regex: /\b([2-5][0-9])\s?W+\s*[/,]?\s*([2-3][0-9])\s*$/,
    parse: waistByLength(0.85),
  },
  {
    // 32x30 or 32 X 30 next to a size or waist word, as on jeans tags.
    regex: new RegExp(String.raw`\b(?:${PREFIX}|WAIST)\s*[:.]?\s*([2-5][0-9])\s?[xX×]\s?([2-3][0-9])\b`),
    parse: waistByLength(0.9),
  },
  {
    // "32x32" as one word, a waist and a length no other print makes; not a measure ("30x40 cm").
    regex: /(?<![0-9A-Z.,])([2-4][0-9])[xX×]([2-3][0-9])(?![0-9A-Z.,%"])(?! ?(?:CM|MM|IN)\b)/,
    parse: waistByLength(0.9),
  },
  {
    // "36 x 30" spaced, as a whole line: the same shape, nothing round it to make it a measure.
    regex: /^\s*([2-4][0-9]) [xX×] ([2-3][0-9])\s*$/,
    parse: waistByLength(0.9),
  },
  {
    // US 8, UK 12, EU 40, EUR 43 (regional or shoe sizes); OCR may drop the
    // spaces between them ("US8UK 12") or read a dash ("UK- 12").
    regex: /(?<![A-Z])(US|USA|UK|EU|EUR)\s*[:.-]?\s*(?:(?:MEN'?S|WOMEN'?S|M|W)\s*)?([0-9]{1,2}(?:[.,]5)?)(?![0-9])/,
    parse: (m) => {
      const system = m[1] === 'UK' ? 'UK' : m[1]!.startsWith('EU') ? 'EU' : 'US';
      const number = m[2]!.replace(',', '.');
      return { value: system === 'US' ? number : `${system} ${number}`, kind: 'regional', system, strength: 0.85 };
    },
  },
  {
    // SIZE M, SIZE: XL, TAILLE L, SZ 8, SIZE 4T. Run together ("SIZEM") it
    // may also be the word "SIZES" misread from "SIZE 14", so it counts less.
    regex: new RegExp(String.raw`\b${PREFIX}(\s*[:.\-]?\s*)${SIZE_TOKEN}(?![A-Z0-9])`),
    parse: (m) => parseToken(m[2]!, m[1] ? 0.95 : 0.85),
  },
  {
    regex: new RegExp(String.raw`^ ${LOOSE_PREFIX}\s*[:.\-]?\s*${SIZE_TOKEN} $`),
    parse: (m) => parseToken(m[1]!, 0.85),
    fallback: true,
  },
];

function parseToken(raw: string, strength: number): Omit<ParsedSize, 'matched'> | undefined {
  // "3XI" is 3XL with the L misread.
  const token = raw.trim().replace(/(X)[I1|!]$/, '$1L');
  const letter = normaliseLetterSize(token);
  if (letter) return { value: letter, kind: 'letter', strength };
  const kids = /^([0-9]{1,2})\s?(T|M|MO|MOS|MONTHS|YRS|Y)$/.exec(token);
  if (kids) {
    const unit = kids[2] === 'T' ? 'T' : kids[2]!.startsWith('Y') ? 'Y' : 'M';
    return { value: `${kids[1]}${unit}`, kind: 'kids', strength };
  }
  const numeric = /^([0-9]{1,2})(?:[.,](5))?$/.exec(token);
  if (numeric) {
    const value = numeric[2] ? `${numeric[1]}.5` : numeric[1]!;
    if (Number(value) > 60) return undefined;
    return { value, kind: 'numeric', strength };
  }
  return undefined;
}

const FRENCH: Record<string, string> = {
  XXS: 'TTP',
  XS: 'TP',
  S: 'P',
  M: 'M',
  L: 'G',
  XL: 'TG',
  XXL: 'TTG',
  '2XL': '2TG',
  '3XL': '3TG',
};

/**
 * Sizes found in one line of label text, strongest first. A line that is only
 * a size ("XL", "M/M", "L/G") counts too, a little less strongly.
 */
export function parseSizes(line: string): ParsedSize[] {
  // "¢" is how tesseract reads a 6 in some fonts.
  const text = ` ${line.toUpperCase().replace(/¢/g, '6').replace(/\s+/g, ' ')} `;
  const found: ParsedSize[] = [];
  for (const { regex, parse, fallback } of PATTERNS) {
    if (fallback && found.length > 0) continue;
    const m = regex.exec(text);
    const parsed = m ? parse(m) : undefined;
    if (m && parsed) found.push({ ...parsed, matched: m[0].trim() });
  }
  const alone = text.trim().replace(/[.:]$/, '');
  // English/French pairs printed on North American labels ("M/M", "L/G",
  // "XL/TG"): a structure texture does not produce, so it counts like "SIZE M".
  const pair = /^(XXS|XS|S|M|L|XL|XXL|[1-5]XL)\s?\/\s?[I1|]?(TTP|TP|P|M|G|TG|TTG|[1-5]TG)$/.exec(alone);
  const pairSize = pair && FRENCH[pair[1]!] === pair[2] ? normaliseLetterSize(pair[1]!) : undefined;
  if (pairSize && found.length === 0) found.push({ value: pairSize, kind: 'letter', strength: 0.9, matched: alone });
  const standalone = normaliseLetterSize(alone);
  if (standalone && found.length === 0) {
    found.push({ value: standalone, kind: 'letter', strength: 0.8, matched: alone });
  }
  return found.sort((a, b) => b.strength - a.strength);
}

/**
 * Characters tesseract reads in place of a lone size letter after "SIZE":
 * S as 5, $ or §; L as 1, |, I, l, ! or a bracket; 6 and 8 as ©.
 */
const CONFUSABLE = new Set(['5', '$', '§', '1', '|', 'I', 'l', '!', ']', '[', '©']);
const LONE_TOKEN = new RegExp(String.raw`^(.*\b${PREFIX}\s*[:.\-]?\s*|${LOOSE_PREFIX}\s*[:.\-]?\s*)(\S)[.,:;]?$`);

/**
 * The lone, easily misread size character of a line such as "SIZE 5" or
 * "SIZE/TAILLE |", with the text before it; undefined for any other line.
 */
export function ambiguousSizeToken(line: string): { before: string; character: string } | undefined {
  const text = line.replace(/\s+/g, ' ').trim();
  const m = LONE_TOKEN.exec(text.toUpperCase());
  // The character as read: "l" and "L" are one letter to the prefix, not here.
  const character = m ? text.charAt(m[1]!.length) : '';
  return m && CONFUSABLE.has(character) ? { before: text.slice(0, m[1]!.length), character } : undefined;
}

const SIZE_WORD_LOOKALIKES: Record<string, string> = {
  '5': 'S',
  $: 'S',
  '1': 'I',
  '|': 'I',
  '!': 'I',
  '7': 'Z',
  '2': 'Z',
  '3': 'E',
};

/**
 * A line that may be a size line misread ("SLLE 12", "S17E XS", "W228 L30",
 * "US8UK 12"): worth reading again on its own. It proves nothing by itself.
 */
export function looksLikeSizeLine(line: string): boolean {
  const upper = line.toUpperCase().trim();
  if (/^(?:[WV]{1,2}\s?\d|\d\d\s?W)|\b(?:US|UK|EUR?)\s?-?\d/.test(upper)) return true;
  const words = upper.split(/[\s/:.]+/).filter(Boolean);
  const first = words[0] ?? '';
  if (first.length < 3 || first.length > 6) return false;
  const key = [...first].map((ch) => SIZE_WORD_LOOKALIKES[ch] ?? ch).join('');
  // Followed by nothing but a size ("OlLE 12"), the word may be further off.
  const sizeAfter = words.length === 2 && (/^\d{1,2}$/.test(words[1]!) || normaliseLetterSize(words[1]!) !== undefined);
  return editDistance(key, 'SIZE', 3) <= (sizeAfter ? 3 : 2);
}

/** Shoe sizes are US numbers from 4 to 16 in half sizes; the spec's range is 5 to 15. */
export function asShoeSize(size: ParsedSize): ParsedSize | undefined {
  if (size.kind !== 'numeric' && !(size.kind === 'regional' && size.system === 'US')) return undefined;
  const n = Number(size.value);
  if (!Number.isFinite(n) || n < 4 || n > 16 || (n * 2) % 1 !== 0) return undefined;
  return { ...size, kind: 'shoe', value: String(n) };
}
