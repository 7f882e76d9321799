import { createTokenCipher } from '../../adapters/crypto/token-cipher';
import { ebayBasesFor, ebayKeysetFor } from '../../adapters/ebay/ebay-environment';
import { createEbayHttp, type EbayHttp } from '../../adapters/ebay/ebay-http';
import { createEbayOAuth, type EbayBases } from '../../adapters/ebay/ebay-oauth';
import type { Config } from '../../config/config';
import type { Db } from '@listlens/db';
import type { EbayConnectionDeps } from './ebay-connection.service';

export type EbayDeps = EbayConnectionDeps & { http: EbayHttp; bases: EbayBases };

/** The eBay side of the app: client, OAuth, token cipher and clock, for one environment. */
export function createEbayDeps(config: Config, db: Db, secret: string, now: () => Date = () => new Date()): EbayDeps {
  const http = createEbayHttp();
  const bases = ebayBasesFor(config);
  return {
    db,
    http,
    bases,
    cipher: createTokenCipher(secret),
    oauth: createEbayOAuth(bases, ebayKeysetFor(config), http),
    environment: config.EBAY_ENV,
    now,
  };
}
