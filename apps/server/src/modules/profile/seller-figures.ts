import type { Db } from '@listlens/db';
import { countListingsPostedSince } from '../listings';
import { sumSales } from '../sales';

export type SellerFigures = { listingsUsed: number; totalSales: number; monthlyRevenue: number };

/** The first moment of the calendar month (UTC) of `now`: this month's figures count from there. */
export const monthStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * The profile's figures (issue 18, point 6), derived on every read from the
 * tables that hold the facts, so every screen shows the same numbers and none
 * drifts: listings that went live this calendar month, every recorded sale,
 * and this month's revenue.
 */
export async function findSellerFigures(db: Db, userId: string, now = new Date()): Promise<SellerFigures> {
  const monthStart = monthStartOf(now);
  const [listingsUsed, sales] = await Promise.all([
    countListingsPostedSince(db, userId, monthStart),
    sumSales(db, userId, monthStart),
  ]);
  return { listingsUsed, totalSales: sales.count, monthlyRevenue: sales.revenue };
}
