import type { FastifyBaseLogger } from 'fastify';
import type { EbayMarket, MarketQuery } from '../../adapters/ebay/ebay-market';
import { askingComparables, MAX_LISTINGS, soldComparables, type MarketComparable } from './comparables';

/** Fewer sold comparables than this and the search is widened by its last key term. */
export const ENOUGH_SOLD = 5;
/** eBay's Clothing, Shoes & Accessories: the widest category a search is filtered by. */
export const CLOTHING_CATEGORY = '11450';

export type MarketSearch = {
  sold: MarketComparable[];
  asking: MarketComparable[];
  /** The terms of the search whose comparables were kept. */
  terms: string[];
  /** True when eBay could not be read at all (both calls of every step failed). */
  unreachable: boolean;
};

type Step = { sold: MarketComparable[] | null; asking: MarketComparable[] | null };

const wordsOf = (terms: readonly string[]): string[] => terms.flatMap((t) => t.split(/\s+/)).filter(Boolean);

/** A failed call is logged and skipped, not fatal (spec part 2, section 8): null stands for it. */
async function settle<T>(call: Promise<T>, logger: FastifyBaseLogger, what: string): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    logger.warn({ err: error }, `pricing: ${what} failed`);
    return null;
  }
}

async function step(market: EbayMarket, logger: FastifyBaseLogger, query: MarketQuery): Promise<Step> {
  const [sold, asking] = await Promise.all([
    settle(market.soldPrices(query), logger, 'Marketplace Insights search'),
    settle(market.askingPrices(query), logger, 'Browse search'),
  ]);
  return {
    sold: sold === null ? null : soldComparables(sold),
    asking: asking === null ? null : askingComparables(asking),
  };
}

type SearchOptions = { terms: string[]; categoryId: string; conditionId?: string; identityTerms: number };

/**
 * Searches with all of `terms`, then, while fewer than ENOUGH_SOLD sales match,
 * without the last term, down to `floor` terms. The narrowest search that found
 * enough, or the one that found the most sales, is returned; `reached` is false
 * when eBay answered none of the calls.
 */
async function widen(
  market: EbayMarket,
  logger: FastifyBaseLogger,
  options: { terms: string[]; floor: number; categoryId: string; conditionId?: string },
): Promise<{ best: MarketSearch | null; reached: boolean }> {
  let best: MarketSearch | null = null;
  let reached = false;
  for (let n = options.terms.length; n >= options.floor && n > 0; n--) {
    const terms = options.terms.slice(0, n);
    const found = await step(market, logger, {
      words: wordsOf(terms),
      categoryId: options.categoryId,
      ...(options.conditionId ? { conditionId: options.conditionId } : {}),
      limit: MAX_LISTINGS,
    });
    // Nothing answered: widening would only fail again.
    if (found.sold === null && found.asking === null) break;
    reached = true;
    const candidate = { sold: found.sold ?? [], asking: found.asking ?? [], terms, unreachable: false };
    if (!best || candidate.sold.length > best.sold.length) best = candidate;
    if (candidate.sold.length >= ENOUGH_SOLD) break;
  }
  return { best, reached };
}

const moreSold = (a: MarketSearch | null, b: MarketSearch | null): MarketSearch | null =>
  b && (!a || b.sold.length > a.sold.length) ? b : a;

/**
 * Sold and asking comparables for the key terms in the category and
 * condition. All terms first; while fewer than ENOUGH_SOLD sales match, the
 * last term is dropped (the size or a title word narrows the most), down to
 * the terms that say what the item is (brand and item type, as known); then
 * those across all of clothing. When nothing of the brand has sold at all, the
 * same item type of other brands in the item's category (decision 022): a
 * brand eBay has no sales of is priced like its kind, not by the category's
 * average. The narrowest search that found enough, or the one that found the
 * most sales, is kept; its terms say what was compared.
 */
export async function searchMarket(
  market: EbayMarket,
  logger: FastifyBaseLogger,
  options: SearchOptions & { brandTerm: boolean },
): Promise<MarketSearch> {
  const floor = Math.min(Math.max(1, options.identityTerms), options.terms.length);
  const condition = options.conditionId ? { conditionId: options.conditionId } : {};
  const first = await widen(market, logger, {
    terms: options.terms,
    floor,
    categoryId: options.categoryId,
    ...condition,
  });
  let { best } = first;
  // The brand and item type across clothing: the leaf may be thin, or not the one the brand sells in.
  if (first.reached && (best?.sold.length ?? 0) < ENOUGH_SOLD && options.categoryId !== CLOTHING_CATEGORY) {
    const wide = await widen(market, logger, {
      terms: options.terms.slice(0, floor),
      floor,
      categoryId: CLOTHING_CATEGORY,
      ...condition,
    });
    best = moreSold(best, wide.best);
  }
  // No sale of the brand anywhere: its kind without the brand, in the item's own category.
  if (first.reached && (best?.sold.length ?? 0) === 0 && options.brandTerm && options.terms.length > 1) {
    const kind = await widen(market, logger, {
      terms: options.terms.slice(1),
      floor: 1,
      categoryId: options.categoryId,
      ...condition,
    });
    best = moreSold(best, kind.best);
  }
  return best ? { ...best, unreachable: !first.reached } : { sold: [], asking: [], terms: [], unreachable: false };
}

/**
 * The category's typical sold prices for the fallback (decision 022): the
 * item's eBay category and condition without key terms, then without the
 * condition. Null when eBay could not be read.
 */
export async function searchCategory(
  market: EbayMarket,
  logger: FastifyBaseLogger,
  options: { categoryId: string; conditionId?: string },
): Promise<MarketComparable[] | null> {
  const query = { words: [], categoryId: options.categoryId, limit: MAX_LISTINGS };
  if (options.conditionId) {
    const withCondition = await settle(
      market.soldPrices({ ...query, conditionId: options.conditionId }),
      logger,
      'category search',
    );
    if (withCondition === null) return null;
    if (withCondition.length > 0) return soldComparables(withCondition);
  }
  const any = await settle(market.soldPrices(query), logger, 'category search');
  return any === null ? null : soldComparables(any);
}
