import { BRANDS, type BrandEntry } from './brand-list';
import { allowedEdits, editDistance, foldText, lookalikeKey } from './fuzzy';
import { NON_BRAND_WORDS } from './label-vocabulary';
import {
  clearWordOf,
  lettersBox,
  lettersOf,
  samePlace,
  sitsUnder,
  trimWeakEnds,
  withoutMarksAtEnds,
  withoutWeakEnds,
} from './ocr-lines';
import type { OcrBox, OcrLine } from '../evidence/ocr';

export type BrandMatch = {
  brand: string;
  /** 0..1: how close the reading is to the name, times how sure the OCR was. */
  score: number;
  /** The OCR text that matched and the whole line it came from. */
  matched: string;
  line: string;
  exact: boolean;
  /**
   * A wordmark set on several lines: the lines as read, top first. A line of marks alone in the run
   * (the label's edge read as "\\" under it) is no part of the name, so it is not among them.
   */
  parts?: string[];
};

type AliasKey = { key: string; tokens: string[]; brand: BrandEntry };

/** Alias keys without spaces, after lookalike folding ("thenorthface"), and their words. */
const ALIASES: AliasKey[] = BRANDS.flatMap((brand) =>
  brand.aliases.map((alias) => {
    const tokens = foldText(alias).split(' ').filter(Boolean);
    return { key: lookalikeKey(tokens.join('')), tokens, brand };
  }),
).filter((a) => a.key.length > 0);

const EXACT = new Map<string, AliasKey[]>();
for (const alias of ALIASES) EXACT.set(alias.key, [...(EXACT.get(alias.key) ?? []), alias]);

const MIN_SCORE = 0.55;
/**
 * A word-like brand may be one letter off only from this length: "Express"
 * and "Champion" misread, but not "CASINO" printed on a t-shirt read as Caslon.
 */
const AMBIGUOUS_FUZZY_LENGTH = 7;
/** A name this short is misread by a letter only when it is a whole line of the label. */
const SHORT_NAME = 5;

/**
 * How low tesseract's confidence in a line may be and the reading still count.
 * A long name read letter for letter is evidence in itself (fabric texture
 * never spells "diamondsupply"): from eight letters, at any confidence (a
 * wordmark in wide display type read exactly at 0 %, decision 054); short
 * names and near misses need a clear read.
 */
function minConfidence(keyLength: number, exact: boolean): number {
  if (exact) return keyLength >= 8 ? 0 : keyLength >= 6 ? 20 : keyLength >= 4 ? 45 : 60;
  return keyLength >= 8 ? 45 : 60;
}

/** How much a reading counts, 0..1: the OCR's confidence, with a floor for long names. */
function strength(keyLength: number, exact: boolean, lineConfidence: number): number {
  const ocr = Math.min(1, lineConfidence / 90);
  if (exact && keyLength >= 6) return Math.max(ocr, 0.75);
  if (!exact && keyLength >= 8) return Math.max(ocr, 0.65);
  return ocr;
}

/** Letters a name must keep, read exactly, when its first letter was lost. */
const LOST_INITIAL_REST = 6;

/** A name this long may have its display initial misread as any letter, the rest read letter for letter ("pemocracy"). */
const MISREAD_INITIAL_LENGTH = 8;

/** First letters tesseract confuses in capitals: E/F, C/G. */
const FIRST_LETTER_MISREADS: ReadonlySet<string> = new Set(['ef', 'fe', 'cg', 'gc']);

/** Beginnings of label words ("spand" of SPANDEX cut at a line end) are not brands either. */
const LABEL_WORD_STARTS: ReadonlySet<string> = new Set(
  [...NON_BRAND_WORDS]
    .filter((w) => w.length >= 5)
    .flatMap((w) => Array.from({ length: w.length - 4 }, (_, i) => w.slice(0, i + 4))),
);
const MAX_SPAN_TOKENS = 4;

