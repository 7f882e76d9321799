import type { FastifyBaseLogger } from 'fastify';
import { POLICY_CACHE_MS, type BusinessPolicies } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { Engines } from '../../adapters/engines';
import type { PhotoStorage } from '../../adapters/storage/photo-storage';
import type { Config } from '../../config/config';
import type { RateLimiter } from '../../http/rate-limiter';
import type { JobQueue } from '../../jobs/job-queue';
import type { EbayDeps } from '../ebay-connection';
import type { TaxonomyDeps } from '../taxonomy';
import { createPhotoLinks, type PhotoLinks } from './photo-links';

/**
 * What posting keeps besides the database: the photo links it signs, the
 * business-policy cache (DESIGN section 8: 10 minutes, 5 for the emulator),
 * the sellers whose inventory location is known to exist, and where a new
 * location ships from. Caches are per process and only save calls; another
 * instance that lacks them asks eBay again.
 */
export type PostingState = {
  photoLinks: PhotoLinks;
  policyCache: Map<string, { value: BusinessPolicies; expiresAt: number }>;
  policyCacheMs: number;
  knownLocations: Set<string>;
  location: { postalCode: string; country: string };
  environment: Config['EBAY_ENV'];
};

export function createPostingState(config: Config, db: Db, secret: string): PostingState {
  return {
    photoLinks: createPhotoLinks({ config, secret, db }),
    policyCache: new Map(),
    policyCacheMs: config.EBAY_ENV === 'emulator' ? POLICY_CACHE_MS.emulator : POLICY_CACHE_MS.real,
    knownLocations: new Set(),
    location: { postalCode: config.EBAY_LOCATION_POSTAL_CODE, country: config.EBAY_LOCATION_COUNTRY },
    environment: config.EBAY_ENV,
  };
}

/** The parts the listing services use; routes and workers assemble it from theirs. */
export type PostingDeps = {
  db: Db;
  ebay: EbayDeps;
  jobs: JobQueue;
  posting: PostingState;
  /** Photo files: a photo the adult-content job has not scored yet is scored before it is posted. */
  photoStorage: PhotoStorage;
  /** The image models: that score comes from `engines.vision` (the vision thread by default). */
  engines: Pick<Engines, 'vision'>;
  logger: FastifyBaseLogger;
  /** eBay's category rules: a Post is checked against them before any eBay call (issue 14). */
  taxonomy: TaxonomyDeps;
};

export type PostingRequestDeps = PostingDeps & { rateLimiter: RateLimiter };
