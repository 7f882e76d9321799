import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_MAX_PIXELS, PHOTO_MAX_SIDE, PHOTO_THUMB_SIDE } from '@listlens/shared';
import { photoError } from './photo-errors';
import type { PhotoKind } from './photo-type';
import type { PhotoVariant } from './photo-files';

export type Renditions = Record<PhotoVariant, Buffer> & { width: number; height: number };

// sharp strips every metadata block (EXIF with GPS, XMP, IPTC, comments) unless
// asked to keep it (DESIGN section 9), and converts to sRGB. `failOn: 'error'`
// refuses a truncated or corrupt file instead of storing a grey half-photo.
const INPUT_OPTIONS = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;

function encode(image: Sharp, kind: PhotoKind): Sharp {
  if (kind === 'png') return image.png({ compressionLevel: 6 });
  if (kind === 'webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90, mozjpeg: false });
}

const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });

/**
 * Reads the header first: a decompression bomb is refused before any pixel is
 * decoded, and a file whose real format disagrees with its first bytes is refused.
 */
async function checkedHeader(bytes: Buffer, kind: PhotoKind, filename: string) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
  } catch (error) {
    throw photoError('damaged', filename, error);
  }
  if (meta.format !== kind || !meta.width || !meta.height) throw photoError('damaged', filename);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw photoError('too_many_pixels', filename);
  return meta;
}

/**
 * The pixels a photo would decode to, read from its header alone (no pixel is
 * decoded), or null when the header cannot be read.
 */
export async function pixelCountOf(bytes: Buffer): Promise<number | null> {
  try {
    const meta = await sharp(bytes, { ...INPUT_OPTIONS, limitInputPixels: false }).metadata();
    return meta.width && meta.height ? meta.width * meta.height : null;
  } catch {
    return null;
  }
}

/**
 * The three stored files of a new photo: the original (EXIF orientation applied,
 * metadata stripped, full size), the 1600 px rendition in the same format, and
 * a 400 px WebP thumbnail (DESIGN section 2).
 */
export async function makeRenditions(bytes: Buffer, kind: PhotoKind, filename: string): Promise<Renditions> {
  await checkedHeader(bytes, kind, filename);
  const base = sharp(bytes, INPUT_OPTIONS).autoOrient();
  try {
    const [original, display, thumb] = await Promise.all([
      encode(base.clone(), kind).toBuffer({ resolveWithObject: true }),
      encode(base.clone().resize(fit(PHOTO_MAX_SIDE)), kind).toBuffer(),
      base.clone().resize(fit(PHOTO_THUMB_SIDE)).webp({ quality: 80 }).toBuffer(),
    ]);
    return { original: original.data, display, thumb, width: original.info.width, height: original.info.height };
  } catch (error) {
    throw photoError('damaged', filename, error);
  }
}

/** The files of a stored photo turned by `rotation` degrees clockwise, made from its untouched original. */
export async function makeRotatedRenditions(original: Buffer, kind: PhotoKind, rotation: number): Promise<Renditions> {
  const base = sharp(original, INPUT_OPTIONS).rotate(rotation);
  const [full, display, thumb] = await Promise.all([
    encode(base.clone(), kind).toBuffer({ resolveWithObject: true }),
    encode(base.clone().resize(fit(PHOTO_MAX_SIDE)), kind).toBuffer(),
    base.clone().resize(fit(PHOTO_THUMB_SIDE)).webp({ quality: 80 }).toBuffer(),
  ]);
  return { original: full.data, display, thumb, width: full.info.width, height: full.info.height };
}

/** RGBA pixels for the barcode reader, at most `side` px on the longest side. */
export async function rgbaPixels(bytes: Buffer, side = PHOTO_MAX_SIDE) {
  const { data, info } = await sharp(bytes, INPUT_OPTIONS)
    .autoOrient()
    .resize(fit(side))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
