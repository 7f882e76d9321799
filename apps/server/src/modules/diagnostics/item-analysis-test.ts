import type { ItemAnalysisTest } from '@listlens/shared';
import { renderLabel } from '../ai';
import type { Analyzer } from '../items';

/** The built-in sample: a care label any working engine reads. */
export const SAMPLE_LABEL = ["LEVI'S", 'W32 L30', '100% COTTON', 'MADE IN MEXICO'];
/** A test press waits at most this long; a cold engine loads its models first. */
const TEST_TIMEOUT_MS = 60_000;

/**
 * The connection test's item analysis (spec part 3, diagnostics): the AI
 * engine's analyzeItem on a care label rendered here, and how long it took.
 * The analysis never throws; a needs-attention result is success false.
 */
export async function runItemAnalysisTest(analyze: Analyzer): Promise<ItemAnalysisTest> {
  const began = performance.now();
  const label = await renderLabel(SAMPLE_LABEL);
  const result = await analyze([{ bytes: label, mimeType: 'image/jpeg', id: 'sample-label' }], {
    useEnhanced: false,
    includeEbayAspects: false,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  const { analysis } = result;
  return {
    success: result.success && !analysis.needs_attention,
    message: result.success
      ? `Analysed the sample care label with ${result.provider}`
      : (result.error ?? 'The analysis did not succeed'),
    brand: analysis.brand,
    size: analysis.size,
    material: analysis.material ?? null,
    title: analysis.title,
    durationMs: Math.round(performance.now() - began),
  };
}
