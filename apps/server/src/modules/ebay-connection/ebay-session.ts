import { EbayApiError } from '../../adapters/ebay/ebay-errors';
import { getValidAccessToken } from './ebay-connection.service';
import { findConnection, updateAccessToken } from './ebay-connection.repository';
import type { EbayDeps } from './ebay-deps';

export type EbaySession = {
  /** Runs one eBay call with the seller's token; a 401 refreshes the token once and runs it again. */
  run: <T>(call: (token: string) => Promise<T>) => Promise<T>;
};

/**
 * A seller's token for a run of eBay calls. The token comes from
 * getValidAccessToken, the one way to get one. eBay can expire or revoke a
 * token before the expiry we stored (a 401 'Invalid access token' mid-publish):
 * the stored expiry is then set to now, so getValidAccessToken refreshes it,
 * and the call is tried once more. A refresh that fails clears the connection
 * and says so (ebay_not_connected).
 */
export function createEbaySession(ebay: EbayDeps, userId: string): EbaySession {
  let token: string | undefined;
  return {
    async run(call) {
      token ??= await getValidAccessToken(ebay, userId);
      try {
        return await call(token);
      } catch (error) {
        if (!(error instanceof EbayApiError) || error.status !== 401) throw error;
        const row = await findConnection(ebay.db, userId);
        if (row) await updateAccessToken(ebay.db, userId, row.accessTokenEncrypted, ebay.now());
        token = await getValidAccessToken(ebay, userId);
        return call(token);
      }
    },
  };
}
