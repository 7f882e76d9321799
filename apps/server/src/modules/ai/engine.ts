import { fuseItemTypeScores, type ItemTypeClassifier } from './evidence/vision/item-type-classifier';
import { DEFAULT_MODEL_PATH, readItemTypeModel } from './evidence/vision/item-type-model';
import { createOcrEngine, type OcrEngine } from './evidence/ocr';
import {
  closeVisionThread,
  createVisionThread,
  getVisionThread,
  type VisionThread,
} from './evidence/vision/vision-thread';

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
export function createAiEngine(options: { modelPath?: string; vision?: VisionThread } = {}): AiEngine {
  const ocr = createOcrEngine();
  const modelPath = options.modelPath ?? DEFAULT_MODEL_PATH;
  // The photos are scored in the vision thread; their fusion is arithmetic
  // and runs here, with the review threshold the model was trained with.
  const { reviewThreshold } = readItemTypeModel(modelPath);
  const vision = options.vision ?? createVisionThread();
  return {
    ocr,
    classifier: {
      scorePhoto: (image, depth) => vision.scoreItemType(image, modelPath, depth),
      combine: (perPhoto) => fuseItemTypeScores(perPhoto, reviewThreshold),
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
