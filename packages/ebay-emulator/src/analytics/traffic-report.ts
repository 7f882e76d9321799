import { apiError } from '../lib/ebay-errors';
import type { SellerState, StoredListing } from '../state/sellers';
import { addTraffic, DAY_MS, NO_TRAFFIC, trafficOnDay } from './traffic-figures';
import { METRICS, type TrafficTotals } from './traffic-metrics';
import type { TrafficQuery } from './traffic-query';

/** Without listing_ids a LISTING report holds at most 200 listings (the document's `dimension` text). */
const MAX_LISTINGS = 200;
const MARKETPLACE_ID = 'EBAY_US';

const cell = (value: string | number) => ({ value, applicable: true });
const dayKey = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10).replaceAll('-', '');

/** Purchases of a listing (line items of the seller's orders) made in [from, to). */
function transactions(seller: SellerState, listingIds: ReadonlySet<string>, from: number, to: number): number {
  let count = 0;
  for (const order of seller.orders) {
    const at = Date.parse(order.creationDate);
    if (at < from || at >= to) continue;
    count += order.lineItems.filter((line) => listingIds.has(line.legacyItemId)).length;
  }
  return count;
}

/** Traffic of some listings over some days; every buyer viewed the listing first, so purchases add views. */
function totals(seller: SellerState, listings: readonly StoredListing[], days: readonly number[], now: number) {
  let traffic = NO_TRAFFIC;
  for (const listing of listings) {
    for (const day of days) traffic = addTraffic(traffic, trafficOnDay(listing, day, now));
  }
  const first = days[0] ?? 0;
  const last = days[days.length - 1] ?? first;
  const ids = new Set(listings.map((listing) => listing.listingId));
  const bought = transactions(seller, ids, first * DAY_MS, Math.min((last + 1) * DAY_MS, now + 1));
  const result: TrafficTotals = { ...traffic, directViews: traffic.directViews + bought, transactions: bought };
  return result;
}

/** Live at some point of [from, to]; a listing that went live just now is reported, with zeros. */
function liveDuring(listing: StoredListing, from: number, to: number): boolean {
  return listing.startedAt <= to && (listing.endedAt ?? Infinity) > from;
}

function pickListings(seller: SellerState, query: TrafficQuery, from: number, to: number): StoredListing[] {
  const onMarketplace = (query.marketplaceId ?? MARKETPLACE_ID) === MARKETPLACE_ID;
  if (query.listingIds) {
    return query.listingIds.map((listingId) => {
      const listing = seller.listings.get(listingId);
      if (!listing || !onMarketplace) {
        throw apiError('analytics', 400, 50030, `Data for the listing ID ${listingId} could not be found.`);
      }
      return listing;
    });
  }
  if (!onMarketplace) return [];
  return [...seller.listings.values()]
    .filter((listing) => liveDuring(listing, from, to))
    .sort((a, b) => a.listingId.localeCompare(b.listingId))
    .slice(0, MAX_LISTINGS);
}

type Row = { key: string; totals: TrafficTotals };

function sortRows(rows: Row[], sort: TrafficQuery['sort']): Row[] {
  if (!sort) return rows;
  const metric = METRICS[sort.metric];
  if (!metric) return rows;
  return [...rows].sort((a, b) => {
    const difference = metric.value(a.totals) - metric.value(b.totals);
    return (sort.descending ? -difference : difference) || a.key.localeCompare(b.key);
  });
}

/**
 * getTrafficReport for one seller: per listing (LISTING) or per day (DAY),
 * the requested metrics in the requested order, from the emulated traffic
 * of the seller's listings and their purchases. Data is current up to `now`.
 */
export function trafficReport(seller: SellerState, query: TrafficQuery, now: number) {
  const today = Math.floor(now / DAY_MS);
  const lastDay = Math.min(query.endDay, today);
  const days: number[] = [];
  for (let day = query.startDay; day <= lastDay; day += 1) days.push(day);
  const from = query.startDay * DAY_MS;
  const to = Math.min((lastDay + 1) * DAY_MS, now);
  const listings = pickListings(seller, query, from, to);

  const rows: Row[] =
    query.dimension === 'LISTING'
      ? listings.map((listing) => ({ key: listing.listingId, totals: totals(seller, [listing], days, now) }))
      : days.map((day) => ({ key: dayKey(day), totals: totals(seller, listings, [day], now) }));
  const sorted = sortRows(rows, query.sort);
  const metricDefinitions = query.metrics.map((key) => ({ key, ...METRICS[key] }));

  return {
    ...(query.dimension === 'LISTING'
      ? {
          dimensionMetadata: [
            {
              metadataHeader: {
                key: 'LISTING_ID',
                metadataKeys: [{ key: 'LISTING_TITLE', localizedName: 'Listing title', dataType: 'STRING' }],
              },
              metadataRecords: listings.map((listing) => ({
                value: cell(listing.listingId),
                metadataValues: [cell(seller.items.get(listing.sku)?.product?.title ?? listing.sku)],
              })),
            },
          ],
        }
      : {}),
    header: {
      dimensionKeys: [
        query.dimension === 'LISTING'
          ? { key: 'LISTING_ID', localizedName: 'Listing ID', dataType: 'STRING' }
          : { key: 'DAY', localizedName: 'Day', dataType: 'DATE' },
      ],
      metrics: metricDefinitions.map(({ key, localizedName, dataType }) => ({ key, localizedName, dataType })),
    },
    records: sorted.map((row) => ({
      dimensionValues: [cell(row.key)],
      metricValues: metricDefinitions.map((metric) => cell(metric.value?.(row.totals) ?? 0)),
    })),
    startDate: new Date(from).toISOString(),
    endDate: new Date(Math.min((query.endDay + 1) * DAY_MS - 1000, now)).toISOString(),
    lastUpdatedDate: new Date(now).toISOString(),
  };
}
