import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@listlens/db';
import type { Sale, SalesSyncResult } from '@listlens/shared';
import { createEbayAnalytics } from '../../adapters/ebay/ebay-analytics';
import { EbayApiError } from '../../adapters/ebay/ebay-errors';
import { createEbayFulfillment, type EbayOrder, type EbayOrderLine } from '../../adapters/ebay/ebay-fulfillment';
import { AppError } from '../../errors/app-error';
import { createEbaySession, type EbayDeps } from '../ebay-connection';
import { getSkuStock, recordSale } from '../inventory';
import { findItem } from '../items';
import { updateKeywordPerformance } from '../keywords';
import { listSellableListings, markListingSold, recordListingTraffic, type ListingRow } from '../listings';
import * as repo from './sales.repository';

export type SalesDeps = { db: Db; ebay: EbayDeps; logger: FastifyBaseLogger };

const DAY_MS = 24 * 3600 * 1000;

/**
 * Where to start reading orders: a day before the newest sale recorded (orders
 * can show up late), or a day before the first listing went live.
 */
async function readFrom(db: Db, userId: string, listings: ListingRow[]): Promise<Date> {
  const latest = await repo.findLatestSaleAt(db, userId);
  const firstListed = Math.min(...listings.map((l) => (l.listedAt ?? l.createdAt).getTime()));
  return new Date((latest?.getTime() ?? firstListed) - DAY_MS);
}

type Line = { order: EbayOrder; line: EbayOrderLine; listing: ListingRow };

function linesOf(orders: EbayOrder[], listings: ListingRow[]): Line[] {
  const byListingId = new Map(listings.map((l) => [l.ebayListingId ?? '', l]));
  const bySku = new Map(listings.map((l) => [l.sku ?? '', l]));
  return orders
    .filter((order) => order.cancelStatus?.cancelState !== 'CANCELED')
    .flatMap((order) =>
      (order.lineItems ?? []).flatMap((line) => {
        const listing = byListingId.get(line.legacyItemId ?? '') ?? (line.sku ? bySku.get(line.sku) : undefined);
        return listing ? [{ order, line, listing }] : [];
      }),
    );
}

/**
 * One seller's sales sync (issue 8, point 4): eBay's orders since the last
 * sale, each order line recorded once (a `sales` row, unique by line id), a
 * `sale` movement on the linked inventory item (idempotent by the same line),
 * and the listing marked sold when nothing is left (the profile's figures are
 * counted from the sales table when read). Orders for listings ListLens did
 * not make are not its business.
 */
export async function syncSales(deps: SalesDeps, userId: string): Promise<SalesSyncResult> {
  const listings = await listSellableListings(deps.db, userId);
  if (listings.length === 0) return { seen: 0, recorded: 0, soldOut: 0, traffic: 0 };
  const since = await readFrom(deps.db, userId, listings);
  const fulfillment = createEbayFulfillment(deps.ebay.bases, deps.ebay.http);
  const session = createEbaySession(deps.ebay, userId);
  const orders = await session.run((t) => fulfillment.getOrdersSince(t, since));
  const lines = linesOf(orders, listings);
  let recorded = 0;
  const skuOfItem = new Map<string, string | null>();
  const touched = new Map<string, { listing: ListingRow; sku: string | null; at: Date }>();
  for (const { order, line, listing } of lines) {
    const quantity = Math.max(1, line.quantity ?? 1);
    const soldAt = new Date(order.creationDate);
    const sale = await repo.insertSale(deps.db, {
      userId,
      listingId: listing.id,
      soldAt,
      quantity,
      salePrice: line.lineItemCost?.value ?? null,
      currency: line.lineItemCost?.currency ?? 'USD',
      ebayOrderId: order.orderId,
      ebayLineItemId: line.lineItemId,
      buyerUsername: order.buyer?.username ?? null,
    });
    if (sale) recorded++;
    if (!skuOfItem.has(listing.itemId))
      skuOfItem.set(listing.itemId, (await findItem(deps.db, userId, listing.itemId))?.sku ?? null);
    const sku = skuOfItem.get(listing.itemId) ?? null;
    if (sku) await recordLedgerSale(deps, userId, sku, quantity, `ebay-order:${order.orderId}:${line.lineItemId}`);
    touched.set(listing.id, { listing, sku, at: soldAt });
  }
  let soldOut = 0;
  for (const { listing, sku, at } of touched.values()) {
    if (listing.status !== 'active') continue;
    const stock = sku ? await getSkuStock(deps.db, { userId, sku }) : { tracked: false as const };
    // An untracked item is one of a kind: one sale sells it out.
    if (stock.tracked && stock.available > 0) continue;
    if (await markListingSold(deps.db, userId, listing.id, at)) soldOut++;
  }
  const traffic = await refreshTraffic(deps, userId, listings, session);
  return { seen: lines.length, recorded, soldOut, traffic };
}

