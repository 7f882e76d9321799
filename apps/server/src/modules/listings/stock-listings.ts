import type { Executor } from './listings.repository';
import { findStockSkuListings } from './listings.repository';

export type StockListing = { itemId: string; status: string; live: boolean; url: string | null };

// Only a web address becomes a link on a page (never javascript: or data:).
export const webAddress = (v: string | null) => (v && /^https?:\/\//i.test(v) ? v : null);

/**
 * The listing of each stock SKU, by SKU (issue 18, point 4): what the
 * inventory screen shows beside the stock. `live` while eBay offers it or the
 * post is on its way.
 */
export async function findStockListings(
  db: Executor,
  userId: string,
  skus: string[],
): Promise<Map<string, StockListing>> {
  const rows = await findStockSkuListings(db, userId, skus);
  return new Map(
    rows.map((row) => [
      row.stockSku,
      {
        itemId: row.itemId,
        status: row.status,
        live: row.status === 'active' || row.status === 'publishing',
        url: webAddress(row.listingUrl),
      },
    ]),
  );
}
