/**
 * The OCR engine: reads the text of an image, with boxes and confidences.
 * `createDeps` makes the default (`tesseract-ocr.ts`); a test may pass another.
 */

/** Pixel box in the image that was read, right and bottom edges exclusive. */
export type OcrBox = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = { text: string; confidence: number; bbox?: OcrBox };
export type OcrLine = { text: string; confidence: number; words: OcrWord[]; bbox?: OcrBox };
export type OcrResult = { text: string; confidence: number; lines: OcrLine[] };

/**
 * How a region is read again: as one line of text, as one character, or as
 * blocks of text found wherever they are (a whole page read again with
 * tesseract's own layout analysis, which finds a hang tag's short lines
 * among a barcode and a ring where a single block reads nothing).
 */
export type RegionMode = 'line' | 'char' | 'blocks';

export type OcrEngine = {
  /** Reads the text of one image (PNG or JPEG bytes). */
  recognize: (image: Buffer) => Promise<OcrResult>;
  /**
   * Reads an image again (a crop of one line or one character, or a page
   * read in blocks), in the page-segmentation mode that suits it; word boxes
   * are relative to it.
   */
  recognizeRegion?: (image: Buffer, mode: RegionMode) => Promise<OcrResult>;
  /** Stops what the engine started (a worker thread); a later read starts it again. */
  close: () => Promise<void>;
};
