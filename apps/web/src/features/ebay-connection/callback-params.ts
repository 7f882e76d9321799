import type { EbayCallback } from '@listlens/shared';

/** The query eBay sends the seller back with (spec part 1, section 2): code, state, error, error_description. */
export function readEbayCallbackParams(search: string): EbayCallback {
  const query = new URLSearchParams(search);
  const params: EbayCallback = {};
  for (const key of ['code', 'state', 'error', 'error_description'] as const) {
    const value = query.get(key);
    if (value !== null && value !== '') params[key] = value;
  }
  return params;
}
