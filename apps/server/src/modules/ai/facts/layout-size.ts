import type { OcrBox, OcrLine } from '../evidence/ocr';
import { parseCountry, parseRetailPrice } from './label-facts';
import {
  clearWordOf,
  lettersBox,
  overlapsAcross,
  samePlace,
  trimEnds,
  trimWeakEnds,
  withoutMarksAtEnds,
} from './ocr-lines';
import { parseMaterials } from './materials';
import { normaliseLetterSize, parseSizes, type ParsedSize } from './size-parser';

/**
 * The size as most labels print it: alone on its line, without the word
 * "Size", between the brand and the fibre content, or as the largest text
 * under the brand on a hang tag. A line like "12" or "S" proves nothing by
 * itself (fabric texture and prints make letters too), so a lone size counts
 * only on a photo that reads as a label and only where a label puts it.
 */

export type LoneSize = {
  size: ParsedSize;
  line: OcrLine;
  /** Why the line was taken as the size. */
  place: 'under the brand' | 'largest text' | 'foot of the label' | 'over the brand at the foot' | 'waist over length';
};

/**
 * Sizes a label prints alone: misses' even numbers, kids' and juniors' odd
 * ones (but not 1 and 5, which are how an "l" and an "S" read), toddler
 * sizes, waist by length.
 */
const NUMBER_ALONE = /^(?:00|0|2|3|4|6|7|8|9|10|11|12|13|14|15|16|18|20|22|24)$/;
const TODDLER = /^([2-5])\s?T$/;
const WAIST_BY_LENGTH = /^([2-4][0-9])\s?[xX×/]\s?([2-3][0-9])$/;
/**
 * English/French pairs ("XL/TG") with the slash lost, misread or read as a gap ("XLTG", "XL1TG",
 * "L G"), and the G read as a 6 ("L/6").
 */
const PAIRS: Record<string, string> = { XS: 'TP', S: 'P', M: 'M', L: 'G', XL: 'TG', XXL: 'TTG' };
const PAIR = /^(XXL|XL|XS|S|M|L) ?[/|1I\\]? ?(TTG|TG|TP|P|M|G|TT6|T6|6)$/;
/** Size words long enough that one letter misread still names them ("SMALE"). */
const SIZE_WORDS: Record<string, string> = { SMALL: 'S', MEDIUM: 'M', LARGE: 'L' };
/** Letters a size word keeps, in one run, to be named with its ends lost. */
const CUT_WORD_KEPT = 4;
/**
 * Size words with letters lost at either end: at a crop's edge ("MEDIU", "LARG", "SMAL"), or where
 * the ring drawn round the size crosses them ("EDIU", "MEDI" of a "MEDIUM" wider than its ring; "MAL"
 * of "SMALL", its first and last letters only).
 */
const CUT_WORDS: Record<string, string> = {};
for (const [name, size] of Object.entries(SIZE_WORDS)) {
  for (let start = 0; start < name.length; start++)
    for (let end = start + CUT_WORD_KEPT; end <= name.length; end++)
      if (end - start < name.length) CUT_WORDS[name.slice(start, end)] = size;
  CUT_WORDS[name.slice(1, -1)] = size;
}

/** A size word between the sides of a ring drawn round it, each read as a stroke ("1EDIUI", "IMEDIUM1"). */
const RING_SIDES = /^[1I|!]([A-Z]{4,})[1I|!]$/;

/**
 * Marks at the ends of a line that holds a whole size word, each a character that is no letter ("4 = MEDIUM":
 * a ring's side and its shadow read beside the word). An X stays: it is a part of the size ("X LARGE").
 */
const MARKS_BESIDE_WORD = /^(?:[^A-Z ] )*([A-Z]{5,})(?: [^A-Z ])*$/;

/** The size a word of five letters or more names with one of its letters misread, if any. */
function oneLetterOff(word: string): string | undefined {
  const near = Object.entries(SIZE_WORDS).filter(
    ([name]) => name.length === word.length && [...name].filter((c, i) => c !== word[i]).length === 1,
  );
  return near.length === 1 ? near[0]![1] : undefined;
}

