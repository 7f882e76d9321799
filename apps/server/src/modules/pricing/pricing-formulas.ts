import type { BestTimeToList, DemandTrend, PricePosition } from '@listlens/shared';

// The pricing agent's arithmetic (spec part 3, section 9 'Pricing agent'), pure
// so its rules can be checked with the spec's own numbers.

/** Range 85% to 115% of the recommendation. */
export const RANGE_SHARES = { min: 0.85, max: 1.15 } as const;
/** Trend factor: 1.05 increasing, 0.95 decreasing. */
export const TREND_FACTORS: Record<DemandTrend, number> = { increasing: 1.05, decreasing: 0.95, stable: 1 };
/** The demand trend needs 10 or more sales; the best listing time 5 or more. */
export const MIN_SALES_FOR_TREND = 10;
export const MIN_SALES_FOR_BEST_TIME = 5;
/** Newer half's average against the older half's: over +10% increasing, under -10% decreasing. */
export const TREND_THRESHOLD = 0.1;
/** Tips: peak season above 1.1, off-season below 0.9, limited data below 0.6 confidence. */
export const TIP_THRESHOLDS = { peak: 1.1, offSeason: 0.9, limitedData: 0.6 } as const;
/**
 * Within 5% of the competitors' average asking price is 'competitive'. The
 * spec names the three positions but no threshold (decision 022).
 */
export const COMPETITIVE_BAND = 0.05;

export const roundCents = (value: number): number => Math.round(value * 100) / 100;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** The q-th quantile (0..1) by linear interpolation between order statistics. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (position - low);
}

/**
 * Tukey's fences (decision 022): a price below Q1 - 1.5 IQR or above
 * Q3 + 1.5 IQR is an outlier. With fewer than 4 prices there are no quartiles
 * worth the name, so nothing is trimmed.
 */
export function outlierFences(prices: readonly number[]): { low: number; high: number } | null {
  if (prices.length < 4) return null;
  const sorted = [...prices].sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const iqr = q3 - q1;
  return { low: q1 - 1.5 * iqr, high: q3 + 1.5 * iqr };
}

export function isOutlier(price: number, fences: { low: number; high: number } | null): boolean {
  return fences !== null && (price < fences.low || price > fences.high);
}

/** Confidence = min(0.95, 0.3 + 0.02 x data points). */
export function confidenceFor(dataPoints: number): number {
  return Math.min(0.95, roundCents(0.3 + 0.02 * Math.max(0, dataPoints)));
}

export function priceRange(recommended: number): { min: number; max: number } {
  return { min: roundCents(recommended * RANGE_SHARES.min), max: roundCents(recommended * RANGE_SHARES.max) };
}

export type DatedPrice = { price: number; at: Date };

/**
 * Newer half's average price against the older half's (10 or more sales);
 * null with fewer. With an odd count the middle sale goes to neither half.
 */
export function demandTrend(sales: readonly DatedPrice[]): DemandTrend | null {
  if (sales.length < MIN_SALES_FOR_TREND) return null;
  const byDate = [...sales].sort((a, b) => a.at.getTime() - b.at.getTime());
  const half = Math.floor(byDate.length / 2);
  const older = mean(byDate.slice(0, half).map((s) => s.price)) ?? 0;
  const newer = mean(byDate.slice(byDate.length - half).map((s) => s.price)) ?? 0;
  if (older <= 0) return 'stable';
  const change = (newer - older) / older;
  if (change > TREND_THRESHOLD) return 'increasing';
  if (change < -TREND_THRESHOLD) return 'decreasing';
  return 'stable';
}

export const trendFactor = (trend: DemandTrend | null): number => (trend ? TREND_FACTORS[trend] : 1);

/** Median sold price x seasonality factor x trend factor, rounded to cents. */
export function recommendedPrice(medianSold: number, seasonality: number, trend: number): number {
  return roundCents(medianSold * seasonality * trend);
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const TIMES = [
  { name: 'Night (0:00-6:00)', from: 0 },
  { name: 'Morning (6:00-12:00)', from: 6 },
  { name: 'Afternoon (12:00-18:00)', from: 12 },
  { name: 'Evening (18:00-24:00)', from: 18 },
] as const;

/** eBay US buyers: times are read in US Eastern time. */
const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  hour: 'numeric',
  hourCycle: 'h23',
});

function mostCommon(values: readonly string[], order: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  // Ties go to the earlier name in `order`, so the answer is stable.
  return [...order].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0))[0] ?? order[0] ?? '';
}

/** The weekday and part of the day most sales happened in (5 or more sales; null with fewer). */
export function bestTimeToList(soldAt: readonly Date[]): BestTimeToList | null {
  if (soldAt.length < MIN_SALES_FOR_BEST_TIME) return null;
  const days: string[] = [];
  const times: string[] = [];
  for (const at of soldAt) {
    const parts = EASTERN.formatToParts(at);
    days.push(parts.find((p) => p.type === 'weekday')?.value ?? 'Sunday');
    const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0) % 24;
    times.push([...TIMES].reverse().find((t) => hour >= t.from)?.name ?? TIMES[0].name);
  }
  return {
    dayOfWeek: mostCommon(days, DAYS),
    timeOfDay: `${mostCommon(
      times,
      TIMES.map((t) => t.name),
    )} ET`,
  };
}

/** Where the recommendation sits against the live asking prices. */
export function pricePosition(recommended: number, avgCompetitorPrice: number | null): PricePosition | null {
  if (avgCompetitorPrice === null || avgCompetitorPrice <= 0) return null;
  const difference = (recommended - avgCompetitorPrice) / avgCompetitorPrice;
  if (difference > COMPETITIVE_BAND) return 'above';
  if (difference < -COMPETITIVE_BAND) return 'below';
  return 'competitive';
}

export type TipInput = {
  seasonality: number;
  confidence: number;
  categoryLabel: string;
  position: PricePosition | null;
  trend: DemandTrend | null;
};

/** The spec's three tips (peak, off-season, limited data), plus what the position and trend say. */
export function pricingTips(input: TipInput): string[] {
  const tips: string[] = [];
  if (input.seasonality > TIP_THRESHOLDS.peak)
    tips.push(`Peak season for ${input.categoryLabel}: buyers pay more this month, a good time to list.`);
  if (input.seasonality < TIP_THRESHOLDS.offSeason)
    tips.push(`Off-season for ${input.categoryLabel}: expect a slower sale, or price for a quick one.`);
  if (input.confidence < TIP_THRESHOLDS.limitedData)
    tips.push('Limited market data: check the comparables below before you settle on a price.');
  if (input.position === 'above')
    tips.push('Your price is above similar live listings: strong photos and a full description help it sell.');
  if (input.position === 'below')
    tips.push('Your price is below similar live listings: it should sell quickly, or you could ask a little more.');
  if (input.trend === 'increasing') tips.push('Sold prices are rising: the recommendation is raised by 5%.');
  if (input.trend === 'decreasing') tips.push('Sold prices are falling: the recommendation is lowered by 5%.');
  return tips;
}
