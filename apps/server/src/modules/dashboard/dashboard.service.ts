import type { FastifyBaseLogger } from 'fastify';
import {
  deleteItemFailedText,
  type CleanupResult,
  type DashboardSummary,
  type ItemDetails,
  type UpdateItem,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { SessionUser } from '../../auth/session-user';
import { AppError, notFound } from '../../errors/app-error';
import {
  countItems,
  countRowsPerSellerTable,
  deleteItemWithDependents,
  eraseSellerRows,
  findPhotoFiles,
  forceDeleteSellerRows,
  resetSellerProfile,
  sweepSellerItems,
} from './cleanup.repository';
import {
  countActiveListings,
  countSellerRows,
  findItemRow,
  findListingRow,
  findMonthlyRevenue,
  findRecentItemRows,
  updateItemFinalPrice,
  updateItemKeywords,
} from './dashboard.repository';
import { recordApprovedKeywords } from '../keywords/learning-hooks';
import { toItem, toListing, toRecentItem } from './item-row';

/** Removes stored files by key; deleting a key that is not there is not an error. */
export type FileRemover = (keys: string[]) => Promise<void>;

export type DashboardDeps = {
  db: Db;
  logger: FastifyBaseLogger;
  removeFiles: FileRemover;
  /** Every stored key of one photo (its renditions at every rotation). */
  keysOfPhoto: (photo: { storagePath: string; rotation: number }) => string[];
};

const itemNotFound = () => notFound('That item');

/** The four stat cards and Recent Items (spec part 3, section 2). */
export async function getSummary(db: Db, user: SessionUser): Promise<DashboardSummary> {
  const [itemsProcessed, activeListings, totalSales, revenue, recent] = await Promise.all([
    countSellerRows(db, 'items', user.id),
    countActiveListings(db, user.id),
    countSellerRows(db, 'sales', user.id),
    findMonthlyRevenue(db, user.id),
    findRecentItemRows(db, user.id),
  ]);
  return {
    stats: { itemsProcessed, activeListings, totalSales, revenue },
    recentItems: recent.map(toRecentItem),
  };
}

/** Another seller's item is answered exactly like a missing one. */
export async function getItemDetails(db: Db, user: SessionUser, itemId: string): Promise<ItemDetails> {
  const row = await findItemRow(db, user.id, itemId);
  if (!row) throw itemNotFound();
  const listing = await findListingRow(db, user.id, itemId);
  return { item: toItem(row), listing: listing ? toListing(listing) : null };
}

/**
 * The final price and the SEO keywords are what the details page edits (spec
 * part 3, section 2). Saved keywords are then an approved submission for
 * keyword learning, which logs its own failure (`log`) and never fails the save.
 */
export async function updateItem(
  db: Db,
  user: SessionUser,
  itemId: string,
  changes: UpdateItem,
  log: FastifyBaseLogger,
): Promise<ItemDetails> {
  await db.transaction(async (tx) => {
    if (changes.final_price !== undefined && !(await updateItemFinalPrice(tx, user.id, itemId, changes.final_price)))
      throw itemNotFound();
    if (
      changes.ai_suggested_keywords !== undefined &&
      !(await updateItemKeywords(tx, user.id, itemId, changes.ai_suggested_keywords))
    )
      throw itemNotFound();
  });
  if (changes.ai_suggested_keywords)
    await recordApprovedKeywords({ db, logger: log }, user.id, itemId, changes.ai_suggested_keywords);
  return getItemDetails(db, user, itemId);
}

/** Deletes one item and its dependents (spec part 3, sections 4 and 7). */
export async function deleteItem(deps: DashboardDeps, user: SessionUser, itemId: string): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await deleteItemWithDependents(deps.db, user.id, itemId);
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

/** Clear All Test Items (spec part 3, sections 2 and 7): the sweep, then a recount. */
export async function clearAllItems(deps: DashboardDeps, user: SessionUser): Promise<CleanupResult> {
  const before = await countItems(deps.db, user.id);
  const photos = await findPhotoFiles(deps.db, user.id);
  await sweepSellerItems(deps.db, user.id, (table, err) =>
    deps.logger.warn({ err, table }, 'clear all: a table could not be swept'),
  );
  const deletedPhotos = await removePhotoFiles(deps, photos, await findPhotoFiles(deps.db, user.id));
  const remainingItems = await countItems(deps.db, user.id);
  return { deletedItems: Math.max(0, before - remainingItems), remainingItems, deletedPhotos };
}

/**
 * Delete all my data (issue 9): every row the seller owns and every stored file,
 * keeping the account itself. Leftovers in a table that does not cascade are
 * force-deleted, then the items are counted again, as the spec's fallback does.
 */
export async function deleteAllSellerData(deps: DashboardDeps, user: SessionUser): Promise<CleanupResult> {
  const before = await countItems(deps.db, user.id);
  const photos = await findPhotoFiles(deps.db, user.id);
  try {
    await eraseSellerRows(deps.db, user.id);
  } catch (err) {
    deps.logger.warn({ err }, 'delete all my data: cascade failed, deleting table by table');
  }
  const leftovers = Object.entries(await countRowsPerSellerTable(deps.db, user.id))
    .filter(([, n]) => n > 0)
    .map(([table]) => table);
  if (leftovers.length > 0) await forceDeleteSellerRows(deps.db, user.id, leftovers);
  await resetSellerProfile(deps.db, user.id);
  const deletedPhotos = await removePhotoFiles(deps, photos, await findPhotoFiles(deps.db, user.id));
  const remainingItems = await countItems(deps.db, user.id);
  return { deletedItems: Math.max(0, before - remainingItems), remainingItems, deletedPhotos };
}

/** Files of the photos whose rows are gone; a photo that is still there keeps its files. */
async function removePhotoFiles(
  deps: DashboardDeps,
  before: { storagePath: string; rotation: number }[],
  after: { storagePath: string }[],
): Promise<number> {
  const kept = new Set(after.map((p) => p.storagePath));
  const gone = before.filter((p) => !kept.has(p.storagePath));
  const keys = [...new Set(gone.flatMap(deps.keysOfPhoto))];
  if (keys.length === 0) return 0;
  try {
    await deps.removeFiles(keys);
  } catch (cause) {
    throw new AppError('internal_error', 'The records were deleted but some photo files could not be removed.', {
      cause,
    });
  }
  return gone.length;
}
