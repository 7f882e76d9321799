import type { PricingRecommendation } from '@listlens/shared';

/** A recommendation as the server answers it, for component tests. */
export function testRecommendation(overrides: Partial<PricingRecommendation> = {}): PricingRecommendation {
  return {
    item_id: 'item-1',
    recommended_price: 34,
    confidence_score: 0.82,
    price_range_min: 28.9,
    price_range_max: 39.1,
    market_data_points: 26,
    average_sold_price: 31.4,
    median_sold_price: 30.5,
    days_on_market_avg: null,
    seasonality_factor: 1.3,
    trend_factor: 1,
    demand_trend: 'stable',
    price_source: 'market',
    has_market_data: true,
    note: null,
    marketData: {
      soldCount: 14,
      askingCount: 12,
      ownSalesCount: 0,
      outliersRemoved: 1,
      searchQuery: 'Levis Jeans',
      comparables: [
        {
          source: 'sold',
          title: "Levi's 501 Jeans 32x32",
          price: 29.99,
          currency: 'USD',
          date: '2026-11-02T15:00:00.000Z',
          condition: 'Pre-owned - Good',
          url: null,
        },
        {
          source: 'asking',
          title: "Levi's 501 Original Fit",
          price: 38,
          currency: 'USD',
          date: '2026-11-20T10:00:00.000Z',
          condition: 'Pre-owned - Excellent',
          url: 'https://example.com/itm/1',
        },
      ],
    },
    competitiveAnalysis: { similarListingsCount: 12, avgCompetitorPrice: 36.5, pricePosition: 'below' },
    bestTimeToList: { dayOfWeek: 'Sunday', timeOfDay: 'Evening (18:00-24:00) ET' },
    tips: ['Peak season for jeans: buyers pay more this month, a good time to list.'],
    updated_at: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}
