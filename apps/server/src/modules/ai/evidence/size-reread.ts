import type { ImageEngine, ImageInput, ImageStep, RawImage } from '../../../adapters/image/image-engine';
import { shiftBox, type OcrBox, type OcrLine, type ReadRegion } from './ocr';
import { parseLoneSize } from '../facts/layout-size';
import { ambiguousSizeToken, looksLikeSizeLine, parseSizes } from '../facts/size-parser';

/** A line as the size reader should take it, and how it came to be. */
export type SizeLine = OcrLine & {
  /**
   * 'line': the line read again on its own; 'char': its size character read
   * again and corrected; 'unread': print the page read left out (a size
   * printed alone in large type, most often), found by its pixels and read on
   * its own (unread-print.ts); 'blocks': the page read again in blocks found
   * wherever they are (a hang tag's small print beside a barcode).
   */
  reread?: 'line' | 'char' | 'unread' | 'blocks';
};

/** Lines re-read per photo at most: a label has one size line, garbage may have many. */
const MAX_LINES = 3;
/** A page read this sure of a size line is not read again. */
const CLEAR_LINE = 80;
/** Character reads that vote, and how many must agree to overturn the page read. */
const VOTE_CONFIDENCE = 60;
const VOTES_NEEDED = 2;
/** A first character read this sure of what the page read saw settles it. */
const CONFIRMED = 85;
/** Below this, a page read's size digit needs the character reads to back it. */
const MURKY_LINE = 55;

/**
 * A second look at the lines that hold (or seem to hold) the size. Tesseract
 * reads a whole label as one block, where a murky size line comes out as
 * "W228 L30" or "SIZE M" at 3% confidence, and a lone "S" after "SIZE" reads
 * as "5" because digits follow "SIZE" more often. Read on its own, the line
 * and then the character come out right far more often. The result holds the
 * page's lines plus what the second look read; a character read overturns the
 * page read only when two of three reads agree on it, so a real "SIZE 5"
 * stays 5. Never a size the pixels do not show: every reading still goes
 * through the same strict parser.
 */
export async function rereadSizeLines(
  engine: ImageEngine,
  page: ImageInput,
  lines: OcrLine[],
  read: ReadRegion,
): Promise<SizeLine[]> {
  const candidates = lines
    .map((line, index) => ({ line, index, need: rereadNeed(line, lines) }))
    .filter((c) => c.need > 0 && c.line.bbox)
    .sort((a, b) => b.need - a.need)
    .slice(0, MAX_LINES);
  if (candidates.length === 0) return lines;
  // Decoded once: every crop below is cut from these pixels, not from the PNG again.
  const pixels = await pixelsOf(engine, page);
  const { width, height } = pixels;
  const crop = (box: OcrBox, pad: number) => {
    const left = Math.max(0, Math.floor(box.x0 - pad));
    const top = Math.max(0, Math.floor(box.y0 - pad));
    const right = Math.min(width, Math.ceil(box.x1 + pad));
    const bottom = Math.min(height, Math.ceil(box.y1 + pad));
    if (right - left < 2 || bottom - top < 2) return undefined;
    return { left, top, width: right - left, height: bottom - top };
  };
  const readBox = async (box: OcrBox, pad: number, mode: 'line' | 'char', soften = false) => {
    const rect = crop(box, pad);
    if (!rect) return undefined;
    let region = (await engine.encode(pixels, [{ op: 'crop', ...rect }], { format: 'png' })).data;
    // Large type on a woven or textured label: at a smaller scale and slightly
    // blurred, the threads fade and the letter stays ("L" read as "E" before).
    if (soften && rect.height > SOFT_HEIGHT)
      region = (await engine.encode(region, softened(SOFT_HEIGHT), { format: 'png' })).data;
    const result = await read(region, mode);
    return { result, rect };
  };

  const out: SizeLine[] = [...lines];
  const doubtful = new Set<SizeLine>();
  for (const { line, index } of candidates) {
    const box = line.bbox!;
    const lineHeight = box.y1 - box.y0;
    const readings: SizeLine[] = [line];
    if (line.confidence < CLEAR_LINE || (parseSizes(line.text).length === 0 && !parseLoneSize(line.text))) {
      let again = await readBox(box, lineHeight * 0.3, 'line');
      let text = again?.result.lines.map((l) => l.text).join(' ');
      // Read in large type on a textured label, a size may need the softened read.
      if (!text || (parseSizes(text).length === 0 && !parseLoneSize(text))) {
        const softened = await readBox(box, lineHeight * 0.3, 'line', true);
        const softText = softened?.result.lines.map((l) => l.text).join(' ');
        if (softText && (parseSizes(softText).length > 0 || parseLoneSize(softText)))
          [again, text] = [softened, softText];
      }
      // The same text read more surely counts too ("SIZE M" at 0% on the page, 91% alone).
      if (again && text && (text !== line.text || again.result.confidence > line.confidence)) {
        const shift = (b?: OcrBox) => b && shiftBox(b, again.rect.left, again.rect.top);
        const reread: SizeLine = {
          text,
          confidence: again.result.confidence,
          words: again.result.lines.flatMap((l) => l.words.map((w) => ({ ...w, bbox: shift(w.bbox) }))),
          bbox: box,
          reread: 'line',
        };
        readings.push(reread);
        out.push(reread);
      }
    }
    for (const reading of readings) {
      const verdict = await rereadSizeCharacter(
        reading,
        box,
        async (charBox, pad) => (await readBox(charBox, pad, 'char'))?.result,
      );
      if (!verdict) continue;
      const at = reading === line ? index : out.indexOf(reading);
      if (verdict.verdict === 'corrected') out[at] = verdict.line;
      else doubtful.add(out[at]!);
    }
  }
  return out.filter((l) => !doubtful.has(l));
}

