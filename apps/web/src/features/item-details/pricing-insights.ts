import type { PricingRecommendation } from '@listlens/shared';

// The seller's price against the pricing agent's recommendation (issue 16):
// the one figure of the details panel the server does not compute, because
// the seller's final price changes on this page.

export type YourPrice = {
  price: number;
  /** Where it sits against the recommended range. */
  position: 'above' | 'below' | 'within';
  /** Against the recommended price, in whole percent (+ above, - below). */
  differencePercent: number;
};

export function yourPrice(price: number | null, r: PricingRecommendation): YourPrice | null {
  if (price === null || r.recommended_price <= 0) return null;
  const position = price > r.price_range_max ? 'above' : price < r.price_range_min ? 'below' : 'within';
  return {
    price,
    position,
    differencePercent: Math.round(((price - r.recommended_price) / r.recommended_price) * 100),
  };
}

export function yourPriceText(p: YourPrice): string {
  const versus =
    p.differencePercent === 0
      ? 'the same as recommended'
      : `${Math.abs(p.differencePercent)}% ${p.differencePercent > 0 ? 'above' : 'below'} recommended`;
  if (p.position === 'above') return `Above the range (${versus}): expect it to take longer to sell.`;
  if (p.position === 'below') return `Below the range (${versus}): you may be leaving money on the table.`;
  return `Within the range (${versus}).`;
}
