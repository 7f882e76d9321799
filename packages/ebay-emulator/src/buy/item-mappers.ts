import type { CatalogueEntry, CatalogueSale } from '../catalogue/catalogue-entry';
import { formatPrice } from '../catalogue/catalogue-entry';

const usd = (value: number) => ({ value: formatPrice(value), currency: 'USD' });

/** The public page of a listing, standing in for https://www.ebay.com/itm/{id}. */
export function itemWebUrl(baseUrl: string, legacyItemId: string): string {
  return `${baseUrl}/itm/${legacyItemId}`;
}

export function imageUrl(baseUrl: string, entry: CatalogueEntry): string {
  return entry.imageUrl ?? `${baseUrl}/img/${entry.legacyItemId}.svg`;
}

function common(entry: CatalogueEntry, baseUrl: string) {
  const itemId = `v1|${entry.legacyItemId}|0`;
  return {
    itemId,
    title: entry.title,
    condition: entry.condition,
    conditionId: entry.conditionId,
    image: { imageUrl: imageUrl(baseUrl, entry) },
    itemWebUrl: itemWebUrl(baseUrl, entry.legacyItemId),
    itemHref: `${baseUrl}/buy/browse/v1/item/${encodeURIComponent(itemId)}`,
    buyingOptions: entry.buyingOptions,
    categories: [{ categoryId: entry.categoryId }],
    itemLocation: { postalCode: entry.location.postalCode, country: entry.location.country },
    adultOnly: false,
  };
}

/** Browse `ItemSummary`. */
export function toItemSummary(entry: CatalogueEntry, baseUrl: string) {
  const auction = entry.buyingOptions.includes('AUCTION');
  return {
    ...common(entry, baseUrl),
    legacyItemId: entry.legacyItemId,
    price: usd(entry.price),
    seller: { ...entry.seller, sellerAccountType: 'INDIVIDUAL' },
    shippingOptions: [{ shippingCostType: 'FIXED', shippingCost: usd(entry.shippingCost) }],
    watchCount: entry.watchCount,
    ...(auction
      ? {
          bidCount: entry.bidCount ?? 0,
          currentBidPrice: usd(entry.price),
          ...(entry.endsAt === undefined ? {} : { itemEndDate: new Date(entry.endsAt).toISOString() }),
        }
      : {}),
  };
}

/** Marketplace Insights `ItemSales`. */
export function toItemSales(sale: CatalogueSale, baseUrl: string) {
  return {
    ...common(sale, baseUrl),
    lastSoldDate: new Date(sale.soldAt).toISOString(),
    lastSoldPrice: usd(sale.soldPrice),
    totalSoldQuantity: sale.totalSoldQuantity,
    seller: sale.seller,
    ...(sale.buyingOptions.includes('AUCTION') ? { bidCount: sale.bidCount ?? 0 } : {}),
  };
}
