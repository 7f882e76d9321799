import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import { createEbayTaxonomy } from '../../adapters/ebay/ebay-taxonomy';
import type { EbayApiDeps } from '../ebay-connection';
import { TREE_CHECK_MS, type TaxonomyDeps } from './taxonomy.service';

/** The emulator's tree moves when a test or a tinkerer says so; a minute keeps that visible. */
const EMULATOR_CHECK_MS = 60_000;

export function createTaxonomyDeps(options: {
  db: Db;
  ebay: EbayApiDeps;
  logger: FastifyBaseLogger;
  checkEveryMs?: number;
}): TaxonomyDeps {
  const { ebay } = options;
  return {
    db: options.db,
    client: createEbayTaxonomy(ebay.bases, ebay.http, () => ebay.oauth.applicationToken()),
    now: ebay.now,
    checkEveryMs: options.checkEveryMs ?? (ebay.environment === 'emulator' ? EMULATOR_CHECK_MS : TREE_CHECK_MS),
    logger: options.logger,
  };
}
