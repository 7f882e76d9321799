import type { ImageEngine, ImageStep } from '../../../adapters/image/image-engine';
import type { RgbaImage } from './barcodes';
import type { RgbImage } from './lab-image';
import { levelForOcr } from './deskew';

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

/** At most `side` px on the longest side, never enlarged. */
const inside = (side: number): ImageStep => ({
  op: 'resize',
  width: side,
  height: side,
  fit: 'inside',
  withoutEnlargement: true,
});

export async function loadPhoto(photo: AnalyzePhoto): Promise<PhotoBytes> {
  return typeof photo === 'function' ? photo() : photo;
}

/**
 * Decodes one photo with EXIF orientation applied, at most 1600 px on the
 * longest side (the size uploads are kept at), into the forms each reader
 * wants. A photo that cannot be decoded is reported, never thrown.
 */
export async function decodePhoto(
  engine: ImageEngine,
  photo: AnalyzePhoto,
  index: number,
): Promise<DecodedPhoto | PhotoFailure> {
  let loaded: PhotoBytes | undefined;
  try {
    loaded = await loadPhoto(photo);
    // Decoded once: every form below is made from these pixels, not from the file again.
    const raw = await engine.pixels(loaded.bytes, [{ op: 'autoOrient' }, inside(WORKING_SIZE), { op: 'ensureAlpha' }], {
      maxPixels: MAX_INPUT_PIXELS,
    });
    const { width, height } = raw;
    const rgba: RgbaImage = {
      data: new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length),
      width,
      height,
    };
    const preview = await engine.encode(raw, [inside(PREVIEW_SIZE), { op: 'greyscale' }, { op: 'normalise' }], {
      format: 'png',
      compressionLevel: 1,
    });
    let pageImage: Promise<Buffer> | undefined;
    // Small labels photographed from afar need more pixels per letter than
    // tesseract gets at phone-photo scale, so small images are enlarged.
    const scale = Math.max(width, height) < 1000 ? 2 : 1;
    const makePageImage = () => levelForOcr(engine, raw, width * scale, height * scale);
    const small = await engine.pixels(raw, [
      { op: 'resize', width: COLOUR_SIZE, height: COLOUR_SIZE, fit: 'inside' },
      { op: 'removeAlpha' },
    ]);
    return {
      index,
      ...(loaded.id ? { id: loaded.id } : {}),
      bytes: loaded.bytes,
      mimeType: loaded.mimeType,
      width,
      height,
      previewImage: preview.data,
      pageImage: () => (pageImage ??= makePageImage()),
      rgba,
      small: { data: small.data, width: small.width, height: small.height },
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
export async function toDataUrl(engine: ImageEngine, photo: DecodedPhoto, size = 1024): Promise<string> {
  const { data, width, height } = photo.rgba;
  const pixels = {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width,
    height,
    channels: 4,
  } as const;
  const jpeg = await engine.encode(pixels, [inside(size), { op: 'removeAlpha' }], {
    format: 'jpeg',
    quality: 85,
  });
  return `data:image/jpeg;base64,${jpeg.data.toString('base64')}`;
}
