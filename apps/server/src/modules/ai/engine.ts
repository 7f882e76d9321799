import { createOcrEngine, type OcrEngine } from './ocr';
import { DEFAULT_HEAD_PATH, loadItemTypeClassifier, type ItemTypeClassifier } from './item-type-classifier';

/**
 * The heavy parts of the local analyzer: one OCR worker and the classifier,
 * each started on first use and then shared by every analysis in the process
 * (a worker process analysing items one job at a time keeps them warm).
 */
export type AiEngine = {
  ocr: OcrEngine;
  classifier: () => Promise<ItemTypeClassifier>;
  close: () => Promise<void>;
};

export function createAiEngine(options: { headPath?: string } = {}): AiEngine {
  const ocr = createOcrEngine();
  const headPath = options.headPath ?? DEFAULT_HEAD_PATH;
  return {
    ocr,
    classifier: () => loadItemTypeClassifier(headPath),
    close: () => ocr.close(),
  };
}

let shared: AiEngine | undefined;

/** The process-wide engine used when a caller does not pass its own. */
export function getSharedAiEngine(): AiEngine {
  shared ??= createAiEngine();
  return shared;
}

/** Stops the shared OCR worker (graceful shutdown, end of a test file). */
export async function closeSharedAiEngine(): Promise<void> {
  const current = shared;
  shared = undefined;
  await current?.close();
}
