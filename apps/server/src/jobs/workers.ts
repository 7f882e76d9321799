import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoStorage } from '../adapters/storage/photo-storage';
import type { Config } from '../config/config';
import type { Analyzer } from '../modules/items/generate-item';
import { closeVisionThread } from '../modules/ai/evidence/vision/vision-thread';
import { analyzeItemJob } from '../modules/items/items.jobs';
import type { EbayDeps } from '../modules/ebay-connection/ebay-deps';
import { PUBLISH_CONCURRENCY, publishListingsJob } from '../modules/listings/listings.jobs';
import type { PostingState } from '../modules/listings/posting-deps';
import { syncQuantityJob } from '../modules/listings/quantity-sync';
import { photoSafetyJob, startOrphanFileSweep } from '../modules/photos/photos.jobs';
import { startSalesSync } from '../modules/sales/sales.jobs';
import { ebayListingTaxonomy, type TaxonomyDeps } from '../modules/taxonomy';
import { draftPricer, refreshPricingJob, type PricingDeps } from '../modules/pricing';
import type { JobQueue } from './job-queue';

export type WorkerDeps = {
  config: Config;
  db: Db;
  jobs: JobQueue;
  photoStorage: PhotoStorage;
  logger: FastifyBaseLogger;
  /** eBay's categories and their rules: drafts are categorised with them (issue 14). */
  taxonomy: TaxonomyDeps;
  /** The pricing agent (issue 16): drafts are priced from the market, and re-priced after edits. */
  pricing: PricingDeps;
  /** eBay's client and posting's state: without them (no APP_SECRET) a worker leaves publishing to others. */
  ebay?: EbayDeps;
  posting?: PostingState;
};

// The AI engine (tesseract, TensorFlow) is loaded on the first analysis, not at start:
// importing it costs about a second that a server with no jobs to run should not pay.
let engineLoaded: Promise<typeof import('../modules/ai/engine')> | undefined;

/** The configured provider (AI_PROVIDER and its settings) behind the AI engine's entry point. */
export function defaultAnalyzer(config: Config, logger: FastifyBaseLogger): Analyzer {
  let analyzer: Promise<Analyzer> | undefined;
  const load = async (): Promise<Analyzer> => {
    engineLoaded ??= import('../modules/ai/engine');
    const { aiProviderFromSettings, analyzeItem } = await import('../modules/ai/analyze-item');
    const provider = aiProviderFromSettings({
      provider: config.AI_PROVIDER,
      baseUrl: config.OPENAI_BASE_URL,
      ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
      model: config.AI_MODEL,
    });
    // A barcode on a tag is looked up through the same sources as the scanner's lookup (issue 3).
    const { lookupProduct } = await import('../modules/photos/barcodes/product-lookup');
    const productLookup = async (barcode: { code: string }) =>
      (await lookupProduct({ config, logger }, barcode.code)).productInfo;
    return (photos, options) => analyzeItem(photos, { ...options, provider, productLookup });
  };
  return async (photos, options) => {
    analyzer ??= load();
    return (await analyzer)(photos, options);
  };
}

/** Stops the engine's OCR worker and the vision thread if an analysis or a photo check started them (graceful shutdown). */
export async function closeAnalysisEngine(): Promise<void> {
  if (engineLoaded) await (await engineLoaded).closeSharedAiEngine();
  await closeVisionThread();
}

/**
 * Registers every worker of this process on a started queue: the server runs
 * them beside the API, `npm run worker` runs only them. AI_CONCURRENCY=0 leaves
 * the analysis and the photos' adult-content checks to other processes.
 * `analyze` lets a test choose the analyzer.
 */
export async function startWorkers(deps: WorkerDeps, options: { analyze?: Analyzer } = {}): Promise<void> {
  const concurrency = deps.config.aiConcurrency;
  if (concurrency > 0) {
    const analyze = options.analyze ?? defaultAnalyzer(deps.config, deps.logger);
    await deps.jobs.work(
      analyzeItemJob({
        db: deps.db,
        photoStorage: deps.photoStorage,
        logger: deps.logger,
        analyze,
        listingTaxonomy: ebayListingTaxonomy(deps.taxonomy),
        priceDraft: draftPricer(deps.pricing),
      }),
      {
        concurrency,
      },
    );
    // One check at a time: a photo takes a few hundred milliseconds on one core (decision 011).
    await deps.jobs.work(photoSafetyJob({ db: deps.db, photoStorage: deps.photoStorage, logger: deps.logger }));
  }
  await deps.jobs.work(refreshPricingJob(deps.pricing));
  await startOrphanFileSweep({ db: deps.db, photoStorage: deps.photoStorage, logger: deps.logger, jobs: deps.jobs });
  const { ebay, posting } = deps;
  if (ebay && posting) {
    const postingDeps = {
      db: deps.db,
      ebay,
      jobs: deps.jobs,
      posting,
      photoStorage: deps.photoStorage,
      logger: deps.logger,
      taxonomy: deps.taxonomy,
    };
    await deps.jobs.work(publishListingsJob(postingDeps), { concurrency: PUBLISH_CONCURRENCY });
    await deps.jobs.work(syncQuantityJob(postingDeps));
    await startSalesSync(postingDeps, deps.config.SALES_SYNC_MINUTES);
  }
  deps.logger.info({ aiConcurrency: concurrency, posting: Boolean(ebay && posting) }, 'job workers started');
}
