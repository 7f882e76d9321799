import { AI_MESSAGES, GENERATE_TEXT, type AiAnalysisResponse } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoStorage } from '../../adapters/storage/photo-storage';
import { recordPrediction, type AnalyzeItemOptions, type AnalyzePhoto, type ListingTaxonomy } from '../ai';
import { learnedDraftKeywords, recordItemAnalysis } from '../keywords';
import { markMilestone } from '../onboarding';
import { contentTypeOfVariant, findAssignedPhotos, linkSkuToItem, loadPhotoBytes, type PhotoRow } from '../photos';
import { pricingSubjectOfAnalysis, withMarketPrice, type DraftPricer, type PricedDraft } from './item-pricing';
import { itemRecordFrom } from './item-record';
import type { AnalyzeItemJob } from './items.jobs';
import * as repo from './items.repository';

/** The AI engine's entry point over the app's engines (or a stand-in with the same contract). */
export type Analyzer = (
  photos: AnalyzePhoto[],
  options: Omit<AnalyzeItemOptions, 'engine'>,
) => Promise<AiAnalysisResponse>;

export type GenerationDeps = {
  db: Db;
  photoStorage: PhotoStorage;
  logger: FastifyBaseLogger;
  analyze: Analyzer;
  /** eBay's categories (the taxonomy module); the analyzer's built-in fallback table without it. */
  listingTaxonomy?: ListingTaxonomy;
  /** The pricing agent (issue 16, wired by the workers): without it the draft keeps the analysis' own price. */
  priceDraft?: DraftPricer;
};

export type GenerationOutcome = 'skipped' | 'gone' | 'ready' | 'needs_attention';

/** The group's photos as the Generate screen reads them (section 7: assigned or processed, by upload order). */
export async function findGroupPhotos(db: Db, userId: string, sku: string): Promise<PhotoRow[]> {
  return findAssignedPhotos(db, userId, [sku]);
}

/**
 * Section 4.4, 'Generation of one item', as a job: claim the request (a job
 * whose request is no longer current does nothing, so each request runs once),
 * analyse the group's photos, then save. A failure on a last attempt ends in
 * needs_attention with its text instead of a job nobody sees.
 */
export async function runGeneration(
  deps: GenerationDeps,
  job: AnalyzeItemJob,
  attempt: { finalAttempt: boolean },
): Promise<GenerationOutcome> {
  const claimed = await repo.startGeneration(deps.db, job.userId, job.sku, job.requestId);
  if (!claimed) return 'skipped';
  let stage: 'analysis' | 'save' = 'analysis';
  try {
    const photos = await findGroupPhotos(deps.db, job.userId, job.sku);
    if (photos.length === 0) return await noPhotosLeft(deps, job, claimed.itemId);
    const response = await deps.analyze(
      photos.map((photo) => photoLoader(deps, job.userId, photo)),
      {
        sku: job.sku,
        userId: job.userId,
        ...(claimed.itemId ? { itemId: claimed.itemId } : {}),
        ...(deps.listingTaxonomy ? { taxonomy: deps.listingTaxonomy } : {}),
      },
    );
    const priced = await priceDraft(deps, job.userId, claimed.itemId, response);
    stage = 'save';
    return await saveOutcome(deps, job, photos, priced.response, priced.run);
  } catch (error) {
    if (!attempt.finalAttempt) throw error;
    deps.logger.error({ err: error, sku: job.sku }, `item generation failed at ${stage}`);
    const reason = error instanceof Error ? error.message : String(error);
    await repo.finishGeneration(deps.db, {
      userId: job.userId,
      requestId: job.requestId,
      status: 'needs_attention',
      error: stage === 'save' ? GENERATE_TEXT.saveListingFailed : AI_MESSAGES.failed(reason),
    });
    return 'needs_attention';
  }
}

/**
 * Issue 16, point 2: the draft priced from the market after the analysis. A
 * failed pricing step is logged and skipped, not fatal (spec part 2, section
 * 8): the draft then keeps the analysis' price.
 */
async function priceDraft(
  deps: GenerationDeps,
  userId: string,
  itemId: string | null,
  response: AiAnalysisResponse,
): Promise<{ response: AiAnalysisResponse; run: PricedDraft | null }> {
  if (!deps.priceDraft || !response.success || !response.analysis.title.trim()) return { response, run: null };
  try {
    const run = await deps.priceDraft(userId, pricingSubjectOfAnalysis(response, itemId), deps.logger);
    return { response: withMarketPrice(response, run.market), run };
  } catch (error) {
    deps.logger.warn({ err: error }, 'the draft could not be priced from the market');
    return { response, run: null };
  }
}

/** Read when the analyzer asks: a photo deleted while the job waited is reported by the analyzer, not thrown here. */
function photoLoader(deps: GenerationDeps, userId: string, photo: PhotoRow): AnalyzePhoto {
  return async () => {
    const bytes = await loadPhotoBytes(deps, userId, photo.id);
    if (!bytes) throw new Error('the photo was deleted');
    return { bytes, mimeType: contentTypeOfVariant(photo.storagePath, 'display'), id: photo.id };
  };
}

