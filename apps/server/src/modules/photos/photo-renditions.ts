import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_THUMB_SIDE } from '@listlens/shared';
import type { ImageEngine, ImageFormat, ImageStep } from '../../adapters/image/image-engine';
import { photoError } from './photo-errors';
import type { PhotoKind } from './photo-type';
import type { PhotoVariant } from './photo-files';

export type Renditions = Record<PhotoVariant, Buffer> & { width: number; height: number };

// The image engine keeps no metadata block (EXIF with GPS, XMP, IPTC, comments)
// and refuses a truncated or corrupt file instead of storing a grey half-photo
// (DESIGN section 9); decoding stops at the uploads' pixel limit.
const LIMITS = { maxPixels: PHOTO_MAX_PIXELS };

const FORMATS: Record<PhotoKind, ImageFormat> = {
  png: { format: 'png', compressionLevel: 6 },
  webp: { format: 'webp', quality: 90 },
  jpeg: { format: 'jpeg', quality: 90 },
};
const THUMB_FORMAT: ImageFormat = { format: 'webp', quality: 80 };

const fit = (side: number): ImageStep => ({
  op: 'resize',
  width: side,
  height: side,
  fit: 'inside',
  withoutEnlargement: true,
});

/**
 * Reads the header first: a decompression bomb is refused before any pixel is
 * decoded, and a file whose real format disagrees with its first bytes is refused.
 */
async function checkHeader(image: ImageEngine, bytes: Buffer, kind: PhotoKind, filename: string): Promise<void> {
  let header;
  try {
    header = await image.probe(bytes);
  } catch (error) {
    throw photoError('damaged', filename, error);
  }
  if (header.format !== kind || !header.width || !header.height) throw photoError('damaged', filename);
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw photoError('too_many_pixels', filename);
}

/**
 * The pixels a photo would decode to, read from its header alone (no pixel is
 * decoded), or null when the header cannot be read.
 */
export async function pixelCountOf(image: ImageEngine, bytes: Buffer): Promise<number | null> {
  try {
    const { width, height } = await image.probe(bytes);
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/**
 * The original turned by `turn`, the 1600 px rendition in the same format and the 400 px WebP
 * thumbnail. The photo is decoded twice, not three times (issue 19, point 8, decision 035): the
 * thumbnail is made from the 1600 px file just made (already upright and without metadata),
 * a fraction of the work of decoding the 12 MP photo again. Decoding once into pixels held in
 * memory was tried: 36 MB of pixels a photo made the server's garbage collector cost more than
 * the decode it saved.
 */
async function renditionsOf(image: ImageEngine, bytes: Buffer, turn: ImageStep, kind: PhotoKind): Promise<Renditions> {
  const [original, display] = await Promise.all([
    image.encode(bytes, [turn], FORMATS[kind], LIMITS),
    image.encode(bytes, [turn, fit(PHOTO_MAX_SIDE)], FORMATS[kind], LIMITS),
  ]);
  const thumb = await image.encode(display.data, [fit(PHOTO_THUMB_SIDE)], THUMB_FORMAT, LIMITS);
  return {
    original: original.data,
    display: display.data,
    thumb: thumb.data,
    width: original.width,
    height: original.height,
  };
}

/**
 * The three stored files of a new photo: the original (EXIF orientation applied,
 * metadata stripped, full size), the 1600 px rendition in the same format, and
 * a 400 px WebP thumbnail (DESIGN section 2).
 */
export async function makeRenditions(
  image: ImageEngine,
  bytes: Buffer,
  kind: PhotoKind,
  filename: string,
): Promise<Renditions> {
  await checkHeader(image, bytes, kind, filename);
  try {
    return await renditionsOf(image, bytes, { op: 'autoOrient' }, kind);
  } catch (error) {
    throw photoError('damaged', filename, error);
  }
}

/** The files of a stored photo turned by `rotation` degrees clockwise, made from its untouched original. */
export function makeRotatedRenditions(
  image: ImageEngine,
  original: Buffer,
  kind: PhotoKind,
  rotation: number,
): Promise<Renditions> {
  return renditionsOf(image, original, { op: 'rotate', degrees: rotation }, kind);
}

/** RGBA pixels for the barcode reader, at most `side` px on the longest side. */
export async function rgbaPixels(image: ImageEngine, bytes: Buffer, side = PHOTO_MAX_SIDE) {
  const { data, width, height } = await image.pixels(
    bytes,
    [{ op: 'autoOrient' }, fit(side), { op: 'ensureAlpha' }],
    LIMITS,
  );
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width, height };
}
