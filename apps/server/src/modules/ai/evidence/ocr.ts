// The OCR engine's vocabulary, as the stages use it; the engine itself comes in
// through `AiEngine` (adapters/ocr holds the default, tesseract).
export type { OcrBox, OcrEngine, OcrLine, OcrResult, OcrWord, RegionMode } from '../../../adapters/ocr/ocr-engine';
import type { OcrEngine } from '../../../adapters/ocr/ocr-engine';

/** How a second look reads a small image again: a crop of one line or one character. */
export type ReadRegion = NonNullable<OcrEngine['recognizeRegion']>;
