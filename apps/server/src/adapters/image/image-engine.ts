/**
 * The image engine: the few operations the photos module and the AI engine do
 * on pixels (decode, orient, resize, turn, crop, frame, tone, raw pixels, encode).
 * `createDeps` makes the default (`sharp-image-engine.ts`); a test may pass another.
 */

/** Pixels in memory, rows top to bottom, `channels` bytes a pixel (1 grey, 3 RGB, 4 RGBA). */
export type RawImage = {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
};

/** What an operation starts from: encoded bytes (JPEG, PNG, WebP) or raw pixels. */
export type ImageInput = Buffer | RawImage;

/**
 * One step of work on an image. Steps run in the order given; one list holds
 * at most one `resize`, one `crop` and one `autoOrient` or `rotate`.
 */
export type ImageStep =
  /** Turned upright by its EXIF orientation. */
  | { op: 'autoOrient' }
  /** Turned clockwise; corners it uncovers take the grey `background` (0 to 255, black by default). */
  | { op: 'rotate'; degrees: number; background?: number }
  /**
   * Scaled: `inside` keeps the proportions within the box, `fill` stretches to
   * it, `cover` (the default with both sides) fills it and trims the excess.
   * One side alone keeps the proportions.
   */
  | {
      op: 'resize';
      width?: number;
      height?: number;
      fit?: 'inside' | 'fill' | 'cover';
      withoutEnlargement?: boolean;
    }
  /** A rectangle cut out, in pixels of the image as it stands. */
  | { op: 'crop'; left: number; top: number; width: number; height: number }
  /** A margin `width` pixels wide added round every side, in the grey `background` (0 to 255). */
  | { op: 'frame'; width: number; background: number }
  | { op: 'greyscale' }
  /** Tones stretched to the full range. */
  | { op: 'normalise' }
  | { op: 'blur'; sigma: number }
  | { op: 'removeAlpha' }
  | { op: 'ensureAlpha' };

export type ImageFormat =
  | { format: 'png'; compressionLevel?: number }
  | { format: 'jpeg'; quality: number }
  | { format: 'webp'; quality: number };

export type EncodedImage = { data: Buffer; width: number; height: number };

export type ImageHeader = {
  /** The encoding found in the bytes: 'jpeg', 'png', 'webp', or another name. */
  format: string;
  width: number;
  height: number;
};

/**
 * Encoded input is decoded strictly (a truncated or corrupt file fails), and
 * refused above `maxPixels` before any pixel is decoded (decompression bombs).
 */
export type DecodeLimits = { maxPixels?: number };

export type ImageEngine = {
  /** Format and size from the header alone (no pixel decoded); throws when it cannot be read. */
  probe: (bytes: Buffer) => Promise<ImageHeader>;
  /** The image after the steps, as raw pixels. */
  pixels: (input: ImageInput, steps: readonly ImageStep[], limits?: DecodeLimits) => Promise<RawImage>;
  /** The image after the steps, encoded; every metadata block (EXIF, GPS, XMP) is left out. */
  encode: (
    input: ImageInput,
    steps: readonly ImageStep[],
    format: ImageFormat,
    limits?: DecodeLimits,
  ) => Promise<EncodedImage>;
};
