import {
  PRICING_TEXT,
  type BestTimeToList,
  type CompetitiveAnalysis,
  type DemandTrend,
  type PriceSource,
} from '@listlens/shared';
import type { MarketComparable } from './comparables';
import {
  bestTimeToList,
  confidenceFor,
  demandTrend,
  isOutlier,
  mean,
  median,
  outlierFences,
  priceRange,
  pricePosition,
  pricingTips,
  recommendedPrice,
  roundCents,
  trendFactor,
} from './pricing-formulas';
import { deseasonalised, seasonalityFactor, type SeasonTable } from './seasonality';

/** Everything the agent says about an item's price, before it is stored. */
export type PriceFigures = {
  recommendedPrice: number;
  confidence: number;
  range: { min: number; max: number };
  dataPoints: number;
  averageSold: number | null;
  medianSold: number | null;
  daysOnMarketAvg: number | null;
  seasonality: number;
  trendFactor: number;
  trend: DemandTrend | null;
  source: PriceSource;
  note: string | null;
  competitive: CompetitiveAnalysis;
  bestTime: BestTimeToList | null;
  tips: string[];
  outliersRemoved: number;
};

/** Marks outliers among one group's prices (Tukey's fences, decision 022); returns the kept ones. */
export function trimOutliers(comparables: MarketComparable[]): MarketComparable[] {
  const fences = outlierFences(comparables.map((c) => c.price));
  for (const c of comparables) {
    c.outlier = isOutlier(c.price, fences) ? (c.price < (fences?.low ?? 0) ? 'low' : 'high') : null;
  }
  return comparables.filter((c) => c.outlier === null);
}

export type FigureInput = {
  /** Sold comparables, the seller's own sales among them. */
  sold: MarketComparable[];
  asking: MarketComparable[];
  table: SeasonTable;
  categoryLabel: string;
  now: Date;
  /** When there are no sold comparables: the category's typical price and where it came from. */
  fallback: { price: number; source: Exclude<PriceSource, 'market'> };
};

/**
 * Spec part 3, section 9: median sold price x seasonality x trend, rounded to
 * cents; range 85-115%; confidence from the data points; the trend with 10 or
 * more sales, the best time with 5 or more; the position against live asking
 * prices. Sold prices are brought to a season-neutral level before the
 * median, so this month's factor does not count the season twice (decision 022).
 */
export function priceFigures(input: FigureInput): PriceFigures {
  const soldKept = trimOutliers(input.sold);
  const askingKept = trimOutliers(input.asking);
  const outliersRemoved = input.sold.length - soldKept.length + (input.asking.length - askingKept.length);
  const seasonality = seasonalityFactor(input.table, input.now);
  const dated = soldKept.filter((c): c is MarketComparable & { date: Date } => c.date !== null);
  const trend = demandTrend(dated.map((c) => ({ price: c.price, at: c.date })));
  const factor = trendFactor(trend);
  const neutral = median(dated.map((c) => deseasonalised(input.table, c.price, c.date)));
  const fromMarket = neutral !== null;
  const recommended = fromMarket ? recommendedPrice(neutral, seasonality, factor) : roundCents(input.fallback.price);
  const dataPoints = soldKept.length + askingKept.length;
  const confidence = fromMarket ? confidenceFor(dataPoints) : confidenceFor(0);
  const avgCompetitorPrice = mean(askingKept.map((c) => c.price));
  const position = pricePosition(recommended, avgCompetitorPrice);
  const days = soldKept.flatMap((c) => (c.daysToSell === null ? [] : [c.daysToSell]));
  const rawMedian = median(soldKept.map((c) => c.price));
  const rawMean = mean(soldKept.map((c) => c.price));
  return {
    recommendedPrice: recommended,
    confidence,
    range: priceRange(recommended),
    dataPoints,
    averageSold: rawMean === null ? null : roundCents(rawMean),
    medianSold: rawMedian === null ? null : roundCents(rawMedian),
    daysOnMarketAvg: days.length > 0 ? roundCents(mean(days) ?? 0) : null,
    seasonality: fromMarket || input.fallback.source === 'category' ? seasonality : 1,
    trendFactor: fromMarket ? factor : 1,
    trend,
    source: fromMarket ? 'market' : input.fallback.source,
    note: fromMarket ? null : PRICING_TEXT.noMarketData,
    competitive: {
      similarListingsCount: askingKept.length,
      avgCompetitorPrice: avgCompetitorPrice === null ? null : roundCents(avgCompetitorPrice),
      pricePosition: position,
    },
    bestTime: bestTimeToList(dated.map((c) => c.date)),
    tips: pricingTips({ seasonality, confidence, categoryLabel: input.categoryLabel, position, trend }),
    outliersRemoved,
  };
}
