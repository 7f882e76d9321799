import type { Item } from '@listlens/shared';

// The Smart Pricing Insights panel (spec part 3, sections 2, 4 and 9), computed
// from what the item record carries: the suggested price, its range and what
// the analysis knew of the market. DESIGN section 2: computed figures, never
// static ones; where a figure needs sold-listing data the item lacks, the panel
// says so instead of inventing it.

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';
export type PricePosition = 'above' | 'below' | 'competitive';

export type PricingInsights = {
  /** What the analysis recommends: its market price when it had one, else the item's suggested price. */
  recommended: number;
  range: { min: number; max: number; basis: 'item' | 'spread' };
  /** The seller's final price, when set, and where it sits against the range. */
  finalPrice: number | null;
  position: PricePosition | null;
  /** Final price against the recommended one, in whole percent (+ above, - below). */
  differencePercent: number | null;
  hasMarketData: boolean;
  dataPoints: number | null;
  averageSold: number | null;
  medianSold: number | null;
  /** Spec section 9: min(0.95, 0.3 + 0.02 × data points); unknown when the source did not count them. */
  confidence: { score: number; level: ConfidenceLevel } | null;
  season: { month: string; factor: number };
  tips: string[];
};

/** Spec section 9: the pricing agent's range is 85% to 115% of the recommended price. */
const RANGE_LOW = 0.85;
const RANGE_HIGH = 1.15;

/** Spec section 4: High at 0.8 or above, Medium at 0.6 or above, otherwise Low. */
export function confidenceLevel(score: number): ConfidenceLevel {
  return score >= 0.8 ? 'High' : score >= 0.6 ? 'Medium' : 'Low';
}

/** Spec section 9: min(0.95, 0.3 + 0.02 × data points). */
export const pricingConfidence = (dataPoints: number) => Math.min(0.95, 0.3 + 0.02 * dataPoints);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Seasonality by month (spec section 9). The spec gives clothing November 1.3
 * and January 0.8, and the default November 1.2; the other months are not
 * given, so they count as 1 (no seasonal effect) rather than as guesses.
 */
export function seasonalityFactor(category: string | null, month: number): number {
  const clothing = /cloth|apparel|jean|shirt|dress|coat|jacket|sweater|pant|skirt/i.test(category ?? '');
  if (month === 10) return clothing ? 1.3 : 1.2;
  if (month === 0 && clothing) return 0.8;
  return 1;
}

const cents = (value: number) => Math.round(value * 100) / 100;

function rangeOf(item: Item, recommended: number): PricingInsights['range'] {
  const market = item.ai_analysis.market;
  const min = item.price_range_min ?? market?.min ?? null;
  const max = item.price_range_max ?? market?.max ?? null;
  if (min !== null && max !== null && min <= max) return { min, max, basis: 'item' };
  return { min: cents(recommended * RANGE_LOW), max: cents(recommended * RANGE_HIGH), basis: 'spread' };
}

/** The figures of the panel, or null when the item has no price to reason about ('No pricing insights available'). */
export function pricingInsights(item: Item, now: Date = new Date()): PricingInsights | null {
  const market = item.ai_analysis.market;
  const recommended = market?.has_market_data
    ? (market.median_sold_price ?? market.suggested_price ?? item.suggested_price)
    : item.suggested_price;
  if (recommended === null || recommended <= 0) return null;

  const range = rangeOf(item, recommended);
  const finalPrice = item.final_price;
  const position: PricePosition | null =
    finalPrice === null ? null : finalPrice > range.max ? 'above' : finalPrice < range.min ? 'below' : 'competitive';
  const hasMarketData = market?.has_market_data === true;
  const dataPoints = hasMarketData ? (market?.data_points ?? null) : 0;
  const score = dataPoints === null ? null : pricingConfidence(dataPoints);
  const month = now.getMonth();
  const factor = seasonalityFactor(item.category, month);

  const tips: string[] = [];
  // Spec section 9: a peak tip above 1.1, an off-season tip below 0.9, a limited-data tip below 0.6 confidence.
  if (factor > 1.1) tips.push(`${MONTHS[month]} is peak season: buyers pay more now, so list soon.`);
  if (factor < 0.9) tips.push(`${MONTHS[month]} is off-season: price to sell, or hold the item for a better month.`);
  if (score !== null && score < 0.6)
    tips.push('Limited market data: compare with sold listings of the same item before you settle on a price.');
  if (position === 'above') tips.push('Your price is above the range: expect it to take longer to sell.');
  if (position === 'below') tips.push('Your price is below the range: you may be leaving money on the table.');

  return {
    recommended: cents(recommended),
    range,
    finalPrice,
    position,
    differencePercent: finalPrice === null ? null : Math.round(((finalPrice - recommended) / recommended) * 100),
    hasMarketData,
    dataPoints,
    averageSold: hasMarketData ? (market?.average_sold_price ?? null) : null,
    medianSold: hasMarketData ? (market?.median_sold_price ?? null) : null,
    confidence: score === null ? null : { score, level: confidenceLevel(score) },
    season: { month: MONTHS[month] ?? '', factor },
    tips,
  };
}
