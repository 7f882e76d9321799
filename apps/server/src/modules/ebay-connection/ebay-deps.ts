import { createTokenCipher } from '../../adapters/crypto/token-cipher';
import { ebayBasesFor, ebayKeysetFor } from '../../adapters/ebay/ebay-environment';
import { createEbayHttp, type EbayHttp } from '../../adapters/ebay/ebay-http';
import { createEbayOAuth, type EbayBases } from '../../adapters/ebay/ebay-oauth';
import type { Config } from '../../config/config';
import type { Db } from '@listlens/db';
import type { EbayConnectionDeps } from './ebay-connection.service';

export type EbayDeps = EbayConnectionDeps & { http: EbayHttp; bases: EbayBases };

/** What calls eBay with the application's own token: no seller's token, so no secret needed. */
export type EbayApiDeps = Pick<EbayDeps, 'http' | 'bases' | 'oauth' | 'environment' | 'now'>;

export function createEbayApiDeps(config: Config, now: () => Date = () => new Date()): EbayApiDeps {
  const http = createEbayHttp();
  const bases = ebayBasesFor(config);
  return { http, bases, oauth: createEbayOAuth(bases, ebayKeysetFor(config), http), environment: config.EBAY_ENV, now };
}

/** The eBay side of the app: client, OAuth, token cipher and clock, for one environment. */
export function createEbayDeps(config: Config, db: Db, secret: string, now: () => Date = () => new Date()): EbayDeps {
  return { ...createEbayApiDeps(config, now), db, cipher: createTokenCipher(secret) };
}
