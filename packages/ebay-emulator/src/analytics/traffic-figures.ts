import { createPrng, hashString } from '../lib/prng';

export const DAY_MS = 86_400_000;

/** One listing's traffic on one day, by source. */
export type DailyTraffic = {
  searchImpressions: number;
  storeImpressions: number;
  offEbayImpressions: number;
  searchViews: number;
  storeViews: number;
  directViews: number;
  offEbayViews: number;
  otherEbayViews: number;
};

export const NO_TRAFFIC: DailyTraffic = {
  searchImpressions: 0,
  storeImpressions: 0,
  offEbayImpressions: 0,
  searchViews: 0,
  storeViews: 0,
  directViews: 0,
  offEbayViews: 0,
  otherEbayViews: 0,
};

/**
 * Deterministic traffic of a listing on the `age`-th day of its life (0 is
 * the day it went live). Each listing has its own appeal (0.6 to 1.6, from
 * its id); a new listing gets a boost in search that fades over its first
 * two weeks, so daily figures fall a little while the totals keep growing
 * with the listing's age. `share` is the part of the day the listing was
 * live (a listing that started at noon has half a first day; today counts up
 * to the current time), so figures grow as the clock moves.
 */
export function dailyTraffic(listingId: string, age: number, share: number): DailyTraffic {
  if (share <= 0) return NO_TRAFFIC;
  const appeal = 0.6 + (hashString(`appeal:${listingId}`) % 1000) / 1000;
  const prng = createPrng(hashString(`traffic:${listingId}:${age}`));
  const jitter = () => 0.7 + 0.6 * prng.next();
  const boost = 1 + 1.5 * Math.exp(-age / 5);
  const scaled = (base: number) => Math.round(share * appeal * base * jitter());
  const searchImpressions = Math.round(share * appeal * 55 * boost * jitter());
  const clickThrough = 0.008 + 0.012 * appeal;
  const storeImpressions = scaled(6);
  return {
    searchImpressions,
    storeImpressions,
    offEbayImpressions: scaled(5),
    searchViews: Math.round(searchImpressions * clickThrough * jitter()),
    storeViews: Math.round(storeImpressions * 0.12 * jitter()),
    directViews: scaled(1.2),
    offEbayViews: scaled(0.6),
    otherEbayViews: scaled(0.9),
  };
}

export function addTraffic(a: DailyTraffic, b: DailyTraffic): DailyTraffic {
  return {
    searchImpressions: a.searchImpressions + b.searchImpressions,
    storeImpressions: a.storeImpressions + b.storeImpressions,
    offEbayImpressions: a.offEbayImpressions + b.offEbayImpressions,
    searchViews: a.searchViews + b.searchViews,
    storeViews: a.storeViews + b.storeViews,
    directViews: a.directViews + b.directViews,
    offEbayViews: a.offEbayViews + b.offEbayViews,
    otherEbayViews: a.otherEbayViews + b.otherEbayViews,
  };
}

/**
 * A listing's traffic on one calendar day (UTC day number), counting only
 * the time it was live that day and up to `now`.
 */
export function trafficOnDay(
  listing: { listingId: string; startedAt: number; endedAt?: number },
  day: number,
  now: number,
): DailyTraffic {
  const dayStart = day * DAY_MS;
  const from = Math.max(dayStart, listing.startedAt);
  const to = Math.min(dayStart + DAY_MS, listing.endedAt ?? Infinity, now);
  if (to <= from) return NO_TRAFFIC;
  const age = day - Math.floor(listing.startedAt / DAY_MS);
  return dailyTraffic(listing.listingId, age, (to - from) / DAY_MS);
}
