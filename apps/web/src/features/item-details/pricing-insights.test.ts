import { describe, expect, it } from 'vitest';
import { testRecommendation } from '../../components/pricing/test-recommendation';
import { yourPrice, yourPriceText } from './pricing-insights';

describe('yourPrice', () => {
  const r = testRecommendation({ recommended_price: 40, price_range_min: 34, price_range_max: 46 });

  it('places the seller price against the recommended range, in whole percent', () => {
    expect(yourPrice(50, r)).toEqual({ price: 50, position: 'above', differencePercent: 25 });
    expect(yourPrice(30, r)).toEqual({ price: 30, position: 'below', differencePercent: -25 });
    expect(yourPrice(40, r)).toEqual({ price: 40, position: 'within', differencePercent: 0 });
    expect(yourPrice(null, r)).toBeNull();
  });

  it('says it in words', () => {
    expect(yourPriceText({ price: 50, position: 'above', differencePercent: 25 })).toBe(
      'Above the range (25% above recommended): expect it to take longer to sell.',
    );
    expect(yourPriceText({ price: 40, position: 'within', differencePercent: 0 })).toBe(
      'Within the range (the same as recommended).',
    );
  });
});
