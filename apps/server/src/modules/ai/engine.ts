import { combineItemTypeScores, DEFAULT_HEAD_PATH, type ItemTypeClassifier } from './item-type-classifier';
import { createOcrEngine, type OcrEngine } from './ocr';
import { closeVisionThread, createVisionThread, getVisionThread, type VisionThread } from './vision-thread';

/**
 * The heavy parts of the local analyzer, each in its own worker thread so the
 * two cores share them and the API's event loop stays free: one OCR worker,
 * and the vision thread with the classifier. Both start on first use and are
 * then shared by every analysis in the process.
 */
export type AiEngine = {
  ocr: OcrEngine;
  classifier: ItemTypeClassifier;
  close: () => Promise<void>;
};

/** `vision` shares a thread with other users (the photos' adult-content check); by default the engine has its own. */
export function createAiEngine(options: { headPath?: string; vision?: VisionThread } = {}): AiEngine {
  const ocr = createOcrEngine();
  const headPath = options.headPath ?? DEFAULT_HEAD_PATH;
  const vision = options.vision ?? createVisionThread();
  return {
    ocr,
    classifier: {
      scorePhoto: (image) => vision.scoreItemType(image, headPath),
      combine: combineItemTypeScores,
    },
    close: async () => {
      await ocr.close();
      if (!options.vision) await vision.close();
    },
  };
}

let shared: AiEngine | undefined;

/** The process-wide engine used when a caller does not pass its own. */
export function getSharedAiEngine(): AiEngine {
  shared ??= createAiEngine({ vision: getVisionThread() });
  return shared;
}

/** Stops the shared engine's threads (graceful shutdown, end of a script). */
export async function closeSharedAiEngine(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
  await closeVisionThread();
}
