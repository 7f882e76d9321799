import { boundsOf, type OcrBox, type OcrLine, type OcrWord } from '../evidence/ocr';

/** A text's letters and digits alone ("| RE" has two). */
export const lettersOf = (text: string): string => text.replace(/[^\p{L}\p{N}]/gu, '');

/** A reading's letters and digits alone, in capitals: ":S" and "s" are one reading. */
export const bareReading = (text: string): string => lettersOf(text).toUpperCase();

/** A word at either end of a line read less surely than this may be a box's rule or a shadow. */
const WEAK_WORD = 50;

/**
 * A line's text without short words at its ends that were read poorly
 * ("M/M A", "4 32x32"): the rule of a box round the size, a fold or a
 * shadow, which OCR reads as a letter or a digit beside it. The words in
 * between are kept as read, so "S AND M" stays running text.
 */
export function withoutWeakEnds(line: OcrLine): string {
  return trimWeakEnds(line).text;
}

/**
 * The line without those weak words at its ends, as a line: its text, its words, and its
 * confidence the least of the words kept ("j LUCKY" at 55 % is "LUCKY" at 94 %).
 */
export function trimWeakEnds(line: OcrLine): OcrLine {
  return trimEnds(line, line.words, (end) => end.confidence < WEAK_WORD && lettersOf(end.text).length <= 1);
}

/**
 * The line without the words at its ends that `stray(end, next)` says are not its print, taken
 * from each end while another word is left: its text, its words, and its confidence the least of
 * the words kept. `words` are the line's words in reading order.
 */
export function trimEnds(
  line: OcrLine,
  words: readonly OcrWord[],
  stray: (end: OcrWord, next: OcrWord) => boolean,
): OcrLine {
  const kept = [...words];
  while (kept.length > 1 && stray(kept.at(-1)!, kept.at(-2)!)) kept.pop();
  while (kept.length > 1 && stray(kept[0]!, kept[1]!)) kept.shift();
  if (kept.length === line.words.length) return line;
  return {
    ...line,
    text: kept.map((w) => w.text).join(' '),
    words: kept,
    confidence: Math.min(...kept.map((w) => w.confidence)),
  };
}

/**
 * Whether `lower` sits right under `upper`: overlapping it across, less than
 * `gap` heights of the taller one below it (or a little over it, on a tilted
 * photo), in type at most `ratio` times the other's size.
 */
export function sitsUnder(upper: OcrBox, lower: OcrBox, { gap, ratio }: { gap: number; ratio: number }): boolean {
  const [hu, hl] = [upper.y1 - upper.y0, lower.y1 - lower.y0];
  const apart = lower.y0 - upper.y1;
  const across = Math.min(upper.x1, lower.x1) - Math.max(upper.x0, lower.x0);
  return (
    hu > 0 &&
    hl > 0 &&
    hl <= hu * ratio &&
    hu <= hl * ratio &&
    apart > -0.3 * hu &&
    apart < gap * Math.max(hu, hl) &&
    across > 0
  );
}

/** Whether `other` stands on `box`'s row, down by half its height or more, within that height across (or over it). */
export function nearOnRow(box?: OcrBox, other?: OcrBox): boolean {
  if (!box || !other) return false;
  const height = box.y1 - box.y0;
  const down = Math.min(box.y1, other.y1) - Math.max(box.y0, other.y0);
  return down >= height / 2 && Math.max(other.x0 - box.x1, box.x0 - other.x1) <= height;
}

/** Whether `other` stands right beside `box` on its row, clear of it: down by half `box`'s height or more, across no wider. */
export function besideOnRow(box: OcrBox, other: OcrBox): boolean {
  return nearOnRow(box, other) && Math.max(other.x0 - box.x1, box.x0 - other.x1) >= 0;
}

/**
 * Lines that stand side by side on a row, joined left to right as the one line of print they are:
 * letter-spaced type leaves gaps wide enough to split a wordmark into regions read on their own
 * ("apt," and "9" of "apt. 9"). Only the joined lines, each of two or more.
 */
export function joinedOnRows(lines: readonly OcrLine[]): OcrLine[] {
  const leftToRight = lines.filter((l) => l.bbox).sort((a, b) => a.bbox!.x0 - b.bbox!.x0);
  const onItsRight = (line: OcrLine, next: OcrLine) =>
    next.bbox!.x0 >= line.bbox!.x1 && besideOnRow(line.bbox!, next.bbox!);
  const joined: OcrLine[] = [];
  for (const first of leftToRight) {
    if (leftToRight.some((other) => onItsRight(other, first))) continue;
    const run = [first];
    let next = leftToRight.find((o) => onItsRight(first, o));
    while (next) {
      run.push(next);
      next = leftToRight.find((o) => onItsRight(run.at(-1)!, o));
    }
    if (run.length < 2) continue;
    joined.push({
      text: run.map((l) => l.text).join(' '),
      confidence: Math.min(...run.map((l) => l.confidence)),
      words: [],
      bbox: boundsOf(run.map((l) => l.bbox!)),
    });
  }
  return joined;
}

