import sharp from 'sharp';
import type { RgbaImage } from './barcodes';
import type { RgbImage } from './lab-image';
import { deskewForOcr } from './deskew';

export type PhotoBytes = { bytes: Buffer; mimeType: string; id?: string };

/** A photo as the engine takes it: bytes in hand, or a loader (no storage access in here). */
export type AnalyzePhoto = PhotoBytes | (() => Promise<PhotoBytes>);

export type DecodedPhoto = {
  index: number;
  id?: string;
  bytes: Buffer;
  mimeType: string;
  width: number;
  height: number;
  /** Greyscale PNG of at most 800 px for the first, quick read of the text. */
  previewImage: Buffer;
  /** Greyscale PNG for the full read: enlarged when small, levelled; made on first call. */
  pageImage: () => Promise<Buffer>;
  /** Pixels for the barcode reader. */
  rgba: RgbaImage;
  /** Small copy for colour clustering. */
  small: RgbImage;
};

export type PhotoFailure = { index: number; id?: string; error: string };

/** Matches DESIGN section 9: uploads are checked against a pixel limit (decompression bombs). */
const MAX_INPUT_PIXELS = 50_000_000;
const WORKING_SIZE = 1600;
const PREVIEW_SIZE = 800;
/** Enough pixels to see a stripe or a check, few enough to segment in a few milliseconds. */
const COLOUR_SIZE = 128;

export async function loadPhoto(photo: AnalyzePhoto): Promise<PhotoBytes> {
  return typeof photo === 'function' ? photo() : photo;
}

/**
 * Decodes one photo with EXIF orientation applied, at most 1600 px on the
 * longest side (the size uploads are kept at), into the forms each reader
 * wants. A photo that cannot be decoded is reported, never thrown.
 */
export async function decodePhoto(photo: AnalyzePhoto, index: number): Promise<DecodedPhoto | PhotoFailure> {
  let loaded: PhotoBytes | undefined;
  try {
    loaded = await loadPhoto(photo);
    const base = sharp(loaded.bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(WORKING_SIZE, WORKING_SIZE, { fit: 'inside', withoutEnlargement: true });
    const { data, info } = await base.clone().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const rgba: RgbaImage = {
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
    const raw = () => sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
    const previewImage = await raw()
      .resize(PREVIEW_SIZE, PREVIEW_SIZE, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
    let pageImage: Promise<Buffer> | undefined;
    const makePageImage = async () => {
      // Small labels photographed from afar need more pixels per letter than
      // tesseract gets at phone-photo scale, so small images are enlarged.
      const scale = Math.max(info.width, info.height) < 1000 ? 2 : 1;
      const [width, height] = [info.width * scale, info.height * scale];
      const levelled = await deskewForOcr(raw().resize(width, height).greyscale().normalise(), width, height);
      return levelled.png({ compressionLevel: 1 }).toBuffer();
    };
    const small = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .resize(COLOUR_SIZE, COLOUR_SIZE, { fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      index,
      ...(loaded.id ? { id: loaded.id } : {}),
      bytes: loaded.bytes,
      mimeType: loaded.mimeType,
      width: info.width,
      height: info.height,
      previewImage,
      pageImage: () => (pageImage ??= makePageImage()),
      rgba,
      small: { data: new Uint8Array(small.data), width: small.info.width, height: small.info.height },
    };
  } catch (error) {
    return {
      index,
      ...(loaded?.id ? { id: loaded.id } : {}),
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

export function isDecoded(photo: DecodedPhoto | PhotoFailure): photo is DecodedPhoto {
  return 'rgba' in photo;
}

/** A JPEG data URL of at most `size` px for a vision model; smaller photos cost fewer tokens. */
export async function toDataUrl(photo: DecodedPhoto, size = 1024): Promise<string> {
  const jpeg = await sharp(photo.rgba.data, { raw: { width: photo.width, height: photo.height, channels: 4 } })
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .jpeg({ quality: 85 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