/**
 * A page's pixels: as given, or decoded from its PNG. A label's page is
 * decoded once for all its second looks (collect-evidence.ts).
 */
export async function pixelsOf(engine: ImageEngine, page: ImageInput): Promise<RawImage> {
  return Buffer.isBuffer(page) ? engine.pixels(page, []) : page;
}

/** A region at a smaller scale, slightly blurred and normalised: how large type on a woven label reads best. */
export function softened(height: number): ImageStep[] {
  return [{ op: 'resize', height }, { op: 'blur', sigma: 1 }, { op: 'normalise' }];
}

/** A short line in large type read less surely than this may be a size misread ("HE" for "L"). */
const TALL_LINE_CLEAR = 70;
/** Height, in pixels, a line in large type is scaled to for its softened read. */
const SOFT_HEIGHT = 90;

/**
 * How much a line deserves a second look: 0 none, 2 a parsed size, 1 a line
 * that only looks like one, or a short, murky line in larger type than the
 * rest (a size printed alone, read as "XLITG" or ":").
 */
function rereadNeed(line: OcrLine, lines: readonly OcrLine[]): number {
  // A size alone on its line ("12", "M/M") is read again like "SIZE 12".
  const parsed = parseSizes(line.text).length > 0 || parseLoneSize(line.text) !== undefined;
  if (parsed) return line.confidence < CLEAR_LINE || ambiguousSizeToken(line.text) ? 2 : 0;
  if (looksLikeSizeLine(line.text)) return 1;
  return isTallMurkyLine(line, lines) ? 1 : 0;
}

function isTallMurkyLine(line: OcrLine, lines: readonly OcrLine[]): boolean {
  if (!line.bbox || line.confidence >= TALL_LINE_CLEAR || line.text.replace(/\s/g, '').length > 9) return false;
  const heights = lines
    .filter((l) => l !== line && l.bbox && l.confidence >= 60)
    .map((l) => l.bbox!.y1 - l.bbox!.y0)
    .sort((a, b) => a - b);
  return heights.length >= 1 && line.bbox.y1 - line.bbox.y0 >= 1.2 * heights[Math.floor(heights.length / 2)]!;
}

type ReadChar = (box: OcrBox, pad: number) => Promise<{ text: string; confidence: number } | undefined>;

export type CharacterVerdict = { verdict: 'corrected'; line: SizeLine } | { verdict: 'doubtful' };

/**
 * Reads the size character of a line such as "SIZE 5" or "SIZE/TAILLE |" on
 * its own, at three margins. 'corrected' when at least two reads agree on
 * another character that makes a size; 'doubtful' when a murky page read's
 * digit is not confirmed by the reads either (no evidence, no size: noise
 * makes an L read as 1 at 24%); otherwise nothing (the line stands as read).
 */
export async function rereadSizeCharacter(
  line: OcrLine,
  lineBox: OcrBox,
  readChar: ReadChar,
): Promise<CharacterVerdict | undefined> {
  const token = ambiguousSizeToken(line.text);
  const word = line.words.at(-1);
  if (!token || !word?.bbox) return undefined;
  const box = { x0: word.bbox.x0, y0: lineBox.y0, x1: word.bbox.x1, y1: lineBox.y1 };
  const height = lineBox.y1 - lineBox.y0;
  const votes = new Map<string, number[]>();
  for (const margin of [0.2, 0.1, 0.3]) {
    const read = await readChar(box, height * margin);
    const text = read?.text.replace(/[^A-Za-z0-9|§$©¢!]/g, '') ?? '';
    if (!read || text.length !== 1) continue;
    if (margin === 0.2 && text === token.character && read.confidence >= CONFIRMED) return undefined;
    if (read.confidence >= VOTE_CONFIDENCE) votes.set(text, [...(votes.get(text) ?? []), read.confidence]);
  }
  const confirmed = (votes.get(token.character)?.length ?? 0) >= VOTES_NEEDED;
  const doubtful =
    !confirmed && line.confidence < MURKY_LINE && parseSizes(line.text).length > 0
      ? ({ verdict: 'doubtful' } as const)
      : undefined;
  const [winner, confidences] = [...votes.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (!winner || !confidences || confidences.length < VOTES_NEEDED || winner === token.character) return doubtful;
  const text = `${token.before}${winner}`;
  if (parseSizes(text).length === 0) return doubtful;
  const confidence = confidences.reduce((sum, c) => sum + c, 0) / confidences.length;
  const words = [...line.words.slice(0, -1), { text: winner, confidence, bbox: word.bbox }];
  return {
    verdict: 'corrected',
    line: { text, confidence, words, ...(line.bbox ? { bbox: line.bbox } : {}), reread: 'char' },
  };
}
