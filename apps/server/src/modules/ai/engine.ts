import type { ImageEngine } from '../../adapters/image/image-engine';
import type { OcrEngine } from '../../adapters/ocr/ocr-engine';
import type { VisionEngine } from '../../adapters/vision/vision-engine';

/**
 * The engines an analysis works with, passed in by the caller (`createDeps`
 * makes the defaults in src/adapters, a test may pass fakes): pixels, text (the
 * OCR worker) and the item-type classifier (the vision thread). The heavy ones
 * run in their own threads, so the two cores share them and the API's event
 * loop stays free. The engine never creates or stops them.
 */
export type AiEngine = {
  image: ImageEngine;
  ocr: OcrEngine;
  vision: Pick<VisionEngine, 'viewGarment' | 'itemTypeReviewThreshold'>;
};
