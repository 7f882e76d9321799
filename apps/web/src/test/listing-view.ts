import type { ListingView } from '@listlens/shared';

/** Item item-1 (SKU JKT-1) live on eBay, as the listings API describes it; `over` changes what a test needs. */
export const liveListing = (over: Partial<ListingView> = {}): ListingView => ({
  id: 'l1',
  itemId: 'item-1',
  sku: 'JKT-1',
  status: 'active',
  platforms: ['ebay'],
  listedAt: '2026-01-01T00:00:00.000Z',
  price: 64.99,
  businessPolicies: {},
  ebayOfferId: '1',
  ebayListingId: '110550000001',
  url: 'https://www.ebay.com/itm/110550000001',
  totalViews: 12,
  totalWatchers: null,
  totalMessages: null,
  totalImpressions: 640,
  clickThroughRate: 1.25,
  totalTransactions: 0,
  trafficUpdatedAt: '2026-01-02T00:00:00.000Z',
  error: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
