import type { EbayApi } from '../lib/ebay-errors';

const PREFIXES: readonly (readonly [string, EbayApi])[] = [
  ['/sell/inventory/', 'inventory'],
  ['/sell/account/', 'account'],
  ['/sell/fulfillment/', 'fulfillment'],
  ['/sell/metadata/', 'metadata'],
  ['/sell/analytics/', 'analytics'],
  ['/commerce/taxonomy/', 'taxonomy'],
  ['/commerce/identity/', 'identity'],
  ['/commerce/notification/', 'notification'],
  ['/buy/browse/', 'browse'],
  ['/buy/marketplace_insights/', 'insights'],
];

/** Which eBay API a path (below the emulator prefix) belongs to, for errors raised before a route runs. */
export function apiForPath(path: string): EbayApi | undefined {
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1];
}

export const TOKEN_PATH = '/identity/v1/oauth2/token';
