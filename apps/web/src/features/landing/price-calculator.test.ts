import { describe, expect, it } from 'vitest';
import { estimatePrice } from './price-calculator';

describe('estimatePrice', () => {
  it('multiplies the category base by the condition and rounds', () => {
    expect(estimatePrice('Electronics', 'Like New')).toEqual({ estimate: 135, low: 108, high: 162 });
    expect(estimatePrice('Clothing', 'Good')).toEqual({ estimate: 18, low: 14, high: 22 });
    expect(estimatePrice('Books & Media', 'Poor')).toEqual({ estimate: 4, low: 3, high: 5 });
  });

  it('rounds a half up, without floating-point surprises', () => {
    // 45 x 0.7 in floating point is 31.499999999999996.
    expect(estimatePrice('Home & Garden', 'Good').estimate).toBe(32);
    expect(estimatePrice('Sports & Outdoors', 'Like New').estimate).toBe(32);
  });

  it("falls back to the spec's defaults, 25 and 0.7", () => {
    expect(estimatePrice('Boats', 'Mint').estimate).toBe(18);
  });
});