/** A word is one of a name of several words from this length ("Piana" of Loro Piana)... */
const NAME_WORD_LENGTH = 5;
/** ...and spelt exactly, it is that name's word, not a misread of another name ("Piana" is not prAna). */
const NAME_WORDS: ReadonlySet<string> = new Set(
  ALIASES.filter((a) => a.tokens.length > 1)
    .flatMap((a) => a.tokens)
    .filter((t) => t.length >= NAME_WORD_LENGTH && !NON_BRAND_WORDS.has(t))
    .map((t) => lookalikeKey(t)),
);

/**
 * Finds brand names in OCR lines. Exact reads (after folding look-alike
 * characters) and close misreads of longer names count; short names and names
 * that are ordinary words only count when they are a whole line of the label.
 */
export function findBrands(lines: readonly OcrLine[]): BrandMatch[] {
  const best = new Map<string, BrandMatch>();
  // A clear word among murk is also a line of its own ("Cw THEORY": THEORY at 95 %, "Cw" at 13 %),
  // and so is a line without a letter read poorly at its ends ("I weekday": the label's edge read as I)
  // or the marks standing far clear of its words ("Gap A": a speck of the garment three widths off).
  const read = lines.flatMap((line) => {
    const clear = clearWordOf(line);
    const trimmed = trimWeakEnds(line);
    const apart = withoutMarksAtEnds(trimmed);
    const variants = [clear, ...(trimmed === line ? [] : [trimmed]), ...(apart === trimmed ? [] : [apart])];
    return [line, ...variants.filter((v) => v !== line)];
  });
  for (const line of read) {
    const found = matchLine(line);
    // Print that spells one brand exactly is not a misread of another ("prana" is prAna, not Prada).
    const spelt = new Set(found.filter((m) => m.exact).map((m) => foldText(m.matched)));
    for (const match of found) {
      if (!match.exact && spelt.has(foldText(match.matched))) continue;
      const current = best.get(match.brand);
      if (!current || match.score > current.score) best.set(match.brand, match);
    }
  }
  return [...best.values()].sort((a, b) => b.score - a.score || b.brand.length - a.brand.length);
}

/**
 * Each line of a wordmark set on several lines counts from this OCR confidence: a line in display
 * type reads murkier than the body ("CUCINELLL" at 58 % under "BRUNELLO" at 85 %, seed 36).
 */
const STACKED_CONFIDENCE = 55;
/** Letters a line keeps for its weak ends to be left out of its confidence. */
const TRIMMED_WORD = 4;
/** A wordmark is set on at most this many lines ("ALICE", "+", "OLIVIA"; "WHITE", "HOUSE", "BLACK", "MARKET"). */
const MAX_STACKED_LINES = 4;

/**
 * Brands set on two to four lines, one over the other ("UNIVERSAL" over
 * "THREAD", "Kut from" over "the Kloth"): fairly clearly read lines of about
 * one type size, each right under the one before and overlapping it across,
 * whose words together are exactly a brand's name (after look-alike folding,
 * and without a poorly read letter at a line's end: a box's rule or a
 * shadow). No near miss counts, as unrelated lines do not make a brand, but for
 * one: a long name whose last letters the label's edge cut off ("REPUBLI").
 */
