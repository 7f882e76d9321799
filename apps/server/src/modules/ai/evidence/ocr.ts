// The OCR engine's vocabulary, as the stages use it; the engine itself comes in
// through `AiEngine` (adapters/ocr holds the default, tesseract).
export type { OcrBox, OcrEngine, OcrLine, OcrResult, OcrWord, RegionMode } from '../../../adapters/ocr/ocr-engine';
