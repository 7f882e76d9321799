import type { DailyTraffic } from './traffic-figures';

/** Traffic plus the purchases in the same period. */
export type TrafficTotals = DailyTraffic & { transactions: number };

type MetricDefinition = {
  localizedName: string;
  /** DataTypeEnum names; eBay's own values for each metric are UNVERIFIED. */
  dataType: 'INTEGER' | 'NUMBER';
  value: (t: TrafficTotals) => number;
};

const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100);
const impressions = (t: TrafficTotals): number => t.searchImpressions + t.storeImpressions;
const views = (t: TrafficTotals): number =>
  t.searchViews + t.storeViews + t.directViews + t.offEbayViews + t.otherEbayViews;

/**
 * The metrics getTrafficReport documents, from the emulated traffic. Views
 * are the sum of their sources; the click-through rate is search views per
 * search impression and the conversion rate transactions per view, both in
 * percent with two decimals.
 */
export const METRICS: Record<string, MetricDefinition> = {
  CLICK_THROUGH_RATE: {
    localizedName: 'Click-through rate',
    dataType: 'NUMBER',
    value: (t) => percent(t.searchViews, t.searchImpressions),
  },
  LISTING_IMPRESSION_SEARCH_RESULTS_PAGE: {
    localizedName: 'Impressions on search results pages',
    dataType: 'INTEGER',
    value: (t) => t.searchImpressions,
  },
  LISTING_IMPRESSION_STORE: {
    localizedName: 'Impressions in your store',
    dataType: 'INTEGER',
    value: (t) => t.storeImpressions,
  },
  LISTING_IMPRESSION_TOTAL: { localizedName: 'Total listing impressions', dataType: 'INTEGER', value: impressions },
  LISTING_VIEWS_SOURCE_DIRECT: { localizedName: 'Direct views', dataType: 'INTEGER', value: (t) => t.directViews },
  LISTING_VIEWS_SOURCE_OFF_EBAY: {
    localizedName: 'Views from outside eBay',
    dataType: 'INTEGER',
    value: (t) => t.offEbayViews,
  },
  LISTING_VIEWS_SOURCE_OTHER_EBAY: {
    localizedName: 'Views from other eBay pages',
    dataType: 'INTEGER',
    value: (t) => t.otherEbayViews,
  },
  LISTING_VIEWS_SOURCE_SEARCH_RESULTS_PAGE: {
    localizedName: 'Views from search results pages',
    dataType: 'INTEGER',
    value: (t) => t.searchViews,
  },
  LISTING_VIEWS_SOURCE_STORE: {
    localizedName: 'Views from your store',
    dataType: 'INTEGER',
    value: (t) => t.storeViews,
  },
  LISTING_VIEWS_TOTAL: { localizedName: 'Total listing views', dataType: 'INTEGER', value: views },
  SALES_CONVERSION_RATE: {
    localizedName: 'Sales conversion rate',
    dataType: 'NUMBER',
    value: (t) => percent(t.transactions, views(t)),
  },
  TOTAL_IMPRESSION_TOTAL: {
    localizedName: 'Total impressions',
    dataType: 'INTEGER',
    value: (t) => impressions(t) + t.offEbayImpressions,
  },
  TRANSACTION: { localizedName: 'Transactions', dataType: 'INTEGER', value: (t) => t.transactions },
};

/** Sorting on these is refused (50006), and TRANSACTION sorts descending only (50036), as the document says. */
export const UNSORTABLE = new Set(['SALES_CONVERSION_RATE']);
export const DESCENDING_ONLY = new Set(['TRANSACTION']);