export function findStackedBrands(lines: readonly OcrLine[]): BrandMatch[] {
  // Each line without weak reads at its ends when a word is left ("j LUCKY" at 55 % is "LUCKY" at 94 %, but
  // "| i" stays as murky as it was), where its letters stand: a bar read beside a wordmark ("GEOFFREY |")
  // is as tall as the label's edge.
  const clear = lines
    .map((l) => {
      const trimmed = withoutMarksAtEnds(trimWeakEnds(l));
      return lettersOf(trimmed.text).length >= TRIMMED_WORD ? trimmed : l;
    })
    .filter((l) => l.bbox && l.confidence >= STACKED_CONFIDENCE)
    .map((l) => ({ ...l, bbox: lettersBox(l) }));
  const matches: BrandMatch[] = [];
  const extend = (chain: OcrLine[]) => {
    const last = chain.at(-1)!;
    for (const next of clear) {
      if (chain.includes(next) || !sitsUnder(last.bbox!, next.bbox!, STACKED)) continue;
      // Right under: no clear line between the two ("ALICE" over "+" over "OLIVIA" is one run, not two);
      // a line read by another read in the same place as either is neither between nor another line.
      const apart = (other: OcrLine) =>
        other !== last &&
        other !== next &&
        !samePlace(other.bbox!, last.bbox!) &&
        !samePlace(other.bbox!, next.bbox!) &&
        between(last.bbox!, other.bbox!, next.bbox!);
      if (clear.some(apart)) continue;
      const run = [...chain, next];
      const lineTokens = run.map((l) => tokensOf(withoutWeakEnds(l)));
      const tokens = lineTokens.flat();
      const key = lookalikeKey(tokens.join(''));
      const exact = EXACT.get(key) ?? [];
      for (const alias of exact.length > 0 ? exact : cutAtEdge(lineTokens.map((t) => t.join('')))) {
        const confidence = Math.min(...run.map((l) => l.confidence));
        const joined = { ...run[0]!, text: run.map((l) => l.text.trim()).join(' '), confidence };
        const spelt = alias.key === key;
        const match = toMatch(alias.brand, tokens, joined, strength(alias.key.length, spelt, confidence), spelt);
        matches.push({ ...match, parts: run.filter((l) => lettersOf(l.text) !== '').map((l) => l.text) });
      }
      if (run.length < MAX_STACKED_LINES) extend(run);
    }
  };
  for (const top of clear) extend([top]);
  return matches.filter((m) => m.score >= MIN_SCORE);
}

/**
 * A stacked name may have lost its last letters at the label's edge ("BANANA" over "REPUBLI",
 * "BEN" over "SHERMA") when the rest spells at least this many...
 */
const STACKED_CUT_KEPT = 9;
/**
 * ...and at most a sixth of the name's letters, at least one: two of "Hanna Andersson", three of
 * "Diane von Furstenberg". The rest of it, letter for letter, is what no chance lines spell.
 */
const STACKED_CUT_SHARE = 6;

/** What a letter cut through on its right by the label's edge reads as: its left part (an O's is a C). */
const CUT_LETTERS: Readonly<Record<string, string>> = { o: 'c', d: 'c', g: 'c', q: 'c', m: 'n', w: 'v' };

/**
 * Names that the lines (their folded words run together, top first) spell all but one line's
 * last letter (at least STACKED_CUT_KEPT kept: the label's edge cuts any line, "INC" over
 * "INTERNATIONA" over "CONCEPTS"), or all but one line's last letters, up to a sixth of the
 * name ("HANNA" over "ANDERSS", "Christoph" over "& Banks"), the letter the edge cut through
 * counted among them ("HANNA" over "ANDERSSC"). Only at a line's end: a letter
 * misread inside ("UNIVERSAL" over "THREAT") is other words, not the brand. Compared after
 * look-alike folding, the missing letters in place ("inc" and "i" fold across the line's end).
 */
function cutAtEdge(lines: readonly string[]): AliasKey[] {
  const read = lines.join('');
  if (lookalikeKey(read).length < STACKED_CUT_KEPT) return [];
  // Where each line ends in the name read.
  const ends = lines.map((_, i) => lines.slice(0, i + 1).join('').length);
  return ALIASES.filter((alias) => {
    if (alias.brand.ambiguous) return false;
    const name = alias.tokens.join('');
    const lost = name.length - read.length;
    const most = Math.max(1, name.length / STACKED_CUT_SHARE);
    if (lost < 1 || lost > most) return false;
    const spells = (at: number, partial: number) =>
      lookalikeKey(read.slice(0, at - partial) + name.slice(at - partial, at + lost) + read.slice(at)) === alias.key;
    // The letter the edge cut through may read as its left part ("ANDERSSC": the O of "ANDERSSON" cut to a C);
    // it counts as lost with the letters after it.
    const cutThrough = (at: number) => CUT_LETTERS[name[at - 1] ?? '']?.includes(read[at - 1] ?? '') === true;
    return ends.some((at) => spells(at, 0) || (lost + 1 <= most && cutThrough(at) && spells(at, 1)));
  });
}

