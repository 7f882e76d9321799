import { RECENT_ITEMS_LIMIT, type Item, type RecentItem } from '@listlens/shared';
import type { Db } from '@listlens/db';
import { notFound } from '../../errors/app-error';
import { deleteAllPhotoRows, linkSkuToItem, unlinkItemPhotos, type PhotoRow } from '../photos';
import { toDetailsItem, toRecentItem } from './item-details';
import * as repo from './items.repository';

// The stored items as the dashboard and the details page read and change them
// (spec part 3, sections 2 and 7). Every call is filtered by the seller.

export const countItems = (db: Db, userId: string): Promise<number> => repo.countItems(db, userId);

export async function findRecentItems(db: Db, userId: string): Promise<Omit<RecentItem, 'live'>[]> {
  return (await repo.findRecentItems(db, userId, RECENT_ITEMS_LIMIT)).map(toRecentItem);
}

/** The seller's item row; undefined for another seller's or a missing one. */
export function findItem(db: Db, userId: string, itemId: string): Promise<repo.ItemRow | undefined> {
  return repo.findItem(db, userId, itemId);
}

/**
 * A SKU group's photos linked to a stored item (spec part 2, section 7). The item must be
 * the seller's own: another seller's item answers exactly like a missing one (404).
 */
export async function linkGroupPhotos(db: Db, userId: string, sku: string, itemId: string) {
  if (!(await repo.findItem(db, userId, itemId))) throw notFound('That item');
  return { updated: await linkSkuToItem(db, userId, sku, itemId) };
}

/** The item for the details page; undefined for another seller's or a missing one. */
export async function findDetailsItem(db: Db, userId: string, itemId: string): Promise<Item | undefined> {
  const row = await repo.findItem(db, userId, itemId);
  return row ? toDetailsItem(row) : undefined;
}

/**
 * The final price and the SEO keywords, the details page's edits, in one
 * transaction. Returns false when there is no such item of this seller.
 */
export async function updateDetails(
  db: Db,
  userId: string,
  itemId: string,
  changes: { finalPrice?: number | null; keywords?: string[] },
): Promise<boolean> {
  const values: Partial<repo.NewItemRow> = {};
  if (changes.finalPrice !== undefined)
    values.finalPrice = changes.finalPrice === null ? null : changes.finalPrice.toFixed(2);
  if (changes.keywords !== undefined) values.aiSuggestedKeywords = changes.keywords;
  return Boolean(await repo.updateItem(db, userId, itemId, values));
}

/**
 * Deletes one item with everything that depends on it (the foreign keys take
 * its listings, predictions and analyses). Its photos stay in their SKU group,
 * assigned with no item, so the group can be generated again. False when there
 * is no such item.
 */
export async function deleteStoredItem(db: Db, userId: string, itemId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await repo.findItem(tx, userId, itemId))) return false;
    await unlinkItemPhotos(tx, userId, itemId);
    return repo.deleteItem(tx, userId, itemId);
  });
}

/**
 * Clear All Test Items (spec part 3, section 7): every item with what depends
 * on it, every generation and every photo of the seller, in one transaction.
 * Returns the photos' rows so their files can go too.
 */
export async function clearStoredItems(db: Db, userId: string): Promise<{ deletedItems: number; photos: PhotoRow[] }> {
  return db.transaction(async (tx) => {
    const deletedItems = await repo.deleteAllItems(tx, userId);
    const photos = await deleteAllPhotoRows(tx, userId);
    return { deletedItems, photos };
  });
}
