import { EbayStatusSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { CONNECTION_TEST_TIMEOUT_MS } from '../connect-schedule';
import { ebayKeys } from './ebay-keys';

/** The text of a status check that took longer than 5 s (spec part 1, section 8). */
export const STATUS_TIMEOUT_TEXT = 'eBay connection test timed out';

export class StatusTimeoutError extends Error {
  constructor() {
    super(STATUS_TIMEOUT_TEXT);
    this.name = 'StatusTimeoutError';
  }
}

/** GET /api/ebay/status: metadata only, never a token. Gives up after 5 s. */
export async function fetchEbayStatus(signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(CONNECTION_TEST_TIMEOUT_MS);
  try {
    return await apiFetch('/api/ebay/status', {
      schema: EbayStatusSchema,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // apiFetch reports an aborted fetch as a network error; the 5 s limit has its own text.
    if (timeout.aborted && !signal?.aborted) throw new StatusTimeoutError();
    throw error;
  }
}

export const ebayStatusQuery = queryOptions({
  queryKey: ebayKeys.status,
  queryFn: ({ signal }) => fetchEbayStatus(signal),
  retry: false,
});

export function useEbayStatus(options: { refetchInterval?: number; enabled?: boolean } = {}) {
  return useQuery({ ...ebayStatusQuery, ...options });
}
