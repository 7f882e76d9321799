import type { EbayHttp } from './ebay-http';
import type { EbayBases } from './ebay-oauth';

// The two market searches of ebay-api.md section 8, typed as far as the pricing
// agent reads them: Browse item_summary/search (live asking prices, any
// application token) and Marketplace Insights item_sales/search (sold prices
// over the last 90 days, an application token with its own scope).

export const INSIGHTS_SCOPE = 'https://api.ebay.com/oauth/api_scope/buy.marketplace.insights';

type Amount = { value?: string; currency?: string };

type ListingBody = {
  itemId?: string;
  legacyItemId?: string;
  title?: string;
  condition?: string;
  conditionId?: string;
  itemWebUrl?: string;
  categories?: { categoryId?: string }[];
  shippingOptions?: { shippingCost?: Amount }[];
  bidCount?: number;
  watchCount?: number;
};

export type AskingListing = ListingBody & { price?: Amount; itemCreationDate?: string };
export type SoldListing = ListingBody & { lastSoldPrice?: Amount; lastSoldDate?: string; totalSoldQuantity?: number };

export type MarketQuery = {
  /** Key terms; every word must match (Browse joins with spaces, Insights with commas). */
  words: string[];
  categoryId: string;
  conditionId?: string;
  limit: number;
};

function params(query: MarketQuery, separator: string): URLSearchParams {
  const search = new URLSearchParams({ category_ids: query.categoryId, limit: String(query.limit) });
  if (query.words.length > 0) search.set('q', query.words.join(separator));
  if (query.conditionId) search.set('filter', `conditionIds:{${query.conditionId}}`);
  return search;
}

export function createEbayMarket(
  bases: EbayBases,
  http: EbayHttp,
  applicationToken: (scopes?: string[]) => Promise<string>,
) {
  return {
    async askingPrices(query: MarketQuery): Promise<AskingListing[]> {
      const { body } = await http<{ itemSummaries?: AskingListing[] }>({
        url: `${bases.api}/buy/browse/v1/item_summary/search?${params(query, ' ').toString()}`,
        authorization: `Bearer ${await applicationToken()}`,
      });
      return body?.itemSummaries ?? [];
    },
    async soldPrices(query: MarketQuery): Promise<SoldListing[]> {
      const { body } = await http<{ itemSales?: SoldListing[] }>({
        url: `${bases.api}/buy/marketplace_insights/v1_beta/item_sales/search?${params(query, ',').toString()}`,
        authorization: `Bearer ${await applicationToken([INSIGHTS_SCOPE])}`,
      });
      return body?.itemSales ?? [];
    },
  };
}

export type EbayMarket = ReturnType<typeof createEbayMarket>;
