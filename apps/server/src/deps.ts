import type { Database } from '@listlens/db';
import { createEngines } from './adapters/engines';
import { createMailer } from './adapters/mail/create-mailer';
import { createPhotoStorage } from './adapters/storage/create-storage';
import type { AppDeps } from './app';
import { createAuth } from './auth/auth';
import type { Config } from './config/config';
import { createRateLimiter } from './http/rate-limiter';
import { createLogger } from './http/logger';
import { createJobQueue } from './jobs/job-queue';
import { defaultAnalyzer } from './jobs/workers';
import { createProfile } from './modules/profile';
import { createUploadActivity } from './modules/photos';
import { createEbayDeps } from './modules/ebay-connection';
import {
  createPostingState,
  endListingsOfItems,
  findItemListingStates,
  findStockListings,
  quantitySyncWatch,
} from './modules/listings';
import { createTaxonomyDeps } from './modules/taxonomy';
import { createPricingDeps, sendPricingRefresh } from './modules/pricing';

/** Wires the default adapters around one database. Used by main.ts and by tests. */
export function createDeps(options: { config: Config; database: Database; secret: string; webDist?: string }): AppDeps {
  const { config, database, secret, webDist } = options;
  const db = database.db;
  const logger = createLogger(config);
  const auth = createAuth({
    logger,
    db,
    config,
    secret,
    listen: database.listen,
    onUserCreated: async (user) => {
      await createProfile(db, user);
    },
  });
  const ebay = createEbayDeps(config, db, secret);
  const jobs = createJobQueue({ database, logger });
  // Pixels (sharp), text (tesseract) and the image models (the vision thread): one set per
  // process, passed to the photos module and the analyzer; the threads start on first use.
  const engines = createEngines();
  return {
    config,
    database,
    db,
    auth,
    logger,
    rateLimiter: createRateLimiter(db),
    photoStorage: createPhotoStorage(config),
    ebay,
    taxonomy: createTaxonomyDeps({ db, ebay, logger }),
    pricing: createPricingDeps({ db, ebay, logger }),
    posting: createPostingState(config, db, secret),
    jobs,
    engines,
    uploadActivity: createUploadActivity(),
    analyze: defaultAnalyzer(config, logger, engines),
    stockWatch: quantitySyncWatch({ db, jobs, logger }),
    repriceItem: (userId, itemId) => sendPricingRefresh(jobs, userId, itemId),
    endItemListings: (userId, itemIds) => endListingsOfItems({ db, ebay }, userId, itemIds),
    itemListings: (userId, itemIds) => findItemListingStates({ db, jobs }, userId, itemIds),
    stockListings: (userId, skus) => findStockListings(db, userId, skus),
    mailer: createMailer(config, logger),
    webDist,
  };
}
