import { splitFilter } from '../catalogue/query-parser';
import { apiError, type EbayApiError } from '../lib/ebay-errors';
import { DAY_MS } from './traffic-figures';
import { DESCENDING_ONLY, METRICS, UNSORTABLE } from './traffic-metrics';

export type TrafficQuery = {
  dimension: 'DAY' | 'LISTING';
  /** Upper-cased, in the order asked for (metric names are case-insensitive). */
  metrics: string[];
  listingIds?: string[];
  marketplaceId?: string;
  /** UTC day numbers (days since 1970-01-01), both included. */
  startDay: number;
  endDay: number;
  sort?: { metric: string; descending: boolean };
};

const fail = (errorId: number, message: string): EbayApiError => apiError('analytics', 400, errorId, message);

const FILTER_FIELDS = new Set(['date_range', 'listing_ids', 'marketplace_ids', 'traffic_source']);
/** Marketplaces the document lists for this call, and other eBay marketplaces it refuses (50023). */
const SUPPORTED_MARKETPLACES = new Set([
  'EBAY_AU',
  'EBAY_DE',
  'EBAY_ES',
  'EBAY_FR',
  'EBAY_GB',
  'EBAY_IT',
  'EBAY_US',
  'EBAY_MOTORS_US',
]);
const OTHER_MARKETPLACES = new Set(['EBAY_AT', 'EBAY_BE', 'EBAY_CA', 'EBAY_CH', 'EBAY_IE', 'EBAY_NL', 'EBAY_PL']);
const MAX_LISTING_IDS = 200;
const MAX_RANGE_DAYS = 90;
const EARLIEST_DAYS_BACK = 730;