/**
 * Issue 16, point 5: the listings' views, impressions, click-through rate and
 * transactions from eBay's traffic report, stored on each listing. Traffic is
 * a nicety next to the sales: when eBay refuses the report (a connection made
 * before the analytics scope, a listing it no longer knows) the sales stand
 * and the figures wait for the next sync.
 */
async function refreshTraffic(
  deps: SalesDeps,
  userId: string,
  listings: ListingRow[],
  session: ReturnType<typeof createEbaySession>,
): Promise<number> {
  const byEbayId = new Map(listings.flatMap((l) => (l.ebayListingId ? [[l.ebayListingId, l] as const] : [])));
  if (byEbayId.size === 0) return 0;
  const analytics = createEbayAnalytics(deps.ebay.bases, deps.ebay.http);
  const now = deps.ebay.now();
  let report;
  try {
    report = await session.run((t) => analytics.listingTraffic(t, [...byEbayId.keys()], now));
  } catch (error) {
    if (!(error instanceof EbayApiError)) throw error;
    deps.logger.warn({ userId, errors: error.errors }, 'eBay refused the traffic report; figures kept as they were');
    return 0;
  }
  const reported = [...report].flatMap(([id, figures]) => {
    const listing = byEbayId.get(id);
    return listing ? [{ listing, figures }] : [];
  });
  const sold = await repo.findListingSales(
    deps.db,
    userId,
    reported.map((r) => r.listing.id),
  );
  for (const { listing, figures } of reported) {
    await recordListingTraffic(deps.db, userId, listing.id, figures, now);
    // Keyword performance (issue 16, point 4): the same figures and the sales, credited to the item's keywords.
    const sales = sold.get(listing.id);
    await updateKeywordPerformance(
      deps,
      userId,
      listing.itemId,
      {
        views: figures.views,
        impressions: figures.impressions,
        soldQuantity: sales?.sold ?? 0,
        salePrice: sales?.lastPrice ?? null,
      },
      now,
    );
  }
  return reported.length;
}

/** A `sale` movement in the inventory ledger; an untracked SKU has no ledger to write to. */
async function recordLedgerSale(deps: SalesDeps, userId: string, sku: string, quantity: number, reference: string) {
  try {
    await recordSale(deps.db, { userId, sku, quantity, reference });
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return;
    if (error instanceof AppError && error.code === 'insufficient_stock') {
      // eBay sold what the ledger says is gone: the sale stands, the seller sees the stock alert.
      deps.logger.warn({ sku, reference }, 'eBay sale of a SKU with no stock left in the ledger');
      return;
    }
    throw error;
  }
}

export async function listSales(db: Db, userId: string): Promise<{ sales: Sale[] }> {
  const rows = await repo.findRecentSales(db, userId);
  return {
    sales: rows.map((r) => ({
      id: r.id,
      listingId: r.listingId,
      soldAt: r.soldAt.toISOString(),
      quantity: r.quantity,
      salePrice: r.salePrice === null ? null : Number(r.salePrice),
      currency: r.currency,
      ebayOrderId: r.ebayOrderId,
    })),
  };
}

/** The seller's own recorded sales of a brand in a category: comparables for the pricing agent (issue 16). */
export function findOwnSoldComparables(
  db: Db,
  options: Parameters<typeof repo.findOwnSoldComparables>[1],
): Promise<repo.OwnSoldComparable[]> {
  return repo.findOwnSoldComparables(db, options);
}

/** All the seller's recorded sales and this month's revenue: the profile's figures (issue 18, point 6). */
export function sumSales(db: Db, userId: string, monthStart: Date): Promise<{ count: number; revenue: number }> {
  return repo.sumSales(db, userId, monthStart);
}