/**
 * The lines of a stacked wordmark: up to 1.7 line heights apart (display type is often set with
 * a line's height of space between its lines, "STONE" over "ISLAND"; a long name wrapped in a
 * loosely leaded hang tag leaves more, "MARKS &" 1.6 heights over "SPENCER"; and a line of small letters
 * without ascenders, "river" over "Island", is only as tall as their middles), of up to 2.5 times each
 * other's size (a hang tag's hole read with the line under it makes "Veronica" over "Beard" 2.2
 * times as tall).
 */
const STACKED = { gap: 1.7, ratio: 2.5 };

/**
 * Whether `middle` lies between `upper` and `lower`, overlapping them across: its middle in the
 * gap, and its box from below the upper line's middle to above the lower one's. A murky read of a
 * region holding the wordmark ("4 ae >" over both of "Peter" and "Millar") is not a line between.
 */
function between(upper: OcrBox, middle: OcrBox, lower: OcrBox): boolean {
  const centre = (middle.y0 + middle.y1) / 2;
  const across = Math.min(upper.x1, lower.x1, middle.x1) - Math.max(upper.x0, lower.x0, middle.x0);
  const inGap = middle.y0 > (upper.y0 + upper.y1) / 2 && middle.y1 < (lower.y0 + lower.y1) / 2;
  return centre > upper.y1 && centre < lower.y0 && inGap && across > 0;
}

/** An ampersand between two words, as tesseract reads it in some faces ("JOHNSTON ¢", "Style € Co"). */
const AMPERSAND_MISREAD = /(?<=\S)\s+[¢€](?=\s|$)/gu;

/** Bars touching a word's letters are its l's read as bars ("Montbe||"); a bar standing alone is a mark. */
const BARS_IN_WORD = /(?<=\p{L})\|+|\|+(?=\p{L})/gu;

/**
 * The words of a line. A wordmark set with wide letter spacing reads as
 * single letters ("L O F T", "C H A M P I O N"); run together they are the word.
 */
function tokensOf(text: string): string[] {
  const tokens = foldText(
    text.replace(AMPERSAND_MISREAD, ' &').replace(BARS_IN_WORD, (bars) => 'l'.repeat(bars.length)),
  )
    .split(' ')
    .filter(Boolean);
  return tokens.length >= 3 && tokens.every((t) => t.length === 1) ? [tokens.join('')] : tokens;
}

function matchLine(line: OcrLine): BrandMatch[] {
  const tokens = tokensOf(line.text);
  if (tokens.length === 0) return [];
  const matches: BrandMatch[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let length = 1; length <= MAX_SPAN_TOKENS && start + length <= tokens.length; length++) {
      const span = tokens.slice(start, start + length);
      const wholeLine = length === tokens.length;
      const key = lookalikeKey(span.join(''));
      for (const alias of EXACT.get(key) ?? []) {
        if (!wholeLine && requiresWholeLine(alias)) continue;
        if (line.confidence < minConfidence(alias.key.length, true)) continue;
        matches.push(toMatch(alias.brand, span, line, strength(alias.key.length, true, line.confidence), true));
      }
      if (span.every((t) => NON_BRAND_WORDS.has(t)) || span.some((t) => LABEL_WORD_STARTS.has(t))) continue;
      if (length === 1 && NAME_WORDS.has(key)) continue;
      if (tokens.length === 1) matches.push(...cutOneWordNames(key, span, line));
      for (const alias of ALIASES) {
        // A brand that is also a word ("Express", "Champion") may be misread
        // by a letter only when its misreading is the whole line of a label.
        // A short name one letter off inside running text is a word ("Organized chaos." is not Chaps).
        const edits = alias.brand.ambiguous
          ? wholeLine && alias.key.length >= AMBIGUOUS_FUZZY_LENGTH
            ? 1
            : 0
          : !wholeLine && alias.key.length <= SHORT_NAME
            ? 0
            : allowedEdits(alias.key.length);
        if (edits === 0 || Math.abs(alias.key.length - key.length) > edits) continue;
        if (line.confidence < minConfidence(alias.key.length, false)) continue;
        // The first letter of a label's brand is rarely misread (E for F and C
        // for G aside); requiring it prunes near misses between unrelated words
        // ("KISS ME" is not Miss Me). A display initial may be lost whole,
        // though ("hampion"): the rest of a long name, letter for letter, counts.
        if (
          alias.key[0] !== key[0] &&
          !(
            (FIRST_LETTER_MISREADS.has(`${key[0]}${alias.key[0]}`) || key.length >= MISREAD_INITIAL_LENGTH) &&
            alias.key.slice(1) === key.slice(1)
          ) &&
          !(key.length >= LOST_INITIAL_REST && key === alias.key.slice(1))
        ) {
          continue;
        }
        const distance = fuzzyDistance(span, alias, edits, wholeLine);
        if (distance === 0 || distance > edits) continue;
        const similarity = 1 - distance / Math.max(key.length, alias.key.length);
        const score = similarity * strength(alias.key.length, false, line.confidence);
        matches.push({ ...toMatch(alias.brand, span, line, score, false) });
      }
    }
  }
  return matches.filter((m) => m.score >= MIN_SCORE);
}

