import type { Db } from '@listlens/db';
import { renditionKeys } from './photo-files';
import * as repo from './photos.repository';

// What the modules built on the photos ask of them: a SKU group's photos for
// generation, linking a group to the item made from it and letting it go
// again, and the stored files the cleanups remove. Items pass their own
// transaction (`Executor`) so a group and its item change together.

/** The seller's SKU groups' photos; `skus` narrows to those groups. */
export function findAssignedPhotos(db: Db, userId: string, skus?: string[]): Promise<repo.PhotoRow[]> {
  return repo.findAssignedPhotos(db, userId, skus);
}

/** The photos of a page of groups, with the columns the Generate screen reads. */
export function findGroupPagePhotos(db: Db, userId: string, skus: string[]): Promise<repo.GroupPagePhoto[]> {
  return repo.findGroupPagePhotos(db, userId, skus);
}

/** Up to `limit` + 1 group SKUs after `after`, in SKU order: one page of the Generate screen. */
export function findGroupSkuPage(db: Db, userId: string, page: { limit: number; after?: string }): Promise<string[]> {
  return repo.findAssignedSkuPage(db, userId, page);
}

/** The group's photos point at the item made from them. */
export function linkSkuToItem(db: repo.Executor, userId: string, sku: string, itemId: string): Promise<number> {
  return repo.linkSkuToItem(db, userId, sku, itemId);
}

/** The item's photos stay in their SKU group, assigned with no item, so it can be generated again. */
export function unlinkItemPhotos(db: repo.Executor, userId: string, itemId: string): Promise<number> {
  return repo.unlinkItemPhotos(db, userId, itemId);
}

/** Every photo row of the seller, returned so their files can be removed after the transaction. */
export function deleteAllPhotoRows(db: repo.Executor, userId: string): Promise<repo.PhotoRow[]> {
  return repo.deleteAllPhotos(db, userId);
}

export function listPhotoFiles(db: Db, userId: string): Promise<{ storagePath: string; rotation: number }[]> {
  return repo.findPhotoFiles(db, userId);
}

/** The stored key of the seller's photo as eBay is shown it; undefined for another seller's or a missing one. */
export async function displayKeyOf(db: Db, userId: string, photoId: string): Promise<string | undefined> {
  const row = await repo.findPhoto(db, userId, photoId);
  return row ? renditionKeys(row.storagePath, row.rotation).display : undefined;
}
