import {
  PricingRecommendationSchema,
  type Comparable,
  type ItemPricing,
  type ListingMarket,
  type PricingRecommendation,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { SessionUser } from '../../auth/session-user';
import { notFound } from '../../errors/app-error';
import { applyMarketPrice, findPricingSubject, type DraftPricer, type PricingSubject } from '../items';
import type { MarketComparable } from './comparables';
import { runPricingAgent, type AgentRun, type PricingAgentDeps } from './pricing-agent';
import * as repo from './pricing.repository';

export type PricingDeps = PricingAgentDeps;

const money = (value: number | null): string | null => (value === null ? null : value.toFixed(2));
const num = (value: string | null): number | null => (value === null ? null : Number(value));

/** The price the item's draft carries, from a run: what the Generate screen and the modal read. */
export function marketOfRun(run: AgentRun): ListingMarket {
  const f = run.figures;
  return {
    suggested_price: f.recommendedPrice,
    min: f.range.min,
    max: f.range.max,
    has_market_data: f.source === 'market',
    confidence: f.confidence,
    data_points: f.dataPoints,
    median_sold_price: f.medianSold,
    average_sold_price: f.averageSold,
    price_source: f.source,
    note: f.note,
  };
}

function marketRow(subject: PricingSubject, searchQuery: string, c: MarketComparable) {
  return {
    source: c.source,
    searchQuery,
    brand: subject.brand,
    category: subject.category,
    categoryId: c.categoryId ?? subject.ebayCategoryId,
    condition: c.condition,
    title: c.title.slice(0, 200),
    listingRef: c.ref,
    soldPrice: c.source === 'asking' ? null : money(c.price),
    askingPrice: c.source === 'asking' ? money(c.price) : null,
    currency: c.currency,
    soldDate: c.source === 'asking' ? null : c.date,
    listedDate: c.source === 'asking' ? c.date : null,
    shippingCost: money(c.shippingCost),
    url: c.url,
    bidCount: c.bidCount,
    watchCount: c.watchCount,
    daysToSell: c.daysToSell,
    outlier: c.outlier,
  };
}

function comparableOf(row: repo.MarketPriceRow): Comparable {
  // Browse (this API version) gives no listing start: an asking price is dated when it was seen.
  const date = row.source === 'asking' ? (row.listedDate ?? row.fetchedAt) : row.soldDate;
  return {
    source: row.source === 'asking' ? 'asking' : row.source === 'own_sale' ? 'own_sale' : 'sold',
    title: row.title,
    price: Number(row.source === 'asking' ? row.askingPrice : row.soldPrice),
    currency: row.currency,
    date: date ? date.toISOString() : null,
    condition: row.condition,
    url: row.url,
  };
}

function recommendationOf(row: repo.RecommendationRow, rows: repo.MarketPriceRow[]): PricingRecommendation {
  return PricingRecommendationSchema.parse({
    ...(row.details as object),
    item_id: row.itemId,
    recommended_price: Number(row.recommendedPrice),
    confidence_score: row.confidenceScore,
    price_range_min: Number(row.priceRangeMin),
    price_range_max: Number(row.priceRangeMax),
    market_data_points: row.marketDataPoints,
    average_sold_price: num(row.averageSoldPrice),
    median_sold_price: num(row.medianSoldPrice),
    days_on_market_avg: row.daysOnMarketAvg,
    seasonality_factor: row.seasonalityFactor,
    trend_factor: row.trendFactor,
    demand_trend: row.demandTrend,
    price_source: row.priceSource,
    updated_at: row.updatedAt.toISOString(),
    marketData: {
      ...((row.details as { marketData?: object }).marketData ?? {}),
      comparables: rows.map(comparableOf),
    },
  });
}

/**
 * Stores a run, in the caller's transaction (`db`): the item's comparables
 * (replaced), its one recommendation (upserted), and the item's figures and
 * price, where `replacePrice` says so. Nobody reads a new recommendation
 * beside the item's old price.
 */
async function writeRun(
  db: Db,
  userId: string,
  subject: PricingSubject & { id: string },
  run: AgentRun,
  replacePrice: (current: number | null) => boolean,
): Promise<repo.RecommendationRow> {
  const f = run.figures;
  await repo.replaceMarketPrices(
    db,
    userId,
    subject.id,
    run.comparables.map((c) => marketRow(subject, run.searchQuery, c)),
  );
  const count = (source: string) => run.comparables.filter((c) => c.source === source && !c.outlier).length;
  const row = await repo.upsertRecommendation(db, {
    itemId: subject.id,
    userId,
    recommendedPrice: f.recommendedPrice.toFixed(2),
    confidenceScore: f.confidence,
    priceRangeMin: f.range.min.toFixed(2),
    priceRangeMax: f.range.max.toFixed(2),
    marketDataPoints: f.dataPoints,
    averageSoldPrice: money(f.averageSold),
    medianSoldPrice: money(f.medianSold),
    daysOnMarketAvg: f.daysOnMarketAvg,
    seasonalityFactor: f.seasonality,
    trendFactor: f.trendFactor,
    demandTrend: f.trend,
    priceSource: f.source,
    details: {
      has_market_data: f.source === 'market',
      note: f.note,
      competitiveAnalysis: f.competitive,
      bestTimeToList: f.bestTime,
      tips: f.tips,
      marketData: {
        soldCount: count('sold'),
        askingCount: count('asking'),
        ownSalesCount: count('own_sale'),
        outliersRemoved: f.outliersRemoved,
        searchQuery: run.searchQuery,
      },
    },
  });
  await applyMarketPrice(db, userId, subject.id, marketOfRun(run), replacePrice);
  return row;
}

/** Generation's pricer: the agent on a fresh draft; the run is stored with the item's save. */
export function draftPricer(deps: PricingDeps): DraftPricer {
  return async (userId, subject, logger) => {
    const run = await runPricingAgent({ ...deps, logger }, userId, subject);
    const market = marketOfRun(run);
    return {
      market,
      // The draft was saved with this price already; this adds the run's figures to the item.
      store: async (db, itemId) => {
        await writeRun(db, userId, { ...subject, id: itemId }, run, () => false);
      },
    };
  };
}

export async function getItemPricing(deps: PricingDeps, user: SessionUser, itemId: string): Promise<ItemPricing> {
  const subject = await findPricingSubject(deps.db, user.id, itemId);
  if (!subject) throw notFound('That item');
  const row = await repo.findRecommendation(deps.db, user.id, itemId);
  if (!row) return { recommendation: null };
  return { recommendation: recommendationOf(row, await repo.findMarketPrices(deps.db, user.id, itemId)) };
}

/**
 * Prices a stored item again (on demand, or after its category, brand, size
 * or condition changed). The item takes the new price only while it still
 * carries the previous recommendation (or none): a price the seller set is kept.
 */
export async function refreshItemPricing(
  deps: PricingDeps,
  userId: string,
  itemId: string,
): Promise<PricingRecommendation | null> {
  const subject = await findPricingSubject(deps.db, userId, itemId);
  if (!subject) return null;
  const previous = await repo.findRecommendation(deps.db, userId, itemId);
  const run = await runPricingAgent(deps, userId, subject);
  const previousPrice = previous ? Number(previous.recommendedPrice) : null;
  const row = await deps.db.transaction((tx) =>
    writeRun(
      tx,
      userId,
      subject,
      run,
      (current) => current === null || previousPrice === null || Math.abs(current - previousPrice) < 0.005,
    ),
  );
  return recommendationOf(row, await repo.findMarketPrices(deps.db, userId, itemId));
}

/** POST /api/items/:itemId/pricing: the seller asks for fresh figures. */
export async function refreshPricingFor(deps: PricingDeps, user: SessionUser, itemId: string): Promise<ItemPricing> {
  const recommendation = await refreshItemPricing(deps, user.id, itemId);
  if (!recommendation) throw notFound('That item');
  return { recommendation };
}
