import { StartEbayConnectResultSchema } from '@listlens/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/ebay/connect: a fresh single-use state and eBay's consent page URL. */
export const startEbayConnect = (returnPath: string, signal?: AbortSignal) =>
  apiFetch('/api/ebay/connect', {
    method: 'POST',
    body: { returnPath },
    schema: StartEbayConnectResultSchema,
    signal,
  });