/** A line of one word spelling this many letters of a one-word name, and no more, may be the name cut short... */
const CUT_WORD_KEPT = 8;
/** ...when read this surely: the label's edge or a fold hid the rest ("PRETTYLITTL", "Kuppenhe"). */
const CUT_WORD_CONFIDENCE = 75;

/**
 * One-word names (not words themselves) whose beginning, at least CUT_WORD_KEPT letters, a
 * line of one word spells letter for letter and no further.
 */
function cutOneWordNames(key: string, span: string[], line: OcrLine): BrandMatch[] {
  if (key.length < CUT_WORD_KEPT || line.confidence < CUT_WORD_CONFIDENCE) return [];
  return ALIASES.filter(
    (alias) =>
      !alias.brand.ambiguous && alias.tokens.length === 1 && alias.key.length > key.length && alias.key.startsWith(key),
  ).map((alias) => toMatch(alias.brand, span, line, (key.length / alias.key.length) * (line.confidence / 90), false));
}

/**
 * Edits between a span of OCR words and an alias. Words are compared one to
 * one, and label words ("style", "no", "made") must match exactly, so "STYLE
 * NO." never reads as Style & Co; a single OCR word may also be a whole alias
 * run together ("THENORTHFACE"), and a whole line a one-word name split by a
 * wide letter gap in display type ("Kup Penheimep" for Kuppenheimer).
 */
function fuzzyDistance(span: string[], alias: AliasKey, limit: number, wholeLine: boolean): number {
  // A whole line is the name however its gaps were read ("Far mn Rio" is Farm Rio, its m's strokes split).
  if (span.length === 1 || wholeLine) return editDistance(lookalikeKey(span.join('')), alias.key, limit);
  if (span.length !== alias.tokens.length) return limit + 1;
  let total = 0;
  for (let i = 0; i < span.length; i++) {
    const word = span[i]!;
    const target = alias.tokens[i]!;
    if (NON_BRAND_WORDS.has(word) || NON_BRAND_WORDS.has(target) || target.length <= 2) {
      if (lookalikeKey(word) !== lookalikeKey(target)) return limit + 1;
      continue;
    }
    total += editDistance(lookalikeKey(word), lookalikeKey(target), limit);
    if (total > limit) return limit + 1;
  }
  return total;
}

function requiresWholeLine(alias: AliasKey): boolean {
  return alias.brand.ambiguous || alias.key.length <= 3;
}

function toMatch(brand: BrandEntry, span: string[], line: OcrLine, score: number, exact: boolean): BrandMatch {
  return { brand: brand.name, score, matched: span.join(' '), line: line.text, exact };
}

/** The canonical name of a brand a provider or product lookup named, if it is on the list. */
export function canonicalBrand(name: string): string | undefined {
  const key = lookalikeKey(foldText(name).replace(/ /g, ''));
  return EXACT.get(key)?.[0]?.brand.name;
}

/** True when two brand names refer to the same brand (aliases and spelling folded). */
export function sameBrand(a: string, b: string): boolean {
  const ca = canonicalBrand(a) ?? foldText(a).replace(/ /g, '');
  const cb = canonicalBrand(b) ?? foldText(b).replace(/ /g, '');
  return ca === cb;
}
