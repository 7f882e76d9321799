import { z } from 'zod';

// Prices from the market (issue 16; spec part 3, sections 3, 4 and 9 'Pricing
// agent'). The server's pricing agent answers with this shape; the edit modal's
// Smart Pricing and the item details panel show it.

export const PRICING_TEXT = {
  noMarketData: "No market data: price set from the category's typical range",
  signIn: 'Please sign in to see pricing insights',
  loadFailedTitle: 'Unable to Load Pricing Insights',
  loadFailed: 'Failed to load pricing insights. Please try again.',
  empty: 'No pricing insights available',
  refreshFailed: 'The market could not be read just now. Please try again.',
} as const;

export const DEMAND_TRENDS = ['increasing', 'decreasing', 'stable'] as const;
export const DemandTrendSchema = z.enum(DEMAND_TRENDS);
export type DemandTrend = z.infer<typeof DemandTrendSchema>;

export const PRICE_POSITIONS = ['above', 'below', 'competitive'] as const;
export const PricePositionSchema = z.enum(PRICE_POSITIONS);
export type PricePosition = z.infer<typeof PricePositionSchema>;

/** sold: Marketplace Insights; asking: Browse (live listings); own_sale: the seller's recorded sales. */
export const COMPARABLE_SOURCES = ['sold', 'asking', 'own_sale'] as const;
export const ComparableSourceSchema = z.enum(COMPARABLE_SOURCES);
export type ComparableSource = z.infer<typeof ComparableSourceSchema>;

/**
 * Where the recommended price came from: market comparables; the category's
 * typical sold price (no comparables for the item itself); or, when not even
 * that could be read, the AI's default price.
 */
export const PRICE_SOURCES = ['market', 'category', 'default'] as const;
export const PriceSourceSchema = z.enum(PRICE_SOURCES);
export type PriceSource = z.infer<typeof PriceSourceSchema>;

export const ComparableSchema = z.object({
  source: ComparableSourceSchema,
  title: z.string(),
  price: z.number(),
  currency: z.string(),
  /** Sold date for sold and own sales; for an asking price, its listing's start or, when eBay does not say, when it was seen. */
  date: z.string().nullable(),
  condition: z.string().nullable(),
  url: z.string().nullable(),
});
export type Comparable = z.infer<typeof ComparableSchema>;

export const CompetitiveAnalysisSchema = z.object({
  similarListingsCount: z.number().int().nonnegative(),
  avgCompetitorPrice: z.number().nullable(),
  pricePosition: PricePositionSchema.nullable(),
});
export type CompetitiveAnalysis = z.infer<typeof CompetitiveAnalysisSchema>;

export const BestTimeToListSchema = z.object({ dayOfWeek: z.string(), timeOfDay: z.string() });
export type BestTimeToList = z.infer<typeof BestTimeToListSchema>;

export const MarketDataSchema = z.object({
  soldCount: z.number().int().nonnegative(),
  askingCount: z.number().int().nonnegative(),
  ownSalesCount: z.number().int().nonnegative(),
  /** Comparables left out as outliers (decision 022). */
  outliersRemoved: z.number().int().nonnegative(),
  searchQuery: z.string(),
  comparables: z.array(ComparableSchema),
});
export type MarketData = z.infer<typeof MarketDataSchema>;

/** One item's recommendation (spec part 3, section 3 'pricing_recommendations' and the agent's response). */
export const PricingRecommendationSchema = z.object({
  item_id: z.string(),
  recommended_price: z.number(),
  confidence_score: z.number().min(0).max(1),
  price_range_min: z.number(),
  price_range_max: z.number(),
  market_data_points: z.number().int().nonnegative(),
  average_sold_price: z.number().nullable(),
  median_sold_price: z.number().nullable(),
  days_on_market_avg: z.number().nullable(),
  seasonality_factor: z.number(),
  trend_factor: z.number(),
  /** Null with fewer than 10 sales (the spec's minimum). */
  demand_trend: DemandTrendSchema.nullable(),
  price_source: PriceSourceSchema,
  has_market_data: z.boolean(),
  /** The spec's 'No market data' text when the price did not come from comparables. */
  note: z.string().nullable(),
  marketData: MarketDataSchema,
  competitiveAnalysis: CompetitiveAnalysisSchema,
  /** Null with fewer than 5 sales. */
  bestTimeToList: BestTimeToListSchema.nullable(),
  tips: z.array(z.string()),
  updated_at: z.string(),
});
export type PricingRecommendation = z.infer<typeof PricingRecommendationSchema>;

export const ItemPricingSchema = z.object({ recommendation: PricingRecommendationSchema.nullable() });
export type ItemPricing = z.infer<typeof ItemPricingSchema>;

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';

/** Spec part 3, section 4: High at 0.8 or above, Medium at 0.6 or above, otherwise Low. */
export function confidenceLevel(score: number): ConfidenceLevel {
  if (score >= 0.8) return 'High';
  if (score >= 0.6) return 'Medium';
  return 'Low';
}
