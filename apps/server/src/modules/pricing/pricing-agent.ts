import { AI_DEFAULT_SUGGESTED_PRICE, apparelConditionId, type PriceSource } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { EbayMarket } from '../../adapters/ebay/ebay-market';
import type { PricingSubject } from '../items';
import { findOwnSoldComparables } from '../sales';
import { MAX_LISTINGS, ownSaleComparables, type MarketComparable } from './comparables';
import { isKeyTerm, keyTerms, phraseOf } from './key-terms';
import { CLOTHING_CATEGORY, searchCategory, searchMarket } from './market-search';
import { priceFigures, trimOutliers, type PriceFigures } from './price-figures';
import { median } from './pricing-formulas';
import { storedCategoryMedian } from './pricing.repository';
import { deseasonalised, seasonalityFactor, seasonTableOf, type SeasonTable } from './seasonality';

export type PricingAgentDeps = { db: Db; market: EbayMarket; logger: FastifyBaseLogger; now: () => Date };

/** One run of the agent: its figures and every comparable it read (outliers marked). */
export type AgentRun = { figures: PriceFigures; comparables: MarketComparable[]; searchQuery: string };

const DAY_MS = 86_400_000;

function categoryLabelOf(subject: PricingSubject): string {
  const c = (subject.itemType ?? subject.category ?? '').trim();
  return c && c.toLowerCase() !== 'other' ? c.toLowerCase() : 'this category';
}

/** How many of the leading terms are the brand and the item type (keyTerms puts them first). */
function identityTermsOf(subject: PricingSubject, terms: string[]): number {
  const wanted = [subject.brand, subject.itemType].filter((v) => v && isKeyTerm(v.replace(/['’]/g, '')));
  return Math.min(wanted.length, terms.length);
}

/** True when the first key term is the brand (keyTerms puts a known brand first). */
function hasBrandTerm(subject: PricingSubject, terms: string[]): boolean {
  const brand = phraseOf(subject.brand).toLowerCase();
  return brand !== '' && terms[0]?.toLowerCase() === brand;
}

async function ownSales(deps: PricingAgentDeps, userId: string, subject: PricingSubject): Promise<MarketComparable[]> {
  if (!subject.brand || !subject.ebayCategoryId) return [];
  try {
    const rows = await findOwnSoldComparables(deps.db, {
      userId,
      brand: subject.brand,
      ebayCategoryId: subject.ebayCategoryId,
      ...(subject.id ? { excludeItemId: subject.id } : {}),
      limit: MAX_LISTINGS,
    });
    return ownSaleComparables(rows);
  } catch (error) {
    deps.logger.warn({ err: error }, 'pricing: own sales could not be read');
    return [];
  }
}

/**
 * With no sold comparables for the item itself, the category's typical sold
 * price (decision 022): eBay's recent sales in the item's category and
 * condition, season-neutral median x this month's factor; else the median of
 * what earlier runs stored for the category; else the AI's default price.
 */
async function categoryFallback(
  deps: PricingAgentDeps,
  subject: PricingSubject,
  table: SeasonTable,
  conditionId: string | undefined,
): Promise<{ price: number; source: Exclude<PriceSource, 'market'> }> {
  const now = deps.now();
  const categoryId = subject.ebayCategoryId;
  if (categoryId) {
    const sales = await searchCategory(deps.market, deps.logger, {
      categoryId,
      ...(conditionId ? { conditionId } : {}),
    });
    const kept = trimOutliers(sales ?? []).filter((c): c is MarketComparable & { date: Date } => c.date !== null);
    const neutral = median(kept.map((c) => deseasonalised(table, c.price, c.date)));
    if (neutral !== null) return { price: neutral * seasonalityFactor(table, now), source: 'category' };
    const stored = await storedCategoryMedian(deps.db, categoryId, new Date(now.getTime() - 90 * DAY_MS));
    if (stored !== null) return { price: stored, source: 'category' };
  }
  return { price: AI_DEFAULT_SUGGESTED_PRICE, source: 'default' };
}

/**
 * The pricing agent (spec part 3, section 9; issue 16): comparables from
 * Marketplace Insights (sold), Browse (asking) and the seller's own sales, for
 * up to 4 key terms in the item's category and condition; then the figures.
 */
export async function runPricingAgent(
  deps: PricingAgentDeps,
  userId: string,
  subject: PricingSubject,
): Promise<AgentRun> {
  const terms = keyTerms(subject);
  const conditionId = apparelConditionId(subject.condition);
  const table = seasonTableOf(subject.category);
  const categoryId = subject.ebayCategoryId ?? CLOTHING_CATEGORY;
  const [search, own] = await Promise.all([
    terms.length > 0
      ? searchMarket(deps.market, deps.logger, {
          terms,
          categoryId,
          identityTerms: identityTermsOf(subject, terms),
          brandTerm: hasBrandTerm(subject, terms),
          ...(conditionId ? { conditionId } : {}),
        })
      : Promise.resolve({ sold: [], asking: [], terms: [], unreachable: false }),
    ownSales(deps, userId, subject),
  ]);
  const sold = [...own, ...search.sold];
  const fallback = sold.some((c) => c.date !== null)
    ? { price: 0, source: 'default' as const }
    : await categoryFallback(deps, subject, table, conditionId);
  const figures = priceFigures({
    sold,
    asking: search.asking,
    table,
    categoryLabel: categoryLabelOf(subject),
    now: deps.now(),
    fallback,
  });
  return { figures, comparables: [...sold, ...search.asking], searchQuery: search.terms.join(' ') };
}
