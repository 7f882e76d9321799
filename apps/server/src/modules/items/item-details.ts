import type { Item, ItemMarket, RecentItem } from '@listlens/shared';
import { analysisOf } from './item-record';
import type { ItemRow, RecentItemRow } from './items.repository';

// The item as the dashboard and the details page show it (spec part 3,
// sections 2 and 3), from the typed row.

const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** Item specifics as name to text: a list value reads 'a, b'. */
function specificsText(specifics: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(specifics)
      .map(([name, values]) => [name, values.join(', ')] as const)
      .filter(([, text]) => text !== ''),
  );
}

function marketOf(row: ItemRow): ItemMarket | null {
  const market = analysisOf(row).market_comparisons;
  if (!market) return null;
  return {
    has_market_data: market.has_market_data,
    suggested_price: market.suggested_price,
    min: market.min,
    max: market.max,
    // The pricing agent's figures (issue 16), when it priced the item.
    data_points: market.data_points ?? null,
    average_sold_price: market.average_sold_price ?? null,
    median_sold_price: market.median_sold_price ?? null,
  };
}

export function toDetailsItem(row: ItemRow): Item {
  const analysis = analysisOf(row);
  const keyFeatures = (row.aiAnalysis as { key_features?: unknown }).key_features;
  const primary = row.primaryImageUrl ?? row.images[0] ?? null;
  const required = analysis.ebay_aspects.filter((a) => a.importance === 'REQUIRED').map((a) => a.name);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    brand: row.brand,
    category: row.category,
    size: row.size,
    condition: row.condition,
    color: row.color,
    model_number: row.modelNumber,
    images: primary && !row.images.includes(primary) ? [primary, ...row.images] : row.images,
    primary_image_url: primary,
    suggested_price: num(row.suggestedPrice),
    final_price: num(row.finalPrice),
    price_range_min: num(row.priceRangeMin),
    price_range_max: num(row.priceRangeMax),
    ai_confidence: row.aiConfidence === null ? null : Math.min(1, Math.max(0, row.aiConfidence)),
    ai_analysis: {
      key_features: Array.isArray(keyFeatures) ? keyFeatures.filter((f): f is string => typeof f === 'string') : [],
      ebay_item_specifics: specificsText(analysis.ebay_item_specifics),
      ...(required.length > 0 ? { required_aspects: required } : {}),
      market: marketOf(row),
    },
    ai_suggested_keywords: row.aiSuggestedKeywords,
    created_at: row.createdAt.toISOString(),
  };
}

export function toRecentItem(row: RecentItemRow): Omit<RecentItem, 'live'> {
  return {
    id: row.id,
    title: row.title,
    imageUrl: row.primaryImageUrl ?? row.images[0] ?? null,
    suggestedPrice: num(row.suggestedPrice),
  };
}
