import type { ComparableSource } from '@listlens/shared';
import type { AskingListing, SoldListing } from '../../adapters/ebay/ebay-market';
import type { OwnSoldComparable } from '../sales';

/** At most 50 unique listings per source (spec part 3, section 9). */
export const MAX_LISTINGS = 50;

/** One comparable as the agent weighs it and market_prices stores it. */
export type MarketComparable = {
  source: ComparableSource;
  /** eBay's legacy item id, or the own sale's id: what makes it unique. */
  ref: string;
  title: string;
  price: number;
  currency: string;
  /** Sold date (sold, own sale) or listing start (asking; null when eBay does not say). */
  date: Date | null;
  condition: string | null;
  categoryId: string | null;
  url: string | null;
  shippingCost: number | null;
  bidCount: number | null;
  watchCount: number | null;
  daysToSell: number | null;
  /** Set when the figures leave it out (decision 022). */
  outlier: 'low' | 'high' | null;
};

const amount = (value: { value?: string } | undefined): number | null => {
  const n = Number(value?.value);
  return Number.isFinite(n) && n > 0 ? n : null;
};

const dateOf = (text: string | undefined): Date | null => {
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at;
};

const DAY_MS = 86_400_000;

function common(listing: AskingListing | SoldListing) {
  return {
    ref: listing.legacyItemId ?? listing.itemId ?? '',
    title: listing.title ?? '(no title)',
    condition: listing.condition ?? null,
    categoryId: listing.categories?.[0]?.categoryId ?? null,
    url: listing.itemWebUrl ?? null,
    shippingCost: amount(listing.shippingOptions?.[0]?.shippingCost),
    bidCount: listing.bidCount ?? null,
    watchCount: listing.watchCount ?? null,
    outlier: null,
  };
}

/** Keeps the first of each ref, up to the limit. */
function unique<T extends { ref: string }>(items: T[], limit = MAX_LISTINGS): T[] {
  const seen = new Set<string>();
  return items
    .filter((item) => {
      if (!item.ref || seen.has(item.ref)) return false;
      seen.add(item.ref);
      return true;
    })
    .slice(0, limit);
}

export function soldComparables(listings: readonly SoldListing[]): MarketComparable[] {
  return unique(
    listings.flatMap((listing) => {
      const price = amount(listing.lastSoldPrice);
      if (price === null) return [];
      return [
        {
          ...common(listing),
          source: 'sold' as const,
          price,
          currency: listing.lastSoldPrice?.currency ?? 'USD',
          date: dateOf(listing.lastSoldDate),
          daysToSell: null,
        },
      ];
    }),
  );
}

export function askingComparables(listings: readonly AskingListing[]): MarketComparable[] {
  return unique(
    listings.flatMap((listing) => {
      const price = amount(listing.price);
      if (price === null) return [];
      return [
        {
          ...common(listing),
          source: 'asking' as const,
          price,
          currency: listing.price?.currency ?? 'USD',
          date: dateOf(listing.itemCreationDate),
          daysToSell: null,
        },
      ];
    }),
  );
}

export function ownSaleComparables(sales: readonly OwnSoldComparable[]): MarketComparable[] {
  return unique(
    sales.flatMap((sale) => {
      const price = Number(sale.salePrice);
      if (!Number.isFinite(price) || price <= 0) return [];
      return [
        {
          source: 'own_sale' as const,
          ref: sale.saleId,
          title: sale.title ?? '(your sale)',
          price,
          currency: sale.currency,
          date: sale.soldAt,
          condition: sale.condition,
          categoryId: null,
          url: null,
          shippingCost: null,
          bidCount: null,
          watchCount: null,
          daysToSell: sale.listedAt
            ? Math.max(0, Math.round((sale.soldAt.getTime() - sale.listedAt.getTime()) / DAY_MS))
            : null,
          outlier: null,
        },
      ];
    }),
  );
}
