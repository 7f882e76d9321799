import type { Item, ItemListing, ItemMarket, RecentItem } from '@listlens/shared';

/**
 * Rows of the items and listings tables arrive as `to_jsonb(row)`, so a column
 * that the owning issue named or typed a little differently (text[] or jsonb,
 * numeric or real) still reads; a column that is missing reads as empty.
 */
export type JsonRow = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const int = (v: unknown): number => Math.max(0, Math.round(num(v) ?? 0));

const iso = (v: unknown): string | null => {
  if (typeof v !== 'string' && !(v instanceof Date)) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
};

/** A list of strings from text[], a jsonb array, or a comma-separated string. */
export function stringList(v: unknown): string[] {
  if (typeof v === 'string')
    return v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (!Array.isArray(v)) return [];
  return v
    .map((entry) => (typeof entry === 'object' && entry !== null ? (entry as JsonRow).url : entry))
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
}

/** Item specifics as name to text; a list value becomes 'a, b'. */
function specifics(v: unknown): Record<string, string> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return {};
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(v as JsonRow)) {
    const shown = Array.isArray(value)
      ? stringList(value).join(', ')
      : text(typeof value === 'number' ? String(value) : value);
    if (shown) out[name] = shown;
  }
  return out;
}

const object = (v: unknown): JsonRow | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as JsonRow) : null;

/**
 * The market figures the items module keeps with the analysis
 * (ai_analysis.market_comparisons: suggested_price, min, max, has_market_data),
 * plus the sold-listing figures a pricing source may add to it.
 */
function market(v: unknown): ItemMarket | null {
  const m = object(v);
  if (!m) return null;
  const points = num(m.data_points ?? m.market_data_points);
  return {
    has_market_data: m.has_market_data === true,
    suggested_price: num(m.suggested_price),
    min: num(m.min),
    max: num(m.max),
    data_points: points === null ? null : int(points),
    average_sold_price: num(m.average_sold_price),
    median_sold_price: num(m.median_sold_price),
  };
}

function analysis(v: unknown): Item['ai_analysis'] {
  const a = object(v) ?? {};
  const required = stringList(a.required_aspects ?? a.requiredAspects);
  return {
    key_features: stringList(a.key_features ?? a.keyFeatures),
    ebay_item_specifics: specifics(a.ebay_item_specifics ?? a.item_specifics),
    ...(required.length > 0 ? { required_aspects: required } : {}),
    market: market(a.market_comparisons),
  };
}

export function toItem(row: JsonRow): Item {
  const images = stringList(row.images);
  const primary = text(row.primary_image_url) ?? images[0] ?? null;
  const confidence = num(row.ai_confidence);
  return {
    id: String(row.id),
    title: text(row.title),
    description: text(row.description),
    brand: text(row.brand),
    category: text(row.category),
    size: text(row.size),
    condition: text(row.condition),
    color: text(row.color),
    model_number: text(row.model_number),
    images: primary && !images.includes(primary) ? [primary, ...images] : images,
    primary_image_url: primary,
    suggested_price: num(row.suggested_price),
    final_price: num(row.final_price),
    price_range_min: num(row.price_range_min),
    price_range_max: num(row.price_range_max),
    ai_confidence: confidence === null ? null : Math.min(1, Math.max(0, confidence)),
    ai_analysis: analysis(row.ai_analysis),
    ai_suggested_keywords: stringList(row.ai_suggested_keywords),
    created_at: iso(row.created_at) ?? new Date(0).toISOString(),
  };
}

export function toRecentItem(row: JsonRow): RecentItem {
  const item = toItem(row);
  return { id: item.id, title: item.title, imageUrl: item.primary_image_url, suggestedPrice: item.suggested_price };
}

// Only a web address becomes a link on the page (never javascript: or data:).
const webAddress = (v: string | null) => (v && /^https?:\/\//i.test(v) ? v : null);

export function toListing(row: JsonRow): ItemListing {
  return {
    id: String(row.id),
    status: text(row.status) ?? 'draft',
    platforms: stringList(row.platforms),
    listed_at: iso(row.listed_at),
    total_views: int(row.total_views),
    total_watchers: int(row.total_watchers),
    total_messages: int(row.total_messages),
    url: webAddress(text(row.listing_url) ?? text(row.item_web_url) ?? text(row.url)),
  };
}
