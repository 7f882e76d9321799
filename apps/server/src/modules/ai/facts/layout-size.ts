import type { OcrBox, OcrLine } from '../evidence/ocr';
import { parseCountry } from './label-facts';
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
  place: 'under the brand' | 'largest text';
};

/**
 * Sizes a label prints alone: misses' even numbers, kids' and juniors' odd
 * ones (but not 1 and 5, which are how an "l" and an "S" read), toddler
 * sizes, waist by length.
 */
const NUMBER_ALONE = /^(?:00|0|2|3|4|6|7|8|9|10|11|12|13|14|15|16|18|20|22|24)$/;
const TODDLER = /^([2-5])\s?T$/;
const WAIST_BY_LENGTH = /^([2-4][0-9])\s?[xX×/]\s?([2-3][0-9])$/;
/** English/French pairs ("XL/TG") with the slash lost or misread ("XLTG", "XL1TG"). */
const PAIRS: Record<string, string> = { XS: 'TP', S: 'P', M: 'M', L: 'G', XL: 'TG', XXL: 'TTG' };
const PAIR = /^(XXL|XL|XS|S|M|L)[/|1I\\]?(TTG|TG|TP|P|M|G)$/;

/** The size a whole line is, if it is nothing but a size; undefined for any other line. */
export function parseLoneSize(text: string): ParsedSize | undefined {
  const alone = text
    .toUpperCase()
    .replace(/^[\s.,:;'"`|_-]+|[\s.,:;'"`|_-]+$/g, '')
    .replace(/\s+/g, ' ');
  if (alone.length === 0 || alone.length > 12) return undefined;
  if (NUMBER_ALONE.test(alone)) return { value: alone, kind: 'numeric', strength: 0.85, matched: alone };
  const toddler = TODDLER.exec(alone);
  if (toddler) return { value: `${toddler[1]}T`, kind: 'kids', strength: 0.9, matched: alone };
  const waist = WAIST_BY_LENGTH.exec(alone);
  if (waist) return { value: `W${waist[1]} L${waist[2]}`, kind: 'waist_length', strength: 0.9, matched: alone };
  const pair = PAIR.exec(alone);
  if (pair && PAIRS[pair[1]!] === pair[2]) {
    return { value: normaliseLetterSize(pair[1]!)!, kind: 'letter', strength: 0.9, matched: alone };
  }
  const letter = normaliseLetterSize(alone);
  if (letter) return { value: letter, kind: 'letter', strength: alone.length === 1 ? 0.8 : 0.9, matched: alone };
  // "M/M", "W32 L30", "EU 40": the strict parser's forms, when they are the whole line.
  const parsed = parseSizes(alone)[0];
  return parsed && parsed.matched.replace(/\s+/g, '') === alone.replace(/\s+/g, '') ? parsed : undefined;
}

const CARE_WORDS = /\b(?:WASH|DRY|BLEACH|IRON|CLEAN|RN ?\d|CA ?\d|STYLE|MADE|FABRIQU|HECHO)/;

/** Lines that mark the end of a label's head: fibres, country, care, registration numbers. */
function isBodyLine(text: string): boolean {
  return (
    parseMaterials([text]) !== undefined || parseCountry(text) !== undefined || CARE_WORDS.test(text.toUpperCase())
  );
}

const height = (box?: OcrBox) => (box ? box.y1 - box.y0 : 0);

/**
 * Sizes standing alone on a label's line. `brandLine` is the index of the
 * line that named the brand, if any. The photo must read as a label: a
 * brand, or fibres, a country or care text; otherwise nothing is taken.
 */
export function findLoneSizes(
  lines: readonly OcrLine[],
  brandLine: number | undefined,
  minConfidence = 30,
): LoneSize[] {
  const ordered = lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.bbox?.y0 ?? a.index) - (b.line.bbox?.y0 ?? b.index));
  const bodyStart = ordered.findIndex(({ line }) => isBodyLine(line.text));
  const brandAt = brandLine === undefined ? -1 : ordered.findIndex(({ index }) => index === brandLine);
  if (brandAt < 0 && bodyStart < 0) return [];

  const found: LoneSize[] = [];
  const after = ordered.slice(brandAt + 1);
  const tallest = Math.max(
    0,
    ...after.filter(({ line }) => !isBodyLine(line.text)).map(({ line }) => height(line.bbox)),
  );
  const bodyHeights = after.filter(({ line }) => isBodyLine(line.text)).map(({ line }) => height(line.bbox));
  const bodyHeight = bodyHeights.length > 0 ? Math.max(...bodyHeights) : 0;
  ordered.forEach(({ line }, position) => {
    if (line.confidence < minConfidence || position <= brandAt) return;
    const size = parseLoneSize(line.text);
    if (!size) return;
    // Between the brand (or the top of the label) and its body text.
    const head = bodyStart < 0 ? brandAt >= 0 : position < bodyStart;
    // The largest text after the brand, clearly larger than the body text.
    const largest = height(line.bbox) > 0 && height(line.bbox) >= tallest && height(line.bbox) >= 1.3 * bodyHeight;
    if (head) found.push({ size, line, place: 'under the brand' });
    else if (largest) found.push({ size, line, place: 'largest text' });
  });
  return found;
}
