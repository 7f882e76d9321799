import type { AccuracyTestEvent, IndividualResult, MultiImageAnalysisResult } from '@listlens/shared';
import type { Analyzer } from '../items';
import { accuracyScoreOf, bestImageOf, combinedOf, errorOf, individualOf } from './accuracy-summary';
import { suggestionsFor } from './accuracy-suggestions';

/** A photo held in memory for the length of one test; the lab never stores it. */
export type TestPhoto = { fileName: string; bytes: Buffer; mimeType: string };

type Progress = Extract<AccuracyTestEvent, { type: 'progress' }>;

/**
 * The lab's processMultipleImages (spec section 7): the real analyzer on all
 * photos together, then on each alone, one after another (the analysis is
 * CPU-bound, so running them side by side would not finish sooner). With one
 * photo, the combined run is also that photo's own. Nothing is recorded in
 * ai_predictions: a test is not a listing.
 */
export async function runAccuracyTest(options: {
  photos: TestPhoto[];
  analyze: Analyzer;
  userId: string;
  signal: AbortSignal;
  onProgress: (progress: Progress) => void;
}): Promise<MultiImageAnalysisResult> {
  const { photos, analyze, signal, onProgress } = options;
  const started = performance.now();
  const total = photos.length === 1 ? 1 : photos.length + 1;
  const input = (p: TestPhoto) => ({ bytes: p.bytes, mimeType: p.mimeType });
  const run = (selected: TestPhoto[]) => analyze(selected.map(input), { userId: options.userId, signal });

  onProgress({
    type: 'progress',
    done: 0,
    total,
    step: photos.length === 1 ? 'Analysing your photo' : `Analysing all ${photos.length} photos together`,
  });
  const combinedResponse = await run(photos);
  const combined = combinedOf(combinedResponse);

  const individual: IndividualResult[] = [];
  for (const [index, photo] of photos.entries()) {
    signal.throwIfAborted();
    let response = combinedResponse;
    if (photos.length > 1) {
      onProgress({
        type: 'progress',
        done: index + 1,
        total,
        step: `Analysing photo ${index + 1} of ${photos.length} on its own`,
      });
      response = await run([photo]);
    }
    individual.push(individualOf(response, { index, fileName: photo.fileName }, combined));
  }
  signal.throwIfAborted();

  const combinedError = errorOf(combinedResponse);
  const a = combinedResponse.analysis;
  return {
    combinedAnalysis: combined,
    combinedError,
    individualResults: individual,
    bestImage: bestImageOf(individual),
    accuracyScore: combinedError ? null : accuracyScoreOf(individual),
    processingTime: Math.round(performance.now() - started),
    combinedProcessingTime: Math.round(combinedResponse.durationMs),
    provider: combinedResponse.provider,
    model: combinedResponse.model,
    optimizationSuggestions: suggestionsFor({
      combined,
      combinedError,
      reviewReason: combinedResponse.success && a.needs_attention ? (a.needs_attention_reason ?? null) : null,
      individual,
    }),
  };
}
