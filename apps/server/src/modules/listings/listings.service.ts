import {
  POSTING_SCOPES,
  POSTING_TEXT,
  PublishErrorSchema,
  missingScopes,
  type GroupListing,
  type ItemListing,
  type ListingView,
  type PostingPreview,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { SessionUser } from '../../auth/session-user';
import { AppError, notFound } from '../../errors/app-error';
import { createEbaySession, getStatus } from '../ebay-connection';
import { getListing } from '../items';
import { findPhotosToConfirm } from '../photos';
import { postingProblems } from './posting-problems';
import { withdrawOnEbay } from './end-listings';
import { PUBLISH_LISTINGS_JOB } from './listings.jobs';
import * as repo from './listings.repository';
import type { PostingDeps } from './posting-deps';
import { webAddress } from './stock-listings';

const num = (value: string | null) => (value === null ? null : Number(value));

export function toListingView(row: repo.ListingRow): ListingView {
  const error = PublishErrorSchema.safeParse(row.publishError);
  return {
    id: row.id,
    itemId: row.itemId,
    sku: row.sku,
    status: row.status,
    platforms: row.platforms,
    listedAt: row.listedAt?.toISOString() ?? null,
    price: num(row.price),
    businessPolicies: row.businessPolicies,
    ebayOfferId: row.ebayOfferId,
    ebayListingId: row.ebayListingId,
    url: row.listingUrl,
    totalViews: row.totalViews,
    totalWatchers: row.totalWatchers,
    totalMessages: row.totalMessages,
    totalImpressions: row.totalImpressions,
    clickThroughRate: num(row.clickThroughRate),
    totalTransactions: row.totalTransactions,
    trafficUpdatedAt: row.trafficUpdatedAt?.toISOString() ?? null,
    error: error.success ? error.data : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Listings as they stand, with posts whose job is gone for good (its worker
 * died past its retries) turned into failures the seller can post again
 * (DESIGN principle 4: nothing is lost).
 */
export async function viewsOf(
  deps: Pick<PostingDeps, 'db' | 'jobs'>,
  userId: string,
  rows: repo.ListingRow[],
): Promise<ListingView[]> {
  const waiting = rows.filter((r) => r.status === 'publishing' && r.publishJobId);
  if (waiting.length > 0) {
    const live = await deps.jobs.liveJobIds(
      PUBLISH_LISTINGS_JOB,
      waiting.map((r) => r.publishJobId ?? ''),
    );
    for (const row of waiting.filter((r) => !live.has(r.publishJobId ?? ''))) {
      const lost = { message: POSTING_TEXT.lostJob, details: [] };
      await repo.failLostPublish(deps.db, userId, row.id, lost);
      Object.assign(row, { status: 'failed', publishError: lost });
    }
  }
  return rows.map(toListingView);
}

export async function getListingsForItems(deps: PostingDeps, user: SessionUser, itemIds: string[]) {
  return { listings: await viewsOf(deps, user.id, await repo.findListingsByItems(deps.db, user.id, itemIds)) };
}

/** Which of the items have a listing live on eBay (status active), as their delete question says. */
export async function findLiveItemIds(db: Db, userId: string, itemIds: string[]): Promise<Set<string>> {
  const rows = await repo.findListingsByItems(db, userId, itemIds);
  return new Set(rows.filter((r) => r.status === 'active').map((r) => r.itemId));
}

/**
 * Each item's listing as the Generate rows show it (its status and eBay page),
 * by item id: one query for a page of groups. A post whose job is gone reads
 * as failed, as GET /listings says it.
 */
export async function findItemListingStates(
  deps: Pick<PostingDeps, 'db' | 'jobs'>,
  userId: string,
  itemIds: string[],
): Promise<Map<string, GroupListing>> {
  const views = await viewsOf(deps, userId, await repo.findListingsByItems(deps.db, userId, itemIds));
  return new Map(views.map((v) => [v.itemId, { status: v.status, url: webAddress(v.url) }]));
}

/**
 * The listing preview's state (spec part 3, section 2): the connection, its
 * scopes, what blocks posting, and the flagged photos the seller must confirm.
 */
export async function getPostingPreview(deps: PostingDeps, user: SessionUser, itemId: string): Promise<PostingPreview> {
  const item = await getListing(deps, user, itemId);
  const [row, status, photosToConfirm] = await Promise.all([
    repo.findListingByItem(deps.db, user.id, item.id),
    getStatus(deps.ebay, user.id),
    findPhotosToConfirm(deps, user.id, item.images),
  ]);
  const missing = new Set(missingScopes(status.scopes, status.isManual).map((s) => s.name));
  const unknownScopes = status.isManual && status.scopes.length === 0;
  return {
    listing: row ? ((await viewsOf(deps, user.id, [row]))[0] ?? null) : null,
    connection: {
      connected: status.connected,
      environment: status.environment,
      ebayUsername: status.ebayUsername,
      isManual: status.isManual,
      scopes: POSTING_SCOPES.map((s) => ({
        name: s.name,
        granted: status.connected && (unknownScopes || !missing.has(s.name)),
        critical: s.critical,
      })),
      // eBay refused the refresh token, or a critical scope is missing (section 5).
      needsReconnect:
        status.needsReconnect || (status.connected && POSTING_SCOPES.some((s) => s.critical && missing.has(s.name))),
    },
    problems: await postingProblems(deps, item, {}),
    photosToConfirm,
  };
}

/** End listing (withdrawOffer, ebay-api.md 4.7): the listing ends on eBay, the offer stays for a relist. */
export async function endListing(deps: PostingDeps, user: SessionUser, listingId: string): Promise<ListingView> {
  const row = await repo.findListing(deps.db, user.id, listingId);
  if (!row) throw notFound('That listing');
  if (row.status !== 'active' || !row.ebayOfferId) throw new AppError('conflict', 'Only a live listing can be ended.');
  await withdrawOnEbay(deps.ebay, createEbaySession(deps.ebay, user.id), row.ebayOfferId);
  const ended = await repo.markEnded(deps.db, user.id, row.id, deps.ebay.now());
  return toListingView(ended ?? row);
}

/** The item's listing as the details page shows it (spec part 3, section 2: Listing Status). */
export async function findItemListing(
  db: PostingDeps['db'],
  userId: string,
  itemId: string,
): Promise<ItemListing | null> {
  const row = await repo.findListingByItem(db, userId, itemId);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    platforms: row.platforms,
    listed_at: row.listedAt?.toISOString() ?? null,
    total_views: row.totalViews,
    total_watchers: row.totalWatchers,
    total_messages: row.totalMessages,
    total_impressions: row.totalImpressions,
    click_through_rate: num(row.clickThroughRate),
    total_transactions: row.totalTransactions,
    traffic_updated_at: row.trafficUpdatedAt?.toISOString() ?? null,
    price: num(row.price),
    url: webAddress(row.listingUrl),
  };
}

export function countActiveListings(db: PostingDeps['db'], userId: string): Promise<number> {
  return repo.countActiveListings(db, userId);
}

/**
 * A listing's traffic as eBay's traffic report gave it (issue 16, point 5);
 * a figure eBay did not give stays as it was.
 */
export function recordListingTraffic(
  db: PostingDeps['db'],
  userId: string,
  listingId: string,
  traffic: repo.ListingTrafficFigures,
  at: Date,
): Promise<void> {
  return repo.saveTraffic(db, userId, listingId, traffic, at);
}

/** The seller's listings on eBay that a new order can belong to (the sales sync, issue 8 point 4). */
export function listSellableListings(db: PostingDeps['db'], userId: string): Promise<repo.ListingRow[]> {
  return repo.findSellableListings(db, userId);
}

/** A live listing whose stock ran out with a sale; false when it was not live any more. */
export function markListingSold(db: PostingDeps['db'], userId: string, listingId: string, at: Date): Promise<boolean> {
  return repo.markSold(db, userId, listingId, at);
}

/** Sellers with something live on eBay: the ones the sales sync reads. */
export function listSellersWithActiveListings(db: PostingDeps['db']): Promise<string[]> {
  return repo.findSellersWithActiveListings(db);
}

/** How many listings the seller posted since `since`: the profile's "listings this month" (issue 18, point 6). */
export function countListingsPostedSince(
  db: Parameters<typeof repo.countListingsPostedSince>[0],
  userId: string,
  since: Date,
): Promise<number> {
  return repo.countListingsPostedSince(db, userId, since);
}
