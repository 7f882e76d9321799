import { allowedEdits, editDistance, foldText } from './fuzzy';
import { MATERIALS } from './label-vocabulary';

export type MaterialPart = { name: string; percent: number };

export type ParsedMaterials = {
  /** The first composition on the label (the shell), largest share first. */
  parts: MaterialPart[];
  /** e.g. "60% Cotton, 40% Polyester". */
  text: string;
  matched: string;
};

const MATERIAL_KEYS = Object.keys(MATERIALS).sort((a, b) => b.length - a.length);

/** Digits OCR reads as letters next to a percent sign ("1OO%", "5O%", "l00%"). */
function readPercent(raw: string, loose = false): number | undefined {
  const digits = raw.replace(/[Oo]/g, '0').replace(/[lI|]/g, '1').replace(/S/g, '5');
  if (!/^\d{1,3}$/.test(digits)) return undefined;
  // No label prints a share with a leading zero: "05%" is "95%" with the 9's tail lost.
  if (/^0[1-9]$/.test(digits)) return 90 + Number(digits[1]);
  // Loosely: the sign's first circle read as a 9 after a one-digit share ("5%" as "59%"), its
  // stroke as a 7 after any share ("95%" as "957%", "5%" as "57%"), and a bar or bracket before
  // the number read as a 1 ("|40%" as "140%").
  if (loose && /^[1-9]9$/.test(digits)) return Number(digits[0]);
  if (loose && /^[1-9]\d?7$/.test(digits)) return Number(digits.slice(0, -1));
  if (loose && /^1[1-9]\d$/.test(digits)) return Number(digits.slice(1));
  const n = Number(digits);
  if (n > 0 && n <= 100) return n;
  // No share is over 100: "950%" is "95%" with the sign's first circle read as a 0 (or a 9).
  const share = /^([1-9]\d)[09]$/.exec(digits);
  return share ? Number(share[1]) : undefined;
}

/**
 * A percent sign read as its parts, circle, stroke and circle, in faces whose sign is drawn
 * large ("100" then "9/0", "0/0", "0%/o0" or "°/o0"; "5" then "%/0"): the share's digits (its
 * first circle read as a 9 or a 0 among them), the sign itself or a degree mark, a slash and one
 * or two closing circles.
 */
const SIGN_AS_CIRCLES = /(^|[^\w/])([\dOoSlI|]{1,4})[%°]?\/[o0]{1,2}(?=$|[^\w/])/g;

/** No share is over 100: the circles read into it come off ("1009" is 100, "6800" is 68, mended whole by `SHARE_MISREADS`). */
function shareBeforeCircles(share: string): string {
  let digits = share;
  while (/^\d+$/.test(digits) && Number(digits) > 100 && /[09]$/.test(digits)) digits = digits.slice(0, -1);
  return digits;
}

/**
 * Splits label text into words and percent signs. OCR often reads "%" as a
 * trailing 9 ("409," for "40%"), or as 95 or 96 ("10095" for "100%"); a
 * number over 100 ending so and followed by a fibre name is read back as a
 * percentage. With `circles`, the sign read as its parts is a sign too ("1009/0",
 * `SIGN_AS_CIRCLES`), and so is a trailing 90 ("10090").
 */
function splitTokens(text: string, circles = false): string[] {
  const raw = (
    circles
      ? text.replace(SIGN_AS_CIRCLES, (_, before: string, share: string) => `${before}${shareBeforeCircles(share)}%`)
      : text
  )
    .replace(/%/g, ' % ')
    .split(/[\s,;:/]+/)
    .filter(Boolean);
  const signRead = circles ? /^(100|[1-9]\d?)9[056]?[.]?$/ : /^(100|[1-9]\d?)9[56]?[.]?$/;
  const out: string[] = [];
  raw.forEach((token, i) => {
    const misread = signRead.exec(token);
    if (misread && Number(token.replace('.', '')) > 100 && matchMaterial([foldText(raw[i + 1] ?? '')])) {
      out.push(misread[1]!, '%');
    } else out.push(token);
  });
  return out;
}

/** Matches a fibre name at the start of `words`, forgiving a misread letter or two. */
export function matchMaterial(words: string[]): { name: string; used: number } | undefined {
  const close = (candidate: string, key: string) => {
    const edits = allowedEdits(key.length);
    return candidate === key || (edits > 0 && editDistance(candidate, key, edits) <= edits);
  };
  for (const key of MATERIAL_KEYS) {
    const size = key.split(' ').length;
    if (words.length < size) continue;
    if (close(words.slice(0, size).join(' '), key)) return { name: MATERIALS[key]!, used: size };
  }
  // A one-word fibre broken in two by a misread letter or a gap ("ACRY! IC", "POLY ESTER",
  // "NYI ON", "A CRYLIC").
  const [first, second] = words;
  if (first && second && first.length + second.length >= 5 && (first.length >= 3 || /^[a-z]{1,2}$/.test(first))) {
    const key = MATERIAL_KEYS.find((k) => !k.includes(' ') && k.length >= 5 && close(first + second, k));
    if (key) return { name: MATERIALS[key]!, used: 2 };
  }
  return undefined;
}