/**
 * Characters OCR reads in place of others inside a size that stands alone:
 * the digit 1 as I, l or a bar and 0 as O in "12" and "10"; the L of "XL" as
 * I, 1 or a bar and the S of "XS" as 5 or $; "M" as "IVI". Only where a label
 * prints its size, and only when the rest of the token is a size already, so
 * a lone "I", "5" or "O" stays nothing.
 */
function foldSizeLookalikes(alone: string): string {
  // A number of two digits with a look-alike among them: "I2", "1O", "l4", "2O".
  if (/^[0-9IL|O]{2}$/.test(alone) && /[0-9]/.test(alone)) return alone.replace(/[IL|]/g, '1').replace(/O/g, '0');
  const letters = /^([2-5]?X{1,3})([I1|!]|[5$])$/.exec(alone);
  if (letters) return `${letters[1]}${/[5$]/.test(letters[2]!) ? 'S' : 'L'}`;
  if (/^[I1|]V[I1|]$/.test(alone)) return 'M';
  // The W of a waist read twice ("WW34 L32"), or the L of a length ("W34 L130": a serif L read as "L1").
  if (/^WW[2-4][0-9] L[2-3][0-9]$/.test(alone)) return alone.slice(1);
  const doubledL = /^(W[2-4][0-9]) L[1I|]([2-3][0-9])$/.exec(alone);
  if (doubledL) return `${doubledL[1]} L${doubledL[2]}`;
  return alone;
}