/** Every photo of the group went while the job waited: a group without an item simply ends. */
async function noPhotosLeft(deps: GenerationDeps, job: AnalyzeItemJob, itemId: string | null) {
  if (!itemId) {
    await repo.deleteGeneration(deps.db, job.userId, job.sku);
    return 'gone' as const;
  }
  await repo.finishGeneration(deps.db, {
    userId: job.userId,
    requestId: job.requestId,
    status: 'needs_attention',
    error: GENERATE_TEXT.noPhotos,
  });
  return 'needs_attention' as const;
}

/** Section 4.4 step 5: the causes of needs_attention that keep the item as it was. */
function failureOf(response: AiAnalysisResponse): string | null {
  if (!response.success) return response.error ?? AI_MESSAGES.unsuccessful;
  if (!response.analysis.title.trim()) return AI_MESSAGES.invalidStructure;
  return null;
}

/**
 * Steps 3 to 5, in one transaction with the group's generation row locked: a
 * group deleted (or generated again) meanwhile gets no item, so no orphan.
 * A result flagged for manual review is saved, so the seller can edit it, and
 * shows the spec's text.
 */
async function saveOutcome(
  deps: GenerationDeps,
  job: AnalyzeItemJob,
  photos: PhotoRow[],
  response: AiAnalysisResponse,
  pricing: PricedDraft | null,
): Promise<GenerationOutcome> {
  const failure = failureOf(response);
  const review = response.analysis.needs_attention
    ? (response.error ?? response.analysis.needs_attention_reason ?? AI_MESSAGES.manualReview)
    : null;
  // Read before the transaction: a failed read of the seller's learning leaves the AI's keywords.
  const learned = failure ? {} : await learnedDraftKeywords(deps, job.userId, response.analysis);
  const saved = await deps.db.transaction(async (tx) => {
    const current = await repo.lockGeneration(tx, job.userId, job.sku);
    if (!current || current.requestId !== job.requestId) return null;
    let item: repo.ItemRow | undefined;
    let created = false;
    if (!failure) {
      const record = {
        ...itemRecordFrom(
          response,
          photos.map((p) => ({ id: p.id, imageUrl: p.imageUrl })),
        ),
        ...(learned.aiSuggestedKeywords ? { aiSuggestedKeywords: learned.aiSuggestedKeywords } : {}),
      };
      const existing =
        (current.itemId ? await repo.findItem(tx, job.userId, current.itemId) : undefined) ??
        (await repo.findItemBySku(tx, job.userId, job.sku));
      if (existing) item = await repo.updateItem(tx, job.userId, existing.id, record);
      else {
        item = await repo.insertItem(tx, { ...record, userId: job.userId, sku: job.sku, status: 'draft' });
        created = true;
      }
      if (item) await linkSkuToItem(tx, job.userId, job.sku, item.id);
    }
    const error = failure ?? review;
    await repo.finishGeneration(tx, {
      userId: job.userId,
      requestId: job.requestId,
      status: error ? 'needs_attention' : 'ready',
      error,
      itemId: item?.id ?? current.itemId,
    });
    // With the save, so nobody reads the draft's market price without its recommendation.
    if (item && pricing) await recordDraftPricing(deps, tx, item.id, pricing);
    // With the save, not after it: a worker killed between the two would leave a finished
    // request (never run again) without its logged analysis. A savepoint, so that a failed
    // log does not undo the save.
    await tx
      .transaction((log) =>
        recordPrediction(log, { userId: job.userId, itemId: item?.id ?? null, sku: job.sku, response }),
      )
      .catch((logError: unknown) =>
        deps.logger.warn({ err: logError, sku: job.sku }, 'the AI prediction could not be logged'),
      );
    return { item, created, outcome: error ? ('needs_attention' as const) : ('ready' as const) };
  });
  if (!saved) return 'gone';
  if (saved.item) await recordItemAnalysis(deps, job.userId, saved.item, response.analysis, learned);
  await afterSave(deps, job, saved.item?.id ?? null, saved.created, response);
  return saved.outcome;
}

/**
 * The run's comparables and recommendation, stored in the item's save; in a
 * savepoint of its own, so that a failure leaves the priced draft.
 */
async function recordDraftPricing(deps: GenerationDeps, tx: Db, itemId: string, priced: PricedDraft): Promise<void> {
  try {
    await tx.transaction((savepoint) => priced.store(savepoint, itemId));
  } catch (error) {
    deps.logger.warn({ err: error, itemId }, 'the pricing recommendation could not be stored');
  }
}

/** What follows a save and must not undo it: the milestones. */
async function afterSave(
  deps: GenerationDeps,
  job: AnalyzeItemJob,
  itemId: string | null,
  created: boolean,
  response: AiAnalysisResponse,
): Promise<void> {
  try {
    if (created && itemId) await markMilestone(deps.db, job.userId, 'first_item_created', { itemId, sku: job.sku });
    if (itemId && response.success)
      await markMilestone(deps.db, job.userId, 'first_listing_generated', { itemId, sku: job.sku });
  } catch (error) {
    deps.logger.warn({ err: error, sku: job.sku }, 'an onboarding milestone could not be marked');
  }
}