/** `YYYYMMDD`, or ISO 8601 with an offset whose time part eBay drops; a UTC day number. */
function parseDay(text: string): number | undefined {
  const match =
    /^(\d{4})(\d{2})(\d{2})$/.exec(text) ?? /^(\d{4})-(\d{2})-(\d{2})T[\d:.]+(?:Z|[+-]\d{2}:\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return undefined;
  return at / DAY_MS;
}

function parseDateRange(raw: string | undefined, today: number): { startDay: number; endDay: number } {
  if (raw === undefined) throw fail(50031, 'Date range is required.');
  const cut = raw.indexOf('..');
  if (!raw.startsWith('[') || !raw.endsWith(']') || cut < 0) {
    throw fail(50033, `Invalid date range filter format ${raw}.`);
  }
  const startDay = parseDay(raw.slice(1, cut));
  if (startDay === undefined) throw fail(50013, 'Invalid date range format - Start Date. The format is yyyyMMdd.');
  const endDay = parseDay(raw.slice(cut + 2, -1));
  if (endDay === undefined) throw fail(50014, 'Invalid date range format - End Date. The format is yyyyMMdd.');
  if (startDay > endDay) throw fail(50004, 'Invalid date range. Start date must be before or equal to end date.');
  if (startDay > today || endDay > today)
    throw fail(50018, 'Neither the start date nor the end date can be in the future.');
  if (endDay - startDay + 1 > MAX_RANGE_DAYS) {
    throw fail(
      50026,
      `The date range is too long. The date range must be less than or equal to ${MAX_RANGE_DAYS} days.`,
    );
  }
  if (startDay < today - EARLIEST_DAYS_BACK) {
    const earliest = new Date((today - EARLIEST_DAYS_BACK) * DAY_MS).toISOString().slice(0, 10);
    throw fail(
      50025,
      `The start date is too far in the past. The start date must be less than or equal to ${earliest}.`,
    );
  }
  return { startDay, endDay };
}

/** `{a|b}` to its members; undefined when the braces are missing. */
function parseSet(raw: string): string[] | undefined {
  if (!raw.startsWith('{') || !raw.endsWith('}')) return undefined;
  return raw
    .slice(1, -1)
    .split('|')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function parseListingIds(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  const ids = parseSet(raw);
  if (ids === undefined) throw fail(50034, `Invalid listing ids filter format ${raw}.`);
  if (ids.length === 0) throw fail(50027, "The 'listing_id' value is empty.");
  if (ids.length > MAX_LISTING_IDS) {
    throw fail(
      50028,
      `The maximum number of listing IDs has been exceeded. The maximum number of listing IDs is ${MAX_LISTING_IDS}.`,
    );
  }
  const invalid = ids.find((id) => !/^\d{1,19}$/.test(id));
  if (invalid !== undefined) throw fail(50029, `Invalid listing ID ${invalid}.`);
  return [...new Set(ids)];
}

function parseMarketplace(raw: string | undefined, dimension: string): string | undefined {
  if (raw === undefined) {
    if (dimension === 'DAY') throw fail(50022, 'Specify at least one marketplace ID.');
    return undefined;
  }
  const ids = parseSet(raw) ?? [raw];
  const [marketplaceId] = ids;
  if (ids.length !== 1 || marketplaceId === undefined) throw fail(50022, 'Specify one marketplace ID.');
  if (SUPPORTED_MARKETPLACES.has(marketplaceId)) return marketplaceId;
  if (OTHER_MARKETPLACES.has(marketplaceId)) {
    throw fail(50023, `The marketplace ID ${marketplaceId} is not supported by this call.`);
  }
  throw fail(50024, `The marketplace ID ${marketplaceId} is not valid.`);
}

function parseSort(raw: string | undefined, metrics: readonly string[]): TrafficQuery['sort'] {
  if (raw === undefined || raw.trim() === '') return undefined;
  const descending = raw.trim().startsWith('-');
  const metric = raw.trim().replace(/^-/, '').toUpperCase();
  if (!(metric in METRICS) || UNSORTABLE.has(metric))
    throw fail(50006, `The sort field value ${raw} is not supported.`);
  if (!metrics.includes(metric))
    throw fail(50035, 'Requested sort field is not part of the list of metrics requested.');
  if (DESCENDING_ONLY.has(metric) && !descending) {
    throw fail(50036, `ascending sort order is not supported for ${metric} metric.`);
  }
  return { metric, descending };
}

/**
 * getTrafficReport's query parameters, checked in the order a client's
 * mistakes are most useful to hear about, with the document's error ids.
 */
export function parseTrafficQuery(query: Record<string, string | undefined>, now: number): TrafficQuery {
  const { dimension, metric, filter, sort } = query;
  if ([dimension, metric, filter, sort].every((value) => value === undefined)) {
    throw fail(50009, 'The call requires at least one URI query parameter.');
  }
  if (dimension !== 'DAY' && dimension !== 'LISTING') {
    throw fail(50001, `Invalid dimension ${dimension ?? '(none)'} specified. Use DAY or LISTING.`);
  }
  const metrics = (metric ?? '')
    .split(',')
    .map((name) => name.trim().toUpperCase())
    .filter((name) => name !== '');
  if (metrics.length === 0) throw fail(50008, 'The call requires at least one metric.');
  const unknown = metrics.find((name) => !(name in METRICS));
  if (unknown !== undefined) throw fail(50002, `Invalid metric ${unknown} specified.`);
  if (filter === undefined || filter.trim() === '') throw fail(50005, 'No filter is specified, which is required.');

  const fields = splitFilter(filter);
  const unknownField = [...fields.keys()].find((name) => !FILTER_FIELDS.has(name));
  if (unknownField !== undefined) throw fail(50021, `Invalid filter field ${unknownField} specified.`);
  const today = Math.floor(now / DAY_MS);
  const range = parseDateRange(fields.get('date_range'), today);
  const marketplaceId = parseMarketplace(fields.get('marketplace_ids'), dimension);
  const listingIds = parseListingIds(fields.get('listing_ids'));
  const order = parseSort(sort, metrics);
  return {
    dimension,
    metrics: [...new Set(metrics)],
    ...range,
    ...(marketplaceId === undefined ? {} : { marketplaceId }),
    ...(listingIds === undefined ? {} : { listingIds }),
    ...(order === undefined ? {} : { sort: order }),
  };
}
