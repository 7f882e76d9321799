import type { ImageEngine } from './image/image-engine';
import { createSharpImageEngine } from './image/sharp-image-engine';
import type { OcrEngine } from './ocr/ocr-engine';
import { createTesseractOcr } from './ocr/tesseract-ocr';
import { createVisionThread } from './vision/vision-thread';
import type { VisionEngine } from './vision/vision-engine';

/**
 * The engines the photos module and the AI engine work with: pixels (sharp),
 * text (tesseract, in a worker) and the image models (TensorFlow, in the vision
 * thread). `createDeps` makes one set per process and passes each where it is
 * used; a test swaps one for a fake without touching the others.
 */
export type Engines = { image: ImageEngine; ocr: OcrEngine; vision: VisionEngine };

/**
 * The default engines. Nothing heavy starts here: the OCR worker and the vision
 * thread (with tesseract.js and TensorFlow) start on their first request.
 */
export function createEngines(options: { modelPath?: string } = {}): Engines {
  return {
    image: createSharpImageEngine(),
    ocr: createTesseractOcr(),
    vision: createVisionThread(options),
  };
}

/** Stops the OCR worker and the vision thread if something started them (graceful shutdown, end of a script). */
export async function closeEngines(engines: Pick<Engines, 'ocr' | 'vision'>): Promise<void> {
  await Promise.all([engines.ocr.close(), engines.vision.close()]);
}
