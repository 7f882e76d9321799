import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer';
import type { Engines } from '../adapters/engines';
import type { PhotoStorage } from '../adapters/storage/photo-storage';
import type { Config } from '../config/config';
import type { Analyzer } from '../modules/items/generate-item';
import { analyzeItemJob } from '../modules/items/items.jobs';
import type { EbayDeps } from '../modules/ebay-connection/ebay-deps';
import { PUBLISH_CONCURRENCY, publishListingsJob } from '../modules/listings/listings.jobs';
import type { PostingState } from '../modules/listings/posting-deps';
import { syncQuantityJob } from '../modules/listings/quantity-sync';
import type { UploadActivity } from '../modules/photos';
import { photoSafetyJob, startOrphanFileSweep, startUncheckedPhotoSweep } from '../modules/photos/photos.jobs';
import { startSalesSync } from '../modules/sales/sales.jobs';
import { ebayListingTaxonomy, type TaxonomyDeps } from '../modules/taxonomy';
import { draftPricer, refreshPricingJob, type PricingDeps } from '../modules/pricing';
import { waitlistConfirmationJob } from '../modules/waitlist/waitlist.jobs';
import type { JobQueue } from './job-queue';

export type WorkerDeps = {
  config: Config;
  db: Db;
  jobs: JobQueue;
  photoStorage: PhotoStorage;
  /** The waitlist's confirmations are sent with it (SMTP_URL, or the outbox). */
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Pixels, OCR and the image models (src/adapters): the analysis and the photos' adult-content check use them. */
  engines: Engines;
  /** Uploads running in this process: the adult-content check waits for them to end (decision 035). */
  uploadActivity: UploadActivity;
  /** The analyzer the `items.analyze` jobs run (`defaultAnalyzer` over `engines` in createDeps). */
  analyze: Analyzer;
  /** eBay's categories and their rules: drafts are categorised with them (issue 14). */
  taxonomy: TaxonomyDeps;
  /** The pricing agent (issue 16): drafts are priced from the market, and re-priced after edits. */
  pricing: PricingDeps;
  /** eBay's client and posting's state: without them (no APP_SECRET) a worker leaves publishing to others. */
  ebay?: EbayDeps;
  posting?: PostingState;
};

/**
 * The configured provider (AI_PROVIDER and its settings) behind the AI engine's
 * entry point, working with `engines`. The AI module is imported on the first
 * analysis, not at start, and the engines start their threads (tesseract,
 * TensorFlow) on first use: a server with no jobs to run pays for neither.
 */
export function defaultAnalyzer(config: Config, logger: FastifyBaseLogger, engines: Engines): Analyzer {
  let analyzer: Promise<Analyzer> | undefined;
  const load = async (): Promise<Analyzer> => {
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
    return (photos, options) => analyzeItem(photos, { ...options, engine: engines, provider, productLookup });
  };
  return async (photos, options) => {
    analyzer ??= load();
    return (await analyzer)(photos, options);
  };
}

/**
 * Registers every worker of this process on a started queue: the server runs
 * them beside the API, `npm run worker` runs only them. AI_CONCURRENCY=0 leaves
 * the analysis and the photos' adult-content checks to other processes.
 * `analyze` lets a test choose another analyzer than the deps'.
 */
export async function startWorkers(deps: WorkerDeps, options: { analyze?: Analyzer } = {}): Promise<void> {
  const concurrency = deps.config.aiConcurrency;
  if (concurrency > 0) {
    const analyze = options.analyze ?? deps.analyze;
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
    // One check at a time: a photo takes a few hundred milliseconds on one core (decision 011),
    // after this process's uploads have ended (decision 035); photos left unchecked are swept.
    const { db, photoStorage, logger, engines, uploadActivity } = deps;
    await deps.jobs.work(photoSafetyJob({ db, photoStorage, logger, engines, uploadActivity }));
    await startUncheckedPhotoSweep({ db, jobs: deps.jobs, logger });
  }
  await deps.jobs.work(refreshPricingJob(deps.pricing));
  await deps.jobs.work(waitlistConfirmationJob({ db: deps.db, mailer: deps.mailer }));
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
      engines: deps.engines,
    };
    await deps.jobs.work(publishListingsJob(postingDeps), { concurrency: PUBLISH_CONCURRENCY });
    await deps.jobs.work(syncQuantityJob(postingDeps));
    await startSalesSync(postingDeps, deps.config.SALES_SYNC_MINUTES);
  }
  deps.logger.info({ aiConcurrency: concurrency, posting: Boolean(ebay && posting) }, 'job workers started');
}
