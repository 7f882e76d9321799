import { known, type AiAnalysisResponse, type ListingMarket } from '@listlens/shared';
import { schema, type Db } from '@listlens/db';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { analysisOf } from './item-record';
import * as repo from './items.repository';

// What the pricing module reads of an item and writes back to it (issue 16).
// The item's rows stay this module's; pricing goes through these two calls.

/** What the pricing agent needs to know about an item. */
export type PricingSubject = {
  id: string;
  title: string | null;
  brand: string | null;
  category: string | null;
  size: string | null;
  condition: string | null;
  color: string | null;
  itemType: string | null;
  ebayCategoryId: string | null;
  /** The price the listing will use now: the final price when set, otherwise the suggested one. */
  price: number | null;
};

/** A fresh draft's market price, and how to store the run with the item's save (`db` is its transaction). */
export type PricedDraft = { market: ListingMarket; store: (db: Db, itemId: string) => Promise<void> };

/** The pricing module's agent as generation calls it (wired by the workers, so items never imports pricing). */
export type DraftPricer = (userId: string, subject: PricingSubject, logger: FastifyBaseLogger) => Promise<PricedDraft>;

const num = (value: string | null): number | null => (value === null ? null : Number(value));

export async function findPricingSubject(db: Db, userId: string, itemId: string): Promise<PricingSubject | undefined> {
  const row = await repo.findItem(db, userId, itemId);
  if (!row) return undefined;
  const analysis = analysisOf(row);
  return {
    id: row.id,
    title: row.title,
    brand: known(row.brand),
    category: row.category,
    size: known(row.size),
    condition: row.condition,
    color: known(row.color),
    itemType: known(analysis.item_type),
    ebayCategoryId: analysis.ebay_category_id,
    price: num(row.finalPrice) ?? num(row.suggestedPrice),
  };
}

/** The pricing subject of a fresh analysis, before its item is saved. */
export function pricingSubjectOfAnalysis(response: AiAnalysisResponse, itemId: string | null): PricingSubject {
  const a = response.analysis;
  return {
    id: itemId ?? '',
    title: a.title,
    brand: known(a.brand),
    category: a.category,
    size: known(a.size),
    condition: a.condition,
    color: known(a.color),
    itemType: known(a.item_type),
    ebayCategoryId: a.ebay_category_id ?? null,
    price: a.suggested_price,
  };
}

/** A fresh analysis priced by the market: its price, range and the evidence for them. */
export function withMarketPrice(response: AiAnalysisResponse, market: ListingMarket): AiAnalysisResponse {
  const confidence = market.confidence ?? (market.has_market_data ? 0.7 : 0.3);
  return {
    ...response,
    analysis: {
      ...response.analysis,
      suggested_price: market.suggested_price,
      price_range: { min: market.min, max: market.max },
      has_market_data: market.has_market_data,
      // The whole market result, stored with the draft in the same write (itemRecordFrom).
      market_comparisons: market,
    },
    fields: {
      ...response.fields,
      suggested_price: {
        value: market.suggested_price,
        confidence,
        evidence: [{ source: 'pricing', provider: market.price_source ?? 'market' }],
      },
    },
  };
}

const money = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);

/**
 * Stores a recommendation's figures on the item: its range and market figures
 * always; its price only when `replacePrice` says so (a price the seller set
 * is kept). False when there is no such item of this seller.
 */
export async function applyMarketPrice(
  db: Db,
  userId: string,
  itemId: string,
  market: ListingMarket,
  replacePrice: (current: number | null) => boolean,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.findItem(tx, userId, itemId);
    if (!row) return false;
    const current = num(row.finalPrice) ?? num(row.suggestedPrice);
    const values: Parameters<typeof repo.updateItem>[3] = {
      priceRangeMin: money(market.min),
      priceRangeMax: money(market.max),
      // Only the market key changes, in the database: an edit saved meanwhile keeps the rest of ai_analysis.
      aiAnalysis: sql`coalesce(${schema.items.aiAnalysis}, '{}'::jsonb) || jsonb_build_object('market_comparisons', ${JSON.stringify(market)}::jsonb)`,
    };
    if (replacePrice(current))
      Object.assign(values, { suggestedPrice: money(market.suggested_price), finalPrice: null });
    return Boolean(await repo.updateItem(tx, userId, itemId, values));
  });
}
