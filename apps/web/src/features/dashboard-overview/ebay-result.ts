import { EBAY_CONNECTED_BANNER_MS, EBAY_ERROR_BANNER_MS, DASHBOARD_TEXT, ebayErrorText } from '@listlens/shared';

export type EbayBanner = { kind: 'success' | 'error'; text: string; ms: number };

/** The error as it came, decoded once more when it was encoded twice on its way back. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * The banner the ebay_connected / ebay_error query parameters ask for (spec
 * part 3, section 2): green for 10 s, or red for 15 s with the decoded error.
 */
export function ebayBannerFor(params: URLSearchParams): EbayBanner | null {
  const error = params.get('ebay_error');
  if (error !== null)
    return { kind: 'error', text: ebayErrorText(decoded(error) || 'unknown error'), ms: EBAY_ERROR_BANNER_MS };
  if (params.get('ebay_connected') === 'true')
    return { kind: 'success', text: DASHBOARD_TEXT.ebayConnected, ms: EBAY_CONNECTED_BANNER_MS };
  return null;
}