/**
 * Fibre content such as "60% COTTON 40% POLYESTER", "COTTON 100%" or
 * "SHELL: 100% NYLON LINING: 100% POLYESTER" (the shell is kept). Lines are
 * read together because labels often split one composition over lines.
 */
export function parseMaterials(lines: readonly string[]): ParsedMaterials | undefined {
  const text = lines.join(' \n ');
  const tokens = splitTokens(text);
  // The sign read as its circles and stroke ("1009/0") is read first, but kept only whole.
  const circled = splitTokens(text, true);
  const withCircles = circled.join(' ') === tokens.join(' ') ? undefined : wholeComposition(circled);
  return withCircles ?? wholeComposition(tokens) ?? compositionOf(tokens);
}

/** The tokens' composition where it adds up to 100 %, as read or mended; or nothing. */
function wholeComposition(tokens: string[]): ParsedMaterials | undefined {
  const whole = (parsed: ParsedMaterials | undefined) => (parsed && isWhole(parsed) ? parsed : undefined);
  const read = whole(compositionOf(tokens));
  if (read) return read;
  // A share's digits read apart ("5 5% LINEN", "10 0% ACRYLIC"): joined, but only when that
  // makes a composition of 100 % that the tokens as read did not.
  const joined = joinSplitShares(tokens);
  const rejoined = joined ? whole(compositionOf(joined)) : undefined;
  if (rejoined) return rejoined;
  // Read loosely (a fibre cut short at the edge, "45% CO"; "140%" for "|40%"; "59%" for "5%"),
  // kept only whole.
  const loose = whole(compositionOf(tokens, true));
  if (loose) return loose;
  // A share's digit misread as some faces print it, kept only whole.
  for (const [misread, meant] of SHARE_MISREADS) {
    const mendedTokens = tokens.map((t, i) => (tokens[i + 1] === '%' && misread.test(t) ? meant(t) : t));
    const mended = whole(compositionOf(mendedTokens));
    if (mended) return mended;
  }
  return undefined;
}

/**
 * A share's digits as OCR misreads them: a 5 as a 9 ("52%" as "92%"), a closing 0 as an 8 ("60%" as "68%"),
 * an open 4 as a 1 ("40%" as "10%", in faces whose 4 has no closed bowl), and the 0s of 100 as 8s or an @
 * ("180%", "188%", "18@%" in faces whose 0 is narrow and squared, decision 069), and a 6 whose
 * bowl closes at the top as a B ("B0%", seed 40 of render-label-photos.ts).
 */
const SHARE_MISREADS: [RegExp, (share: string) => string][] = [
  [/^9[0-8]$/, (share) => `5${share[1]}`],
  [/^[1-9]8$/, (share) => `${share[0]}0`],
  [/^1[0-9]$/, (share) => `4${share[1]}`],
  [/^1[08@][08@]$/, () => '100'],
  [/^B\d$/, (share) => `6${share[1]}`],
];

const SINGLE_WORD_FIBRES = MATERIAL_KEYS.filter((k) => !k.includes(' '));

/** A fibre whose name `word` is the start of, and of no other: "co" is not enough, "cott" is Cotton. */
function fibreCutShort(word: string | undefined): { name: string; used: number } | undefined {
  if (!word || word.length < 2 || !/^[a-z]+$/.test(word)) return undefined;
  const names = new Set(SINGLE_WORD_FIBRES.filter((k) => k.startsWith(word)).map((k) => MATERIALS[k]!));
  return names.size === 1 ? { name: [...names][0]!, used: 1 } : undefined;
}

/** Whether a composition's shares add up to 100 %, as every label's do. */
export const isWhole = (parsed: ParsedMaterials) => parsed.parts.reduce((sum, p) => sum + p.percent, 0) === 100;

/**
 * One composition from shares read apart: the same label line read twice, each read losing a
 * different end ("55% LINEN 45%" and "NEN 45% COTTON"), or its two shares read by different
 * looks. Each fibre counts once; a fibre read at two different shares, or shares that do not
 * add up to exactly 100 %, give nothing.
 */
export function stitchedComposition(reads: readonly ParsedMaterials[]): ParsedMaterials | undefined {
  const parts: MaterialPart[] = [];
  const matched: string[] = [];
  for (const read of reads) {
    let added = false;
    for (const part of read.parts) {
      const known = parts.find((p) => p.name === part.name);
      if (known && known.percent !== part.percent) return undefined;
      if (known) continue;
      parts.push({ ...part });
      added = true;
    }
    if (added) matched.push(read.matched);
  }
  if (parts.length < 2) return undefined;
  const stitched = compositionOfParts(parts, matched.join(' '));
  return isWhole(stitched) ? stitched : undefined;
}