/**
 * Whether two lines were read in one place: of heights within twice each other (not a murky line
 * the page read across the whole label), overlapping across, and down by half the shorter's height.
 */
export function samePlace(a: OcrBox, b: OcrBox): boolean {
  const [ha, hb] = [a.y1 - a.y0, b.y1 - b.y0];
  const down = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  const across = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  return Math.max(ha, hb) <= 2 * Math.min(ha, hb) && across > 0 && down >= 0.5 * Math.min(ha, hb);
}

/** A word read this surely, among words read under `MURK`, is a line of its own. */
const CLEAR_WORD = 90;
const MURK = 30;
const LONG_WORD = 4;

/**
 * A line of one clear word among murk ("wy 8 Le": the 8 read at 96 %, the
 * garment's print either side of the label under 20 %): the page read ran a
 * size on into the garment behind the label. The clear word alone is the line.
 */
export function clearWordOf(line: OcrLine): OcrLine {
  const clear = line.words.filter((w) => w.confidence >= CLEAR_WORD);
  const word = clear[0];
  if (line.words.length < 2 || clear.length !== 1 || !word?.bbox) return line;
  // A long word read clearly is hard for texture to make, so its neighbours need only be weak reads.
  const murk = lettersOf(word.text).length >= LONG_WORD ? WEAK_WORD : MURK;
  if (line.words.some((w) => w !== word && w.confidence >= murk)) return line;
  return { text: word.text, confidence: word.confidence, words: [word], bbox: word.bbox };
}

/**
 * A word at a line's end this many times the smaller type's height clear of the next is other print beside a
 * wordmark ("Republic" with a cut "16" beside it read as a tall "4").
 */
const APART_WORD = 1.5;
/**
 * A lone glyph at a line's end this many times the height of the word beside it is no letter of the line:
 * the label's edge or the tag's hole, read as "1", "8" or "T" before "COMME DES" or "Gabbana" (a capital
 * beside small letters is at most half as tall again). Nor is a murky word of any length so tall: print under
 * the line that the page read ran into it (a size "8" under "MADE", read as "PE" at 28 %, five times as tall).
 */
const TOWERING_GLYPH = 1.6;

/**
 * The line without the marks at its ends that are not its print: words standing far clear of the rest
 * ("# Bradley p": a mark of the garment's print and the label's edge either side of the wordmark's line,
 * each its own print), and a lone glyph or a murky word towering over the word beside it ("T Gabbana", "MADE PE").
 */
export function withoutMarksAtEnds(line: OcrLine): OcrLine {
  if (line.words.length === 0 || line.words.some((w) => !w.bbox)) return line;
  const tall = (w: OcrWord) => w.bbox!.y1 - w.bbox!.y0;
  const gap = (a: OcrWord, b: OcrWord) => Math.max(b.bbox!.x0 - a.bbox!.x1, a.bbox!.x0 - b.bbox!.x1);
  const leftToRight = [...line.words].sort((a, b) => a.bbox!.x0 - b.bbox!.x0);
  // The word of the most letters is the line's own, however far the marks either side stand ("pe LILLY 7"); of
  // two as long, the one read more surely (a size "16" at 93 % beside the garment's stripes read "gi" at 41 %).
  const letters = (w: OcrWord) => lettersOf(w.text).length;
  const own = leftToRight.reduce((a, b) =>
    letters(b) > letters(a) || (letters(b) === letters(a) && b.confidence > a.confidence) ? b : a,
  );
  return trimEnds(
    line,
    leftToRight,
    (end, next) =>
      end !== own &&
      (gap(end, next) > APART_WORD * Math.min(tall(end), tall(next)) ||
        ((lettersOf(end.text).length <= 1 || end.confidence < WEAK_WORD) && tall(end) >= TOWERING_GLYPH * tall(next))),
  );
}

/**
 * Where a line's letters and digits stand: the box of its words that hold one, else the line's.
 * A box's rule or a shadow read as "_" or "-" beside a size stretches the line's own box far
 * beyond its print.
 */
/** Whether two boxes share some of their width: one stands over or under the other, in its column. */
export function overlapsAcross(a: OcrBox, b: OcrBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1;
}

export function lettersBox(line: OcrLine): OcrBox | undefined {
  const words = line.words.filter((w) => w.bbox && /[\p{L}\p{N}]/u.test(w.text)).map((w) => w.bbox!);
  return words.length > 0 ? boundsOf(words) : line.bbox;
}
