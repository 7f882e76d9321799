/** The photo formats we store, decided by the bytes, never by the name or the browser's claim. */
export type PhotoKind = 'jpeg' | 'png' | 'webp';

export type Sniffed = { ok: true; kind: PhotoKind } | { ok: false; reason: 'empty' | 'heic' | 'not_a_photo' };

export const EXTENSION_OF: Record<PhotoKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
export const CONTENT_TYPE_OF: Record<PhotoKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** ISO-BMFF brands of HEIF images as iPhones and Android phones write them. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** Magic numbers of the first bytes. An SVG, a text file or a GIF are all "not a photo". */
export function sniffPhotoType(bytes: Buffer): Sniffed {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { ok: true, kind: 'jpeg' };
  if (bytes.length >= 8 && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return { ok: true, kind: 'png' };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return { ok: true, kind: 'webp' };
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return { ok: false, reason: 'heic' };
  }
  return { ok: false, reason: 'not_a_photo' };
}
