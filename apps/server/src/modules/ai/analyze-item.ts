import {
  AI_MESSAGES,
  type AiAnalysisResponse,
  type AiErrorCode,
  type AiIssue,
  type AiProviderName,
} from '@listlens/shared';
import type { AiEngine } from './engine';
import { collectEvidence, toDataUrl, type AnalyzePhoto, type EvidenceBundle, type ProductLookup } from './evidence';
import { resolveFacts } from './facts';
import {
  buildListing,
  categoryQueryOf,
  fallbackResult,
  fallbackTaxonomy,
  itemTypeCheckOf,
  preprocessingOf,
  type Draft,
  type ListingTaxonomy,
} from './listing';
import { crossCheck, ProviderError, requestOpenAiAnalysis, withRetries, type OpenAiOptions } from './providers';

export type AiProviderConfig = { name: 'local' } | ({ name: 'openai' } & OpenAiOptions);

export type AnalyzeItemOptions = {
  /** Spec section 7 options. */
  sku?: string;
  includeEbayAspects?: boolean;
  useEnhanced?: boolean;
  userId?: string;
  itemId?: string;
  /** Which provider answers (the server's AI_PROVIDER and its settings). Default: local. */
  provider?: AiProviderConfig;
  /** The engines to work with (image, OCR, vision): the caller's, made by createDeps by default. */
  engine: AiEngine;
  /** The photos module's product lookup, called for each barcode found (useEnhanced only). */
  productLookup?: ProductLookup;
  /** eBay's taxonomy (the taxonomy module); without it the built-in fallback table is used and the draft says so. */
  taxonomy?: ListingTaxonomy;
  retries?: number;
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** The whole analysis, retries included, ends as AI_TIMEOUT after this long. */
  timeoutMs?: number;
};

const MAX_PROVIDER_PHOTOS = 8;
/**
 * A warm local analysis of a few photos takes about 2 s and a remote one
 * rarely 30; two minutes means something is stuck, and the seller should see
 * the item as needing attention rather than waiting on it forever.
 */
export const ANALYZE_TIMEOUT_MS = 120_000;

export const LOCAL_MODEL_NAME = 'listlens-local (tesseract + zxing + fine-tuned mobilenetv2-mid item-type model)';

/**
 * Analyses the photos of one item and drafts its listing. Never throws for bad
 * input or a failing provider: those end as the spec's needs-attention result
 * (success false, the section 8 text and fallback data).
 */
export async function analyzeItem(photos: AnalyzePhoto[], options: AnalyzeItemOptions): Promise<AiAnalysisResponse> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? ANALYZE_TIMEOUT_MS;
  // The time limit aborts the steps that listen (retries, the provider's
  // request) and, for those that cannot be interrupted (an OCR read in its
  // worker), the race below answers without waiting for them.
  const limit = new AbortController();
  const signals = options.signal ? [options.signal, limit.signal] : [limit.signal];
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      limit.abort(new Error('time limit'));
      resolve('timeout');
    }, timeoutMs);
  });
  const ending = (code: AiErrorCode, reason: string) =>
    fallbackResult({
      code,
      error: AI_MESSAGES.failed(reason),
      provider: options.provider?.name ?? 'local',
      model: options.provider ? modelOf(options.provider) : LOCAL_MODEL_NAME,
      durationMs: Math.round(performance.now() - started),
      attempts: 1,
    });
  try {
    const outcome = await Promise.race([
      analyze(photos, { ...options, signal: AbortSignal.any(signals) }, started),
      timedOut,
    ]);
    if (outcome === 'timeout' || (limit.signal.aborted && !outcome.success))
      return ending('AI_TIMEOUT', `the analysis took longer than ${Math.round(timeoutMs / 1000)} s`);
    return outcome;
  } catch (error) {
    // Last line of defence: a bug or an abort still ends as a result, never a throw.
    return ending('AI_PROVIDER_FAILED', reasonOf(error));
  } finally {
    clearTimeout(timer);
  }
}

