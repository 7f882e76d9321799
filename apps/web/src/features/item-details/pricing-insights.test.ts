import { describe, expect, it } from 'vitest';
import { confidenceLevel, pricingInsights, seasonalityFactor } from './pricing-insights';
import { testItem } from './test-item';

const august = new Date(2025, 7, 14);
const withMarket = (market: Partial<NonNullable<ReturnType<typeof testItem>['ai_analysis']['market']>>) => {
  const item = testItem();
  return testItem({
    ai_analysis: {
      ...item.ai_analysis,
      market: {
        has_market_data: true,
        suggested_price: 34,
        min: 27,
        max: 41,
        data_points: null,
        average_sold_price: null,
        median_sold_price: null,
        ...market,
      },
    },
  });
};

describe('pricingInsights', () => {
  it('works from the suggested price and range when the item has no market data, and says the confidence is low', () => {
    const insights = pricingInsights(testItem(), august);
    expect(insights).toMatchObject({
      recommended: 34,
      range: { min: 27, max: 41, basis: 'item' },
      finalPrice: null,
      position: null,
      hasMarketData: false,
      dataPoints: 0,
      confidence: { score: 0.3, level: 'Low' },
      season: { month: 'August', factor: 1 },
    });
    expect(insights?.tips).toEqual([
      'Limited market data: compare with sold listings of the same item before you settle on a price.',
    ]);
  });

  it('places the final price against the range and the recommended price', () => {
    expect(pricingInsights(testItem({ final_price: 45 }), august)).toMatchObject({
      position: 'above',
      differencePercent: 32,
    });
    expect(pricingInsights(testItem({ final_price: 20 }), august)).toMatchObject({
      position: 'below',
      differencePercent: -41,
    });
    expect(pricingInsights(testItem({ final_price: 36 }), august)).toMatchObject({
      position: 'competitive',
      differencePercent: 6,
    });
  });

  it("spreads 85% to 115% around the price when the item has no range (the pricing agent's rule)", () => {
    const item = testItem({ price_range_min: null, price_range_max: null, suggested_price: 20 });
    const noMarket = { ...item, ai_analysis: { ...item.ai_analysis, market: null } };
    expect(pricingInsights(noMarket, august)?.range).toEqual({ min: 17, max: 23, basis: 'spread' });
  });

  it('uses the sold-listing figures and their count when the analysis had market data', () => {
    const insights = pricingInsights(
      withMarket({ data_points: 30, median_sold_price: 38, average_sold_price: 39.5 }),
      august,
    );
    expect(insights).toMatchObject({
      recommended: 38,
      hasMarketData: true,
      dataPoints: 30,
      medianSold: 38,
      averageSold: 39.5,
      confidence: { level: 'High' },
    });
    expect(insights?.confidence?.score).toBeCloseTo(0.9);
    expect(insights?.tips).toEqual([]);
    // Market data whose size the source did not give: no confidence figure rather than a made-up one.
    expect(pricingInsights(withMarket({}), august)?.confidence).toBeNull();
  });

  it('adds the peak and off-season tips from the seasonality factor', () => {
    expect(seasonalityFactor('clothing', 10)).toBe(1.3);
    expect(seasonalityFactor('Toys', 10)).toBe(1.2);
    expect(seasonalityFactor('clothing', 0)).toBe(0.8);
    expect(seasonalityFactor('clothing', 5)).toBe(1);
    const jeans = testItem({ category: 'clothing' });
    expect(pricingInsights(jeans, new Date(2025, 10, 3))?.tips[0]).toBe(
      'November is peak season: buyers pay more now, so list soon.',
    );
    expect(pricingInsights(jeans, new Date(2025, 0, 3))?.tips[0]).toBe(
      'January is off-season: price to sell, or hold the item for a better month.',
    );
  });

  it('has nothing to say about an item without a price', () => {
    const item = testItem({ suggested_price: null });
    expect(pricingInsights({ ...item, ai_analysis: { ...item.ai_analysis, market: null } }, august)).toBeNull();
  });

  it('grades confidence as the spec does', () => {
    expect([0.95, 0.8, 0.79, 0.6, 0.59].map(confidenceLevel)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low']);
  });
});
