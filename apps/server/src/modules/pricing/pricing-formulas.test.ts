import { confidenceLevel } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { keyTerms } from './key-terms';
import {
  bestTimeToList,
  confidenceFor,
  demandTrend,
  outlierFences,
  priceRange,
  pricePosition,
  pricingTips,
  recommendedPrice,
  trendFactor,
} from './pricing-formulas';
import { deseasonalised, seasonalityFactor, seasonTableOf } from './seasonality';

const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n, 15));
const sales = (older: number, newer: number, count = 10) =>
  Array.from({ length: count }, (_, i) => ({ price: i < count / 2 ? older : newer, at: day(i) }));

describe('pricing formulas (spec part 3, section 9)', () => {
  it('confidence = min(0.95, 0.3 + 0.02 x data points)', () => {
    expect(confidenceFor(0)).toBe(0.3);
    expect(confidenceFor(10)).toBe(0.5);
    expect(confidenceFor(15)).toBe(0.6);
    expect(confidenceFor(25)).toBe(0.8);
    expect(confidenceFor(32)).toBe(0.94);
    expect(confidenceFor(33)).toBe(0.95);
    expect(confidenceFor(50)).toBe(0.95);
  });

  it('names the badge High at 0.8, Medium at 0.6, otherwise Low', () => {
    expect(confidenceLevel(confidenceFor(25))).toBe('High');
    expect(confidenceLevel(confidenceFor(15))).toBe('Medium');
    expect(confidenceLevel(confidenceFor(14))).toBe('Low');
  });

  it('ranges from 85% to 115% of the recommendation, in cents', () => {
    expect(priceRange(40)).toEqual({ min: 34, max: 46 });
    expect(priceRange(33.33)).toEqual({ min: 28.33, max: 38.33 });
  });

  it('recommends median x seasonality x trend, rounded to cents', () => {
    // Clothing in November (1.3) with prices rising (1.05).
    expect(recommendedPrice(30, 1.3, trendFactor('increasing'))).toBe(40.95);
    expect(recommendedPrice(30, 0.8, trendFactor('decreasing'))).toBe(22.8);
    expect(recommendedPrice(19.99, 1, trendFactor('stable'))).toBe(19.99);
    expect(trendFactor(null)).toBe(1);
  });

  it('needs 10 sales for a trend: over +10% increasing, under -10% decreasing', () => {
    expect(demandTrend(sales(20, 30, 9))).toBeNull();
    expect(demandTrend(sales(20, 22.2))).toBe('increasing');
    expect(demandTrend(sales(20, 22))).toBe('stable');
    expect(demandTrend(sales(20, 18))).toBe('stable');
    expect(demandTrend(sales(20, 17.8))).toBe('decreasing');
  });

  it('needs 5 sales for a best time to list, read in US Eastern time', () => {
    const at = (d: number, hourUtc: number) => new Date(Date.UTC(2026, 10, d, hourUtc));
    expect(bestTimeToList([at(1, 20), at(8, 20), at(15, 20), at(22, 20)])).toBeNull();
    // 1, 8, 15, 22 November 2026 are Sundays; 20:00 UTC is 15:00 in New York.
    expect(bestTimeToList([at(1, 20), at(8, 20), at(15, 20), at(22, 20), at(3, 2)])).toEqual({
      dayOfWeek: 'Sunday',
      timeOfDay: 'Afternoon (12:00-18:00) ET',
    });
  });

  it('has the spec seasonality examples: clothing November 1.3 and January 0.8, default November 1.2', () => {
    expect(seasonalityFactor('clothing', new Date(Date.UTC(2026, 10, 15)))).toBe(1.3);
    expect(seasonalityFactor('clothing', new Date(Date.UTC(2027, 0, 15)))).toBe(0.8);
    expect(seasonalityFactor('default', new Date(Date.UTC(2026, 10, 15)))).toBe(1.2);
    expect(seasonTableOf('shoes')).toBe('shoes');
    expect(seasonTableOf('accessories')).toBe('default');
    // A November sale is worth 1.3 times its season-neutral price.
    expect(deseasonalised('clothing', 39, new Date(Date.UTC(2026, 10, 2)))).toBeCloseTo(30);
  });

  it('gives the peak tip above 1.1, the off-season tip below 0.9, the limited-data tip below 0.6', () => {
    const tips = (seasonality: number, confidence: number) =>
      pricingTips({ seasonality, confidence, categoryLabel: 'jackets', position: null, trend: null });
    expect(tips(1.3, 0.9)).toEqual([expect.stringContaining('Peak season for jackets')]);
    expect(tips(1.1, 0.6)).toEqual([]);
    expect(tips(0.8, 0.59)).toEqual([
      expect.stringContaining('Off-season for jackets'),
      expect.stringContaining('Limited market data'),
    ]);
  });

  it('places the price within 5% of the competitors as competitive', () => {
    expect(pricePosition(40, 40)).toBe('competitive');
    expect(pricePosition(42, 40)).toBe('competitive');
    expect(pricePosition(43, 40)).toBe('above');
    expect(pricePosition(37, 40)).toBe('below');
    expect(pricePosition(40, null)).toBeNull();
  });

  it("trims with Tukey's fences, and not with fewer than 4 prices", () => {
    expect(outlierFences([1, 100, 1000])).toBeNull();
    const fences = outlierFences([20, 22, 24, 25, 26, 28, 30, 200]);
    expect(fences?.high).toBeLessThan(200);
    expect(fences?.low).toBeLessThan(20);
  });
});

describe('key terms', () => {
  it('takes brand, item type, size and notable words, at most 4, none of 2 characters or stop words', () => {
    expect(
      keyTerms({ brand: 'Patagonia', itemType: 'Jacket', size: 'Large', title: "Patagonia Men's Jacket Fleece Blue" }),
    ).toEqual(['Patagonia', 'Jacket', 'Large', 'Fleece']);
    expect(keyTerms({ brand: "Levi's", itemType: 'Jeans', size: '32', title: 'Levis 501 Jeans for men' })).toEqual([
      'Levis',
      'Jeans',
      '501',
    ]);
    expect(keyTerms({ brand: 'Unknown', itemType: 'T-Shirt', size: 'M', title: 'The new vintage tee' })).toEqual([
      'T Shirt',
      'tee',
    ]);
  });
});