type RetryOptions = Parameters<typeof withRetries>[1];

/** The photos' evidence (OCR, barcodes, vision), retried as a provider would be: a worker restart is transient. */
function gatherEvidence(
  photos: AnalyzePhoto[],
  options: AnalyzeItemOptions,
  useEnhanced: boolean,
  retry: RetryOptions,
) {
  return withRetries(
    () =>
      collectEvidence({
        photos,
        engine: options.engine,
        ...(useEnhanced && options.productLookup ? { productLookup: options.productLookup } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }).catch((error: unknown) => {
        throw new ProviderError('AI_PROVIDER_FAILED', AI_MESSAGES.failed(reasonOf(error)), {
          retryable: !options.signal?.aborted,
          cause: error,
        });
      }),
    retry,
  );
}

/**
 * The OpenAI-compatible provider's draft: up to eight photos and the OCR lines
 * read with confidence, its answer cross-checked against the evidence.
 */
async function askProvider(
  provider: Extract<AiProviderConfig, { name: 'openai' }>,
  seen: { bundle: EvidenceBundle; facts: ReturnType<typeof resolveFacts>; barcodes: Draft['barcodes'] },
  options: AnalyzeItemOptions,
  retry: RetryOptions,
): Promise<
  | { ok: true; draft: Draft; attempts: number; model: string; costUsd: number | null }
  | { ok: false; error: unknown; attempts: number }
> {
  const { bundle } = seen;
  // Eight photos cover an item; more only add tokens and cost.
  const dataUrls = await Promise.all(
    bundle.decoded.slice(0, MAX_PROVIDER_PHOTOS).map((p) => toDataUrl(options.engine.image, p)),
  );
  const ocrText = bundle.photos
    .flatMap((p) => p.ocr.lines.filter((l) => l.confidence >= 55).map((l) => `[photo ${p.index + 1}] ${l.text}`))
    .join('\n');
  const answered = await withRetries(
    () =>
      requestOpenAiAnalysis(provider, {
        photoDataUrls: dataUrls,
        ocrText,
        ...(options.sku ? { sku: options.sku } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      }),
    retry,
  );
  if (!answered.ok) return { ok: false, error: answered.error, attempts: answered.attempts };
  const { model, costUsd, answer } = answered.value;
  const draft = crossCheck({
    answer,
    provider: `openai:${model}`,
    facts: seen.facts,
    ocrLines: bundle.photos.flatMap((p) => p.ocr.lines),
    barcodes: seen.barcodes,
  });
  return { ok: true, draft, attempts: answered.attempts, model, costUsd };
}

async function analyze(
  photos: AnalyzePhoto[],
  options: AnalyzeItemOptions,
  started: number,
): Promise<AiAnalysisResponse> {
  const provider = options.provider ?? { name: 'local' as const };
  const providerName: AiProviderName = provider.name;
  const useEnhanced = options.useEnhanced ?? true;
  const retry = {
    retries: options.retries,
    delayMs: options.retryDelayMs,
    sleep: options.sleep,
    signal: options.signal,
  };
  const elapsed = () => Math.round(performance.now() - started);
  const fail = (
    code: AiErrorCode,
    error: string,
    extra: { bundle?: EvidenceBundle; attempts: number; issues?: AiIssue[]; model?: string },
  ) =>
    fallbackResult({
      code,
      error,
      provider: providerName,
      model: extra.model ?? modelOf(provider),
      durationMs: elapsed(),
      ...extra,
    });

  if (photos.length === 0)
    return fail('AI_BAD_INPUT', AI_MESSAGES.failed('there are no photos to analyse'), { attempts: 0 });

  const evidence = await gatherEvidence(photos, options, useEnhanced, retry);
  if (!evidence.ok) return failureFrom(evidence.error, evidence.attempts, undefined);
  const bundle = evidence.value;
  if (bundle.decoded.length === 0) {
    return fail('AI_BAD_INPUT', AI_MESSAGES.failed('none of the photos could be read as an image'), {
      bundle,
      attempts: evidence.attempts,
    });
  }

  const facts = resolveFacts(bundle);
  const barcodes = bundle.photos.flatMap((p) =>
    p.barcodes.map((b) => {
      const product = bundle.products.find((x) => x.barcode.code === b.code)?.product;
      return product ? { ...b, productInfo: product } : b;
    }),
  );
  let draft: Draft;
  let attempts = evidence.attempts;
  let model = modelOf(provider);
  let costUsd: number | null = null;
  if (provider.name === 'openai') {
    const answered = await askProvider(provider, { bundle, facts, barcodes }, options, retry);
    attempts = answered.attempts;
    if (!answered.ok) return failureFrom(answered.error, answered.attempts, bundle);
    ({ draft, model, costUsd } = answered);
  } else {
    draft = { ...facts, barcodes, issues: [] };
  }
  const itemTypeCheck = itemTypeCheckOf(bundle.itemType);
  if (itemTypeCheck) draft = { ...draft, itemTypeCheck };

  const issues: AiIssue[] = [
    ...draft.issues,
    ...bundle.failures.map((f) => ({
      path: `photos.${f.index}`,
      message: `Photo ${f.index + 1} could not be read: ${f.error}`,
    })),
  ];
  if (bundle.failures.length > 0)
    draft = { ...draft, needsAttention: draft.needsAttention ?? AI_MESSAGES.manualReview };

  try {
    const aiSource = useEnhanced ? 'enhanced_ai' : 'standard_ai';
    const includeEbayAspects = options.includeEbayAspects ?? true;
    // A category step that fails is logged and skipped, not fatal (spec section 8): the draft then has none.
    const category = await (options.taxonomy ?? fallbackTaxonomy).resolve(categoryQueryOf(draft)).catch(() => null);
    const built = buildListing(draft, { includeEbayAspects, aiSource, category });
    const review = built.analysis.needs_attention;
    return {
      success: true,
      ...(review
        ? {
            error: built.analysis.needs_attention_reason ?? AI_MESSAGES.manualReview,
            code: 'AI_MANUAL_REVIEW' as const,
          }
        : {}),
      ...(issues.length > 0 ? { issues } : {}),
      analysis: built.analysis,
      fields: built.fields,
      preprocessing: preprocessingOf(bundle),
      provider: providerName,
      model,
      attempts,
      durationMs: elapsed(),
      costUsd,
    };
  } catch (error) {
    return fail('AI_PROVIDER_FAILED', AI_MESSAGES.mappingFailed(reasonOf(error)), { bundle, attempts, model });
  }

  function failureFrom(
    error: unknown,
    failedAttempts: number,
    failedBundle: EvidenceBundle | undefined,
  ): AiAnalysisResponse {
    const known = error instanceof ProviderError;
    return fail(
      known ? error.code : 'AI_PROVIDER_FAILED',
      known ? error.message : AI_MESSAGES.failed(reasonOf(error)),
      {
        ...(failedBundle ? { bundle: failedBundle } : {}),
        attempts: failedAttempts,
        ...(known && error.issues ? { issues: error.issues } : {}),
      },
    );
  }
}

function modelOf(provider: AiProviderConfig): string {
  return provider.name === 'openai' ? provider.model : LOCAL_MODEL_NAME;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Maps the server's settings (AI_PROVIDER, OPENAI_BASE_URL, OPENAI_API_KEY, AI_MODEL) to a provider. */
export function aiProviderFromSettings(settings: {
  provider: 'local' | 'openai';
  baseUrl?: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}): AiProviderConfig {
  if (settings.provider === 'local') return { name: 'local' };
  if (!settings.baseUrl || !settings.apiKey || !settings.model) {
    throw new Error('AI_PROVIDER=openai needs OPENAI_BASE_URL, OPENAI_API_KEY and AI_MODEL');
  }
  return {
    name: 'openai',
    baseUrl: settings.baseUrl,
    apiKey: settings.apiKey,
    model: settings.model,
    ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
  };
}
