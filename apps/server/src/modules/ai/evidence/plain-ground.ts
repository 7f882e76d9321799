import type { ImageEngine } from '../../../adapters/image/image-engine';
import { boundsOf, type OcrBox, type OcrResult } from './ocr';
import type { DecodedPhoto } from './photo-input';
import { findGlyphs, groupIntoLines, inkMask, localMeans, type Glyph, type PrintLine } from './unread-print';

/**
 * Print on a plain ground that the photo's own tones hide (decision 068). A care label lying
 * between a dark garment and a bright window, or on a mid-grey floor, can read as nothing at
 * all: tesseract thresholds the whole photo at one tone, and the label's ground falls with the
 * garment, or its print with the ground, while the print stands out plainly from the ground
 * round it. Set against each pixel's surroundings instead ("flattened"), the label reads cleanly.
 *
 * Reading a flattened photo costs about half a second, and on a garment it reads the fabric's
 * texture, so it is only read when the quick reads found nothing and the photo holds what a
 * label's body looks like: three or more lines of print stacked one under the other, in type
 * of one size, on a ground of one tone.
 */

/** How far, in tones, a pixel's step from its surroundings is stretched in the flattened photo. */
const FLATTEN_GAIN = 2;
/** Type of a label's body, in pixels of the 800 px preview: from small print to a size's line. */
const BODY_TYPE = [4, 40] as const;
/** A piece of print at most this many times as wide as tall: letters, or bold letters run together. */
const WIDEST_PIECE = 8;
/** ...that fills at least this share of its box (a crease's long thin curve does not). */
const PIECE_FILL = 0.15;
/** A line of a label's body: at least two pieces, and four times as long as its type is tall. */
const LINE_PIECES = 2;
const LINE_LENGTH = 4;
/** So many lines stacked make a label's body. */
const BODY_LINES = 3;
/** Lines stack when the gap between them is under this many heights of their type. */
const LINE_GAP = 2;
/**
 * The spread of the ground's tones between the lines, at most: a label's ground is one tone
 * (1.5 to 5.6 on the three rendered labels read as nothing), a fabric's weave or print is not
 * (no stack of three lines on the 341 validation garment photos stands on a ground this plain).
 */
const PLAIN_GROUND = 8;

/** The photo with each pixel's tone set against its surroundings: print dark, every ground white. */
export function flattenTones(grey: Uint8Array, width: number, height: number): Uint8Array {
  const means = localMeans(grey, width, height);
  const flat = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++)
    flat[i] = Math.max(0, Math.min(255, 255 + (grey[i]! - means[i]!) * FLATTEN_GAIN));
  return flat;
}

/**
 * Where three or more lines of print stand one under another, in type of one size, on a ground of
 * one tone: the box of the first such stack top to bottom, or undefined.
 */
export function labelBody(grey: Uint8Array, width: number, height: number): OcrBox | undefined {
  const ink = inkMask(grey, width, height, true);
  const pieces = findGlyphs(ink, width, height).filter(isBodyPiece);
  const lines = groupIntoLines(pieces)
    .filter((l) => l.glyphs >= LINE_PIECES && l.box.x1 - l.box.x0 >= LINE_LENGTH * l.height)
    .sort((a, b) => a.box.y0 - b.box.y0);
  for (const [i, first] of lines.entries()) {
    const stack = stackUnder(first, lines.slice(i + 1));
    if (stack.length < BODY_LINES) continue;
    const box = boundsOf(stack.map((l) => l.box));
    if (groundSpread(grey, ink, width, box) <= PLAIN_GROUND) return box;
  }
  return undefined;
}

function isBodyPiece(g: Glyph): boolean {
  const [w, h] = [g.x1 - g.x0, g.y1 - g.y0];
  return h >= BODY_TYPE[0] && h <= BODY_TYPE[1] && w <= WIDEST_PIECE * h && g.area >= PIECE_FILL * w * h;
}

/** `first` and the lines under it, each right under the last, overlapping it across, in type of like size. */
function stackUnder(first: PrintLine, below: readonly PrintLine[]): PrintLine[] {
  const stack = [first];
  for (const line of below) {
    const last = stack.at(-1)!;
    const gap = line.box.y0 - last.box.y1;
    const across = Math.min(line.box.x1, last.box.x1) - Math.max(line.box.x0, last.box.x0);
    const likeType = line.height <= 2 * last.height && last.height <= 2 * line.height;
    if (likeType && across > 0 && gap >= -0.2 * last.height && gap < LINE_GAP * Math.max(line.height, last.height))
      stack.push(line);
  }
  return stack;
}

/** The standard deviation of the ground's tones in `box`: pixels neither print nor touching it. */
function groundSpread(grey: Uint8Array, ink: Uint8Array, width: number, box: OcrBox): number {
  let [count, sum, squares] = [0, 0, 0];
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      const i = y * width + x;
      if (ink[i] || ink[i - 1] || ink[i + 1] || ink[i - width] || ink[i + width]) continue;
      const tone = grey[i]!;
      count++;
      sum += tone;
      squares += tone * tone;
    }
  }
  if (count === 0) return Infinity;
  const mean = sum / count;
  return Math.sqrt(Math.max(0, squares / count - mean * mean));
}

/**
 * The photo's page read flattened, when its preview holds a label's body: the read, and the
 * flattened page its boxes belong to; undefined when the preview holds no such print. The page, not
 * the preview, is read: it is levelled, and a tilted tag's small print reads only level.
 */
export async function readOnPlainGround(
  photo: Pick<DecodedPhoto, 'previewImage' | 'pageImage'>,
  image: ImageEngine,
  recognize: (image: Buffer) => Promise<OcrResult>,
): Promise<{ page: OcrResult; pageImage: Buffer } | undefined> {
  const preview = await greyOf(photo.previewImage, image);
  if (!labelBody(preview.grey, preview.width, preview.height)) return undefined;
  const page = await greyOf(await photo.pageImage(), image);
  const flat = flattenTones(page.grey, page.width, page.height);
  const pageImage = (
    await image.encode({ data: Buffer.from(flat), width: page.width, height: page.height, channels: 1 }, [], {
      format: 'png',
    })
  ).data;
  return { page: await recognize(pageImage), pageImage };
}

/** A PNG's grey tones, one byte a pixel. */
async function greyOf(png: Buffer, image: ImageEngine): Promise<{ grey: Uint8Array; width: number; height: number }> {
  const { data, width, height, channels } = await image.pixels(png, []);
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * channels]!;
  return { grey, width, height };
}
