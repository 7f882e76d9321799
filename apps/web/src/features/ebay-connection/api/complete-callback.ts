import { EbayCallbackResultSchema, type EbayCallback } from '@listlens/shared';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/ebay/callback: the server checks the state and exchanges the code. No token comes back. */
export const completeEbayCallback = (params: EbayCallback, signal?: AbortSignal) =>
  apiFetch('/api/ebay/callback', { method: 'POST', body: params, schema: EbayCallbackResultSchema, signal });
