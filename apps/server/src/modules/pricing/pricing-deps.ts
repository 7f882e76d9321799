import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import { createEbayHttp } from '../../adapters/ebay/ebay-http';
import { createEbayMarket } from '../../adapters/ebay/ebay-market';
import type { EbayApiDeps } from '../ebay-connection';
import type { PricingDeps } from './pricing.service';

/** Spec part 3, section 9: the market search is retried 2 times with a 1 s base delay. */
export const MARKET_RETRY = { retries: 2, baseMs: 1000 } as const;

export function createPricingDeps(options: { db: Db; ebay: EbayApiDeps; logger: FastifyBaseLogger }): PricingDeps {
  const { ebay } = options;
  const http = createEbayHttp({ retry: MARKET_RETRY });
  return {
    db: options.db,
    market: createEbayMarket(ebay.bases, http, (scopes) => ebay.oauth.applicationToken(scopes)),
    logger: options.logger,
    now: ebay.now,
  };
}