/** A composition of these shares, largest first, written as "60% Cotton, 40% Polyester". */
function compositionOfParts(parts: MaterialPart[], matched: string): ParsedMaterials {
  const ordered = [...parts].sort((a, b) => b.percent - a.percent);
  return { parts: ordered, text: ordered.map((p) => `${p.percent}% ${p.name}`).join(', '), matched };
}

/** The tokens with a digit (or "10") standing right before a share's number joined to it; undefined when there is none. */
function joinSplitShares(tokens: string[]): string[] | undefined {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const [token, next, after] = [tokens[i]!, tokens[i + 1], tokens[i + 2]];
    if (/^(?:[1-9]|10)$/.test(token) && next && /^\d$/.test(next) && after === '%' && Number(token + next) <= 100) {
      out.push(token + next);
      i++;
      changed = true;
    } else out.push(token);
  }
  return changed ? out : undefined;
}

function compositionOf(tokens: string[], loose = false): ParsedMaterials | undefined {
  const parts: MaterialPart[] = [];
  const matchedText: string[] = [];
  /** Where the first share's number stands, and whether a fibre before it went unread. */
  let firstNumber = -1;
  let usedBefore = false;
  /** Tokens before this one are part of a share already read. */
  let taken = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] !== '%') continue;
    const percent = readPercent(tokens[i - 1] ?? '', loose);
    if (percent === undefined) continue;
    let after = tokens.slice(i + 1, i + 4).map((t) => foldText(t));
    // The share's number read twice ("100% 100 POLYESTER"): the fibre follows the repeat.
    const repeated = after[0] !== undefined && after[0] === tokens[i - 1];
    if (repeated) after = tokens.slice(i + 2, i + 5).map((t) => foldText(t));
    const fibre = matchMaterial(after);
    // "COTTON 100%" puts the fibre before the number, but not a fibre an
    // earlier share already took ("60% COTTON 60% (" is one share read twice).
    const before = tokens.slice(Math.max(0, i - 3, taken), i - 1).map((t) => foldText(t));
    const backward = fibre ? undefined : (matchMaterial(before.slice(-1)) ?? matchMaterial(before.slice(-2)));
    // Never the first word of a care line ("100%" over "DO NOT BLEACH" is no "100% DO[WN]").
    const careLine = after[1] === 'not';
    const cutShort = fibre || backward || !loose || careLine ? undefined : fibreCutShort(after[0]);
    const forward = fibre && repeated ? { ...fibre, used: fibre.used + 1 } : (fibre ?? cutShort);
    const found = forward ?? backward;
    if (!found) continue;
    parts.push({ name: found.name, percent });
    if (firstNumber < 0) [firstNumber, usedBefore] = [i - 1, !forward];
    const start = forward ? i - 1 : Math.max(0, i - 1 - found.used);
    const end = forward ? i + 1 + found.used : i + 1;
    taken = end;
    matchedText.push(tokens.slice(start, end).join(' ').replace(/ %/g, '%'));
  }
  if (parts.length === 0) return undefined;
  const lost = usedBefore ? undefined : lostShare(tokens, firstNumber, parts);
  if (lost) {
    parts.unshift(lost.part);
    matchedText.unshift(lost.matched);
  }
  // Keep the first composition that adds up to 100 (the shell); later ones
  // describe the lining or trims.
  const shell: MaterialPart[] = [];
  let total = 0;
  for (const part of parts) {
    if (total >= 100) break;
    const existing = shell.find((p) => p.name === part.name);
    if (existing) existing.percent += part.percent;
    else shell.push({ ...part });
    total += part.percent;
  }
  return compositionOfParts(shell, matchedText.join(' '));
}

/**
 * "VISCOSE 5% SPANDEX" with the 95% lost to a crease: a fibre named right
 * before the first share, with no number of its own, while the shares read
 * add up to less than 100, takes the rest.
 */
function lostShare(
  tokens: string[],
  firstNumber: number,
  parts: MaterialPart[],
): { part: MaterialPart; matched: string } | undefined {
  const total = parts.reduce((sum, p) => sum + p.percent, 0);
  if (total >= 100 || firstNumber < 1) return undefined;
  for (const used of [2, 1]) {
    const start = firstNumber - used;
    if (start < 0) continue;
    const words = tokens.slice(start, firstNumber).map((t) => foldText(t));
    const found = matchMaterial(words);
    if (!found || found.used !== used) continue;
    const before = tokens[start - 1];
    // A share printed before the fibre, read or misread ("9950/0 Viscose" beside "50/0 Spandex"), is its own.
    if (before !== undefined && (before === '%' || readPercent(before) !== undefined || /^\d{3,}$/.test(before)))
      return undefined;
    if (parts.some((p) => p.name === found.name)) return undefined;
    return { part: { name: found.name, percent: 100 - total }, matched: tokens.slice(start, firstNumber).join(' ') };
  }
  return undefined;
}