/** The size a whole line is, if it is nothing but a size; undefined for any other line. */
export function parseLoneSize(text: string): ParsedSize | undefined {
  // A capital L before one digit is a length whose last digit a ring or an edge took ("L3" of "L32"),
  // not a 1 misread: that is a small l ("l4"), a bar or an I.
  if (/^\W*L[2-3]\W*$/.test(text)) return undefined;
  const alone = foldSizeLookalikes(
    text
      .toUpperCase()
      // Punctuation at the ends, and the rule of a box printed round the size ("[2]", "(XS)", "M =").
      .replace(/^[\s.,:;'"`|_=\\[\](){}-]+|[\s.,:;'"`|_=\\[\](){}-]+$/g, '')
      .replace(/\s+/g, ' '),
  );
  if (alone.length === 0 || alone.length > 12) return undefined;
  if (NUMBER_ALONE.test(alone)) return { value: alone, kind: 'numeric', strength: 0.85, matched: alone };
  const toddler = TODDLER.exec(alone);
  if (toddler) return { value: `${toddler[1]}T`, kind: 'kids', strength: 0.9, matched: alone };
  const waist = WAIST_BY_LENGTH.exec(alone);
  if (waist) return { value: `W${waist[1]} L${waist[2]}`, kind: 'waist_length', strength: 0.9, matched: alone };
  const pair = PAIR.exec(alone);
  if (pair && PAIRS[pair[1]!] === pair[2]!.replace('6', 'G')) {
    return { value: normaliseLetterSize(pair[1]!)!, kind: 'letter', strength: 0.9, matched: alone };
  }
  const letter = normaliseLetterSize(alone);
  if (letter) return { value: letter, kind: 'letter', strength: alone.length === 1 ? 0.8 : 0.9, matched: alone };
  // A size word in spaced-out type read in pieces ("Sm all", "LAR GE").
  const joined = alone.replace(/ /g, '');
  const word = joined.length >= 4 && joined !== alone ? normaliseLetterSize(joined) : undefined;
  if (word) return { value: word, kind: 'letter', strength: 0.85, matched: alone };
  // A size word whose ends the read lost at a crop's edge or a ring ("MEDIU", "LARG", "EDIU"), or
  // with one letter misread ("SMALE"), or cut by a ring whose sides read as strokes ("1EDIUI").
  const inRing = RING_SIDES.exec(joined)?.[1] ?? '';
  // The G of a cut "LARGE" read as the C it looks like ("LARC"; not a ring's "ARC").
  const cut =
    CUT_WORDS[joined] ??
    oneLetterOff(joined) ??
    CUT_WORDS[inRing] ??
    SIZE_WORDS[inRing] ??
    (joined.length >= CUT_WORD_KEPT ? CUT_WORDS[joined.replace(/C/g, 'G')] : undefined);
  if (cut) return { value: cut, kind: 'letter', strength: 0.8, matched: alone };
  const besideMarks = MARKS_BESIDE_WORD.exec(alone)?.[1];
  const marked = besideMarks && (SIZE_WORDS[besideMarks] ?? oneLetterOff(besideMarks));
  if (marked) return { value: marked, kind: 'letter', strength: 0.8, matched: besideMarks };
  // "M/M", "W32 L30", "EU 40": the strict parser's forms, when they are the whole line.
  const parsed = parseSizes(alone)[0];
  return parsed && parsed.matched.replace(/\s+/g, '') === alone.replace(/\s+/g, '') ? parsed : undefined;
}

const CARE_WORDS = /\b(?:WASH|DRY|BLEACH|IRON|CLEAN|MADE|FABRIQU|HECHO)/;
/** Registration, style and article numbers: label text that may stand above the size or below it. */
const NUMBER_LINES = /\b(?:RN ?#? ?\d|CA ?#? ?\d|STYLE|STY\b|ART\b|ITEM)/;

/** Lines that mark the end of a label's head: fibres, country, care. */
function isBodyLine(text: string): boolean {
  return (
    parseMaterials([text]) !== undefined || parseCountry(text) !== undefined || CARE_WORDS.test(text.toUpperCase())
  );
}

/** A hang tag's price with its point lost ("$7900" for $79.00): no price to list, but a tag's line. */
const PRICE_WITHOUT_POINT = /[$£€]\s?\d{3,5}\b/;

/** Lines only a label prints: its body, a registration or style number, or a hang tag's price. */
function isLabelLine(text: string): boolean {
  return (
    isBodyLine(text) ||
    NUMBER_LINES.test(text.toUpperCase()) ||
    parseRetailPrice(text) !== undefined ||
    PRICE_WITHOUT_POINT.test(text)
  );
}

const height = (box?: OcrBox) => (box ? box.y1 - box.y0 : 0);

/** A word read this surely measures its line's type. */
const MEASURED_WORD = 50;

/**
 * The height of a line's type: the tallest of its words read fairly surely, else its box's. A mark
 * at a line's end (the label's edge read as "y" or "+", as tall as three lines) is no measure; nor
 * is a word's box taller than its line's, as some faces' are ("100%" 45 px in a line 27 px high).
 */
function typeHeight(line: OcrLine): number {
  const words = line.words.filter((w) => w.bbox && w.confidence >= MEASURED_WORD && /[\p{L}\p{N}]{2}/u.test(w.text));
  return words.length > 0
    ? Math.min(height(line.bbox), Math.max(...words.map((w) => height(w.bbox))))
    : height(line.bbox);
}

/** The height of the words a line keeps (its size's own, once its ends are trimmed), else its type's. */
function ownType(line: OcrLine): number {
  const boxes = line.words.flatMap((w) => (w.bbox ? [w.bbox] : []));
  return boxes.length > 0 ? Math.max(...boxes.map(height)) : typeHeight(line);
}

/**
 * "W32" and "L30" read as two lines: side by side on one row (a wide gap between them on the
 * label), or the length right under the waist in type of its size. One line "W32 L30" over
 * both boxes, the waist first; lines apart otherwise stay apart. "36 x" over "30" is the
 * same size printed the other way ("36 Xx": its x read twice), and so is "36" over "30" read
 * clearly, one under the other in type of one size: the x lost to a heavy face or a tab's edge.
 */
const WAIST_ALONE = /^W\s?([2-4][0-9])$|^([2-4][0-9])\s?[xX×]{1,2}$|^([2-4][0-9])$/;
/** The L as OCR reads it too ("130" under "W34" is L30); a bare number under "36 x", a bare waist, or "W34" right over it. */
const LENGTH_ALONE = /^[L1I|]\s?([2-3][0-9])$/;
const BARE_LENGTH = /^([2-3][0-9])$/;
/** Two bare numbers stacked are a waist over its length only when both are read this clearly. */
const BARE_PAIR = 85;
/**
 * A word at a size's end read under this beside a word of the label's print is the garment's print
 * behind the tab ("AEN 36 x" with "AEN" at 0 %, "Eg 14" with "Eg" at 12 %).
 */
const MURKY_END = 30;

/** The line without the garment's print behind a tab read murkily at its ends. */
const murkAside = (line: OcrLine): OcrLine =>
  trimEnds(line, line.words, (end, next) => end.confidence < MURKY_END && next.confidence >= LABEL_PRINT);

/**
 * One box right under the other, in type of one size (within 1.5 times), less than the taller one's
 * height apart, sharing some width. They may overlap as long as each one's middle stands outside the
 * other's box: two lines read again in strips are each padded round their print, and overlap by a
 * third of their height or more ("36 X" over "30").
 */
function stacked(upper: OcrBox, lower: OcrBox): boolean {
  const [hu, hl] = [height(upper), height(lower)];
  return (
    Math.max(hu, hl) <= 1.5 * Math.min(hu, hl) &&
    (upper.y0 + upper.y1) / 2 < lower.y0 &&
    (lower.y0 + lower.y1) / 2 > upper.y1 &&
    lower.y0 - upper.y1 < Math.max(hu, hl) &&
    Math.min(upper.x1, lower.x1) > Math.max(upper.x0, lower.x0)
  );
}

/** A waist over its length read as one line, `bare` when read as two bare numbers. */
type WaistLine = { line: OcrLine; bare: boolean };

function waistBesideLength(lines: readonly OcrLine[]): WaistLine[] {
  // The line without marks that hold no letter or digit, without a box's rule or a shadow
  // read at its ends (": : W30 : h"), and without the ring's sides read far either side ("<b W30 »").
  const marksAside = (line: OcrLine): OcrLine => {
    const words = line.words.filter((w) => /[\p{L}\p{N}]/u.test(w.text));
    return words.length === line.words.length ? line : { ...line, words, text: words.map((w) => w.text).join(' ') };
  };
  // ...and without the garment's print behind the tab read murkily at its ends (murkAside).
  // Each where its letters stand, a zero read as the letter O after a digit ("L3o"), and an open-topped
  // four read as a "y" ("W3y").
  const read = lines.flatMap((line) => {
    const kept = withoutMarksAtEnds(trimWeakEnds(murkAside(marksAside(line))));
    const box = line.bbox ? lettersBox(kept) : undefined;
    const text = kept.text
      .trim()
      .toUpperCase()
      .replace(/(?<=[0-9])O\b/g, '0')
      .replace(/(?<=[0-9])Y\b/g, '4');
    // How clearly the print kept was read: junk trimmed off a line's end ("30 B5", "B5" at 0 %) is not its read.
    return box ? [{ line, box, text, confidence: kept.confidence }] : [];
  });
  const rowOf = (a: OcrBox, b: OcrBox) =>
    Math.abs((a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2) < Math.min(height(a), height(b)) / 2;
  return read.flatMap((waist) => {
    const w = WAIST_ALONE.exec(waist.text);
    if (!w) return [];
    const bare = w[3] !== undefined;
    if (bare && waist.confidence < BARE_PAIR) return [];
    return read.flatMap((length) => {
      const [a, b] = [waist.box, length.box];
      const under = stacked(a, b);
      // Under "W34" its L may be lost as the x of "36 x" is ("W34" over "30"): a bare number read as
      // clearly as a label's print, right under it, is the length.
      const lostL = w[1] !== undefined && under && length.confidence >= LABEL_PRINT;
      const l = (w[1] ? LENGTH_ALONE : BARE_LENGTH).exec(length.text) ?? (lostL ? BARE_LENGTH.exec(length.text) : null);
      // Beside it on its row, the length starts where the waist ends: a number inside the waist's own
      // box is another read of the waist ("36" of "36 X"), not its length.
      const besideIt = rowOf(a, b) && b.x0 > a.x1 - height(a) / 2;
      if (!l || !((!bare && besideIt) || under)) return [];
      if (bare && length.confidence < BARE_PAIR) return [];
      const line = {
        text: `W${w[1] ?? w[2] ?? w[3]} L${l[1]}`,
        confidence: Math.min(waist.confidence, length.confidence),
        words: [],
        bbox: { x0: a.x0, y0: Math.min(a.y0, b.y0), x1: b.x1, y1: Math.max(a.y1, b.y1) },
      };
      return [{ line, bare }];
    });
  });
}

/** Lines read this clearly are the label's print; murkier ones are folds, shadows or the garment behind it. */
const LABEL_PRINT = 50;
const isLabelPrint = (line: OcrLine) => line.confidence >= LABEL_PRINT && /[\p{L}\p{N}]/u.test(line.text);

/** A line of one letter or digit and marks: a label's size, or the garment's print read as a letter. */
const isLoneGlyph = (line: OcrLine) => (line.text.match(/[\p{L}\p{N}]/gu) ?? []).length === 1;

/**
 * The largest text stands at most this many times its type's height from the label's print beside
 * it: the print under it over a brand, the print over it under the body.
 */
const PRINT_REACH = 2;

/** A size's type is at least this share of the label's body type (its median line). */
const SMALLEST_SIZE_TYPE = 0.6;

/** A size at the foot of a label is read only this clearly (a letter of a care symbol is not). */
const FOOT_CONFIDENCE = 75;

/** A line that counts as print beside another: a lone glyph only when read as clearly as a size at the foot must be. */
const isSurePrint = (line: OcrLine) => !isLoneGlyph(line) || line.confidence >= FOOT_CONFIDENCE;

/**
 * Sizes standing alone on a label's line. `brandLines` are the indexes of
 * the lines that named the brand (two for a wordmark set on two lines), if
 * any. The photo must read as a label: a brand, or fibres, a country, care
 * text or a registration number; otherwise only a waist printed over its
 * length is taken. These places count: between the brand (or the label's
 * top) and its body, registration and style numbers aside; the largest text
 * after the brand; and, when no size stands in those and clearly read, the
 * label's last line in type no smaller than the body's, or the line right
 * over a brand printed under the body in type larger than most of the body's.
 */
export function findLoneSizes(
  lines: readonly OcrLine[],
  brandLines: readonly number[] = [],
  minConfidence = 30,
): LoneSize[] {
  // Top to bottom by each line's middle: on a label at an angle, a long line's
  // box starts above the short size line over it. The middle of its letters: a
  // label's sides read as "|" make a wordmark's line as tall as the label.
  const middle = (line: OcrLine, index: number) => {
    const box = lettersBox(line);
    return box ? (box.y0 + box.y1) / 2 : index;
  };
  const waists = waistBesideLength(lines);
  const ordered = [...lines.map(clearWordOf), ...waists.map((w) => w.line)]
    .map((line, index) => ({ line, index }))
    .sort((a, b) => middle(a.line, a.index) - middle(b.line, b.index));
  const bodyStart = ordered.findIndex(({ line }) => isBodyLine(line.text));
  const isBrand = (index: number) => brandLines.includes(index);
  // Where the brand ends: its last line top to bottom.
  const brandAt = Math.max(-1, ...ordered.map(({ index }, position) => (isBrand(index) ? position : -1)));
  const firstLabelLine = ordered.findIndex(({ line }) => isLabelLine(line.text));
  // A waist over its length is a size's own shape, as "W32 L30" on one line is (size-parser.ts): it
  // needs no label read round it (a tab's "36 x" over "30" under a band the page read lost). Two bare
  // numbers stacked do: on a garment's print they are anything.
  if (brandAt < 0 && firstLabelLine < 0)
    return waists.flatMap(({ line, bare }) => {
      if (bare) return [];
      const size = line.confidence >= minConfidence ? parseLoneSize(line.text) : undefined;
      return size ? [{ size, line, place: 'waist over length' as const }] : [];
    });

  const found: LoneSize[] = [];
  // The label's own print, its brand aside: lines read this clearly (a fold or a print on the
  // garment behind the label reads as murky text of any height).
  const print = ordered.filter(({ line, index }) => !isBrand(index) && isLabelPrint(line));
  // Another read of a line's own place ("1H" where the page read "LG") is not other print beside it.
  const rereadOf = (line: OcrLine, other: OcrLine) =>
    other !== line && line.bbox !== undefined && other.bbox !== undefined && samePlace(line.bbox, other.bbox);
  // Where the label's last clear line is, and how tall its largest type is, a line's rereads aside. Clear
  // as a size at the foot must be: the garment's print under the label reads at 50 % too ("/ \| SEH h 7"),
  // and a lone glyph of it at 77 % ("A" under a label's "S/P"), or a mark of no letter or digit at 91 %
  // (a bat read as "%").
  const lastPrint = (line: OcrLine) =>
    Math.max(
      ...ordered.map(({ line: other }, position) =>
        other === line ||
        (other.confidence >= FOOT_CONFIDENCE && isLabelPrint(other) && !rereadOf(line, other) && !isLoneGlyph(other))
          ? position
          : -1,
      ),
    );
  // The tallest type of the label's other print: a lone glyph counts only read as clearly as a size at the foot
  // must be (the garment's print beside a label reads as "= 5 /" at 59 %, as tall as its drawing).
  const tallest = (line: OcrLine) =>
    Math.max(
      0,
      ...print
        .filter(({ line: other }) => !isBodyLine(other.text) && !rereadOf(line, other) && isSurePrint(other))
        .map(({ line: other }) => typeHeight(other)),
    );
  // The body's type as the lines read with their words measure it: a region read on its own gives
  // the region's box, padded round its print, and counts only where no body line was read so.
  const body = print.filter(({ line }) => isBodyLine(line.text)).map(({ line }) => line);
  const measured = body.filter((line) => line.words.length > 0);
  const bodyHeights = (measured.length > 0 ? measured : body).map(typeHeight);
  const bodyHeight = bodyHeights.length > 0 ? Math.max(...bodyHeights) : 0;
  const bodyMedian = [...bodyHeights].sort((a, b) => a - b)[Math.floor((bodyHeights.length - 1) / 2)] ?? 0;
  const foot: LoneSize[] = [];
  // The next line of the label's print under a position (its brand's lines included), another read of
  // the position's own place aside (the "12" over a brand read again on its own as "2"), and a lone glyph
  // read less clearly than a size at the foot must be (a speck on the label's edge read as a "4" at 72 %
  // between a "2" and the brand under it).
  const nextPrint = (position: number) => ordered.findIndex((_, at) => at > position && isPrintBeside(position, at));
  // ...and the last one over it.
  const previousPrint = (position: number) =>
    ordered.findLastIndex((_, at) => at < position && isPrintBeside(position, at));
  const isPrintBeside = (position: number, at: number) =>
    isLabelPrint(ordered[at]!.line) &&
    isSurePrint(ordered[at]!.line) &&
    !rereadOf(ordered[position]!.line, ordered[at]!.line);
  // Whether a line stands with the print at `neighbour`, a line of the label's print: within reach of
  // it and in its column. A "7" or a "4" of the garment's print far over or under a label, or an "l" of
  // its pattern beside a hang tag, is not its size.
  const withPrint = (line: OcrLine, neighbour: number) => {
    const [box, other] = [lettersBox(line), lettersBox(withoutMarksAtEnds(ordered[neighbour]?.line ?? line))];
    if (!box || !other) return true;
    const gap = Math.max(other.y0 - box.y1, box.y0 - other.y1);
    return gap <= PRINT_REACH * typeHeight(line) && overlapsAcross(box, other);
  };
  // Whether a line stands across from the label's brand or a line only a label prints, as a size between them does (not
  // the floor beside the label read as a "4").
  const inLabelColumn = (line: OcrLine) => {
    const box = lettersBox(line);
    return ordered.some(({ line: other, index }) => {
      if (other === line || !(isBrand(index) || (isLabelLine(other.text) && isLabelPrint(other)))) return false;
      const across = lettersBox(withoutMarksAtEnds(other));
      return !box || !across || overlapsAcross(box, across);
    });
  };
  // Whether the line at a position stands under the label's print: some line of it over the position stands
  // with it (a "2" of the garment's print read under a label's last line and right of its column is not).
  const underPrint = (position: number) =>
    ordered.some((_, at) => at < position && isPrintBeside(position, at) && withPrint(ordered[position]!.line, at));
  ordered.forEach(({ line, index }, position) => {
    if (line.confidence < minConfidence || isBrand(index)) return;
    // A mark beside the size read weakly ("M 3": the label's edge), or standing far clear of it ("XXL a": the
    // garment's print across the label), neither spells it nor clouds it; nor does the garment's print behind a
    // tab read murkily at its end ("Eg 14").
    const trimmed = withoutMarksAtEnds(trimWeakEnds(murkAside(line)));
    const size = parseLoneSize(trimmed.text);
    if (!size) return;
    // Above the brand only as the label's largest print: a label with its brand at the foot.
    const aboveBrand = position < brandAt;
    // Between the brand (or the top of the label) and its body text; on a hang tag whose brand and
    // body went unread, over its first line of print only a label has (a style number, a price).
    const head = bodyStart >= 0 ? position < bodyStart : brandAt >= 0 || position < firstLabelLine;
    // The largest text after the brand, clearly larger than the body text.
    const type = typeHeight(line);
    // A size is printed in type near the body's or larger, measured by its own word: a speck of the floor beside a
    // label reads as a "4" 8 px tall, and one at the end of a line of murk as a "4" 12 px tall in a line 33 px high.
    if (type > 0 && ownType(trimmed) < SMALLEST_SIZE_TYPE * bodyMedian) return;
    const largest = type > 0 && type >= tallest(line) && type >= 1.3 * bodyHeight;
    // The label's last line, under its body, in type no smaller than the body's.
    const last = bodyStart >= 0 && position === lastPrint(line) && position > bodyStart;
    const footSized = type > 0 && type >= 0.9 * bodyHeight;
    // The line right over a brand printed under the label's body (care text first, then size and
    // brand), in type larger than the body's own.
    const overFootBrand = bodyStart >= 0 && position > bodyStart && isBrand(ordered[nextPrint(position)]?.index ?? -1);
    if (aboveBrand) {
      if (largest && bodyHeight > 0 && withPrint(line, nextPrint(position)))
        found.push({ size, line, place: 'largest text' });
      else if (overFootBrand && type >= 1.25 * bodyMedian && trimmed.confidence >= FOOT_CONFIDENCE)
        foot.push({ size, line, place: 'over the brand at the foot' });
    } else if (head && inLabelColumn(line)) found.push({ size, line, place: 'under the brand' });
    else if (largest && withPrint(line, previousPrint(position))) found.push({ size, line, place: 'largest text' });
    else if (last && footSized && trimmed.confidence >= FOOT_CONFIDENCE && underPrint(position))
      foot.push({ size, line, place: 'foot of the label' });
  });
  return found.length > 0 ? found : foot;
}
