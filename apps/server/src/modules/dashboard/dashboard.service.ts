import type { FastifyBaseLogger } from 'fastify';
import {
  deleteItemFailedText,
  endListingFailedText,
  type CleanupResult,
  type DashboardSummary,
  type ItemDetails,
  type UpdateItem,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { SessionUser } from '../../auth/session-user';
import { AppError, notFound } from '../../errors/app-error';
import {
  clearStoredItems,
  countItems,
  deleteStoredItem,
  findDetailsItem,
  findRecentItems,
  getReadiness,
  updateDetails,
  type ItemReadDeps,
} from '../items';
import type { EbayDeps } from '../ebay-connection';
import { recordApprovedKeywords } from '../keywords';
import { countActiveListings, endListingsOfItems, findItemListing, findLiveItemIds } from '../listings';
import { listPhotoFiles } from '../photos';
import { eraseSellerData, findSellerFigures } from '../profile';

/** Removes stored files by key; deleting a key that is not there is not an error. */
export type FileRemover = (keys: string[]) => Promise<void>;

export type DashboardDeps = {
  db: Db;
  /** Deletes end the items' live eBay listings first (issue 18, point 5). */
  ebay: EbayDeps;
  logger: FastifyBaseLogger;
  removeFiles: FileRemover;
  /** Every stored key of one photo (its renditions at every rotation). */
  keysOfPhoto: (photo: { storagePath: string; rotation: number }) => string[];
  /** Removes every file under the seller's folder that no remaining photo row owns (Delete my data). */
  removeSellerFiles: (userId: string) => Promise<unknown>;
};

const itemNotFound = () => notFound('That item');

/** The four stat cards and Recent Items (spec part 3, section 2). */
export async function getSummary(db: Db, user: SessionUser): Promise<DashboardSummary> {
  const [itemsProcessed, activeListings, figures, recentItems] = await Promise.all([
    countItems(db, user.id),
    countActiveListings(db, user.id),
    findSellerFigures(db, user.id),
    findRecentItems(db, user.id),
  ]);
  // The profile's own figures, so the stat cards and the profile never disagree (issue 18, point 6).
  const { totalSales, monthlyRevenue: revenue } = figures;
  const live = await findLiveItemIds(
    db,
    user.id,
    recentItems.map((i) => i.id),
  );
  return {
    stats: { itemsProcessed, activeListings, totalSales, revenue },
    recentItems: recentItems.map((i) => ({ ...i, live: live.has(i.id) })),
  };
}

/** Another seller's item is answered exactly like a missing one. */
export async function getItemDetails(deps: ItemReadDeps, user: SessionUser, itemId: string): Promise<ItemDetails> {
  const item = await findDetailsItem(deps.db, user.id, itemId);
  if (!item) throw itemNotFound();
  const [listing, readiness] = await Promise.all([
    findItemListing(deps.db, user.id, itemId),
    getReadiness(deps, user, itemId),
  ]);
  return { item, listing, readiness };
}

/**
 * The final price and the SEO keywords are what the details page edits (spec
 * part 3, section 2). Saved keywords are then an approved submission for
 * keyword learning, which logs its own failure (`log`) and never fails the save.
 */
export async function updateItem(
  deps: ItemReadDeps,
  user: SessionUser,
  itemId: string,
  changes: UpdateItem,
  log: FastifyBaseLogger,
): Promise<ItemDetails> {
  const { db } = deps;
  const saved = await updateDetails(db, user.id, itemId, {
    ...(changes.final_price !== undefined ? { finalPrice: changes.final_price } : {}),
    ...(changes.ai_suggested_keywords !== undefined ? { keywords: changes.ai_suggested_keywords } : {}),
  });
  if (!saved) throw itemNotFound();
  if (changes.ai_suggested_keywords)
    await recordApprovedKeywords({ db, logger: log }, user.id, itemId, changes.ai_suggested_keywords);
  return getItemDetails(deps, user, itemId);
}

/**
 * Deletes one item and its dependents (spec part 3, sections 4 and 7), its
 * live eBay listing ended first. When eBay does not end it the item is kept,
 * so the seller can try again rather than leave a listing nobody records.
 */
export async function deleteItem(deps: DashboardDeps, user: SessionUser, itemId: string): Promise<void> {
  const [notEnded] = await endListingsOfItems(deps, user.id, [itemId]);
  if (notEnded) throw new AppError('conflict', endListingFailedText(notEnded.message));
  let deleted: boolean;
  try {
    deleted = await deleteStoredItem(deps.db, user.id, itemId);
  } catch (cause) {
    deps.logger.warn({ err: cause, itemId }, 'item delete failed');
    const reason =
      cause instanceof Error && 'code' in cause && cause.code === '23503'
        ? 'other records still use it'
        : 'the database refused';
    throw new AppError('conflict', deleteItemFailedText(reason), { cause });
  }
  if (!deleted) throw itemNotFound();
}

/**
 * Clear All Test Items (spec part 3, sections 2 and 7): the live eBay listings
 * ended, then one transaction, then the photos' files. A listing eBay did not
 * end does not stop the clear: it is named in the answer, to end on eBay.
 */
export async function clearAllItems(deps: DashboardDeps, user: SessionUser): Promise<CleanupResult> {
  const notEnded = await endListingsOfItems(deps, user.id);
  const { deletedItems, photos } = await clearStoredItems(deps.db, user.id);
  const deletedPhotos = await removePhotoFiles(deps, photos, []);
  return { deletedItems, remainingItems: await countItems(deps.db, user.id), deletedPhotos, notEnded };
}

/**
 * Delete all my data (issue 9): the live eBay listings ended while the eBay
 * connection is still there, then every row the seller owns (they all cascade
 * from the profile row) and every stored file, keeping the account itself. The
 * seller's data goes even when eBay did not end a listing; the answer names it.
 */
export async function deleteAllSellerData(deps: DashboardDeps, user: SessionUser): Promise<CleanupResult> {
  const notEnded = await endListingsOfItems(deps, user.id);
  const before = await countItems(deps.db, user.id);
  const photos = await listPhotoFiles(deps.db, user.id);
  await eraseSellerData(deps.db, user.id);
  // Every file of the seller, not only those of the rows just deleted: a crash mid-upload or a
  // failed earlier delete left files no row names (issue 19, point 4).
  const deletedPhotos = await removePhotoFiles(deps, photos, await listPhotoFiles(deps.db, user.id), user.id);
  const remainingItems = await countItems(deps.db, user.id);
  return { deletedItems: Math.max(0, before - remainingItems), remainingItems, deletedPhotos, notEnded };
}

/**
 * Files of the photos whose rows are gone; a photo that is still there keeps its files. With
 * `sellerFolder`, every file in that seller's folder that no remaining row owns goes too.
 */
async function removePhotoFiles(
  deps: DashboardDeps,
  before: { storagePath: string; rotation: number }[],
  after: { storagePath: string }[],
  sellerFolder?: string,
): Promise<number> {
  const kept = new Set(after.map((p) => p.storagePath));
  const gone = before.filter((p) => !kept.has(p.storagePath));
  const keys = [...new Set(gone.flatMap(deps.keysOfPhoto))];
  try {
    if (sellerFolder) await deps.removeSellerFiles(sellerFolder);
    else if (keys.length > 0) await deps.removeFiles(keys);
  } catch (cause) {
    throw new AppError('internal_error', 'The records were deleted but some photo files could not be removed.', {
      cause,
    });
  }
  return gone.length;
}
