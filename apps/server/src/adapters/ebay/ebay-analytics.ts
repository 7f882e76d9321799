import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The Sell Analytics API's getTrafficReport (sell_analytics_v1_oas3.json,
// `/traffic_report`), by listing: what the sales sync stores on each listing.

/** The metrics ListLens reads, in the order they are asked for. */
export const TRAFFIC_METRICS = [
  'LISTING_VIEWS_TOTAL',
  'LISTING_IMPRESSION_TOTAL',
  'CLICK_THROUGH_RATE',
  'TRANSACTION',
] as const;

/** The document: at most 200 listing ids a call, and a date range of at most 90 days. */
export const TRAFFIC_LISTINGS_PER_CALL = 200;
export const TRAFFIC_RANGE_DAYS = 90;

const DAY_MS = 86_400_000;

/**
 * One listing's figures over the report's period. A metric eBay did not
 * report (missing, or `applicable: false`) is null, never 0.
 */
export type ListingTraffic = {
  views: number | null;
  impressions: number | null;
  /** Percent, as eBay gives it (search views per search impression). */
  clickThroughRate: number | null;
  transactions: number | null;
};

type Cell = { value?: unknown; applicable?: boolean };
type TrafficReport = {
  header?: { dimensionKeys?: { key?: string }[]; metrics?: { key?: string }[] };
  records?: { dimensionValues?: Cell[]; metricValues?: Cell[] }[];
  lastUpdatedDate?: string;
};

/** `YYYYMMDD` of a UTC day, the date_range form the document shows. */
const ymd = (at: Date): string => at.toISOString().slice(0, 10).replaceAll('-', '');

function figure(cell: Cell | undefined): number | null {
  if (!cell || cell.applicable === false) return null;
  if (typeof cell.value !== 'number' && (typeof cell.value !== 'string' || cell.value.trim() === '')) return null;
  const value = Number(cell.value);
  return Number.isFinite(value) ? value : null;
}

/** The report's records by listing id, read through its header (metrics come back in the header's order). */
export function readTrafficReport(report: TrafficReport | undefined): Map<string, ListingTraffic> {
  const keys = (report?.header?.metrics ?? []).map((metric) => String(metric.key ?? '').toUpperCase());
  const at = (name: string) => keys.indexOf(name);
  const out = new Map<string, ListingTraffic>();
  for (const record of report?.records ?? []) {
    const listingId = record.dimensionValues?.[0]?.value;
    if (listingId === undefined || listingId === null) continue;
    const values = record.metricValues ?? [];
    out.set(String(listingId), {
      views: figure(values[at('LISTING_VIEWS_TOTAL')]),
      impressions: figure(values[at('LISTING_IMPRESSION_TOTAL')]),
      clickThroughRate: figure(values[at('CLICK_THROUGH_RATE')]),
      transactions: figure(values[at('TRANSACTION')]),
    });
  }
  return out;
}

export function createEbayAnalytics(bases: EbayBases, http: EbayHttp) {
  const base = `${bases.api}/sell/analytics/v1`;
  return {
    /**
     * Traffic of the given listings over the last 90 days up to `today` (the
     * longest range the call takes; eBay counts a listing only while it is
     * live, so a younger listing's figures are its whole life), 200 ids a call.
     */
    async listingTraffic(
      token: string,
      listingIds: readonly string[],
      today: Date,
    ): Promise<Map<string, ListingTraffic>> {
      const out = new Map<string, ListingTraffic>();
      const from = new Date(today.getTime() - (TRAFFIC_RANGE_DAYS - 1) * DAY_MS);
      for (let i = 0; i < listingIds.length; i += TRAFFIC_LISTINGS_PER_CALL) {
        const batch = listingIds.slice(i, i + TRAFFIC_LISTINGS_PER_CALL);
        const query = new URLSearchParams({
          dimension: 'LISTING',
          metric: TRAFFIC_METRICS.join(','),
          filter: `marketplace_ids:{EBAY_US},listing_ids:{${batch.join('|')}},date_range:[${ymd(from)}..${ymd(today)}]`,
        });
        const { body } = await http<TrafficReport>({
          url: `${base}/traffic_report?${query}`,
          authorization: `Bearer ${token}`,
        });
        for (const [id, traffic] of readTrafficReport(body)) out.set(id, traffic);
      }
      return out;
    },
  };
}

export type EbayAnalytics = ReturnType<typeof createEbayAnalytics>;
