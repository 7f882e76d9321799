import type { AssignSku, PhotoListQuery, PhotoPage, RotatePhotos, UploadedPhoto } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Engines } from '../../adapters/engines';
import type { PhotoStorage, StoredObject } from '../../adapters/storage/photo-storage';
import type { SessionUser } from '../../auth/session-user';
import { notFound } from '../../errors/app-error';
import { decodeCursor, INTEGER_KEY, pageOf, TEXT_KEY, TIMESTAMP_KEY, UUID_KEY } from '../../http/keyset';
import {
  contentTypeOfVariant,
  kindOfPath,
  photoFileUrl,
  PHOTO_VARIANTS,
  renditionKeys,
  type PhotoVariant,
} from './photo-files';
import { storageUnavailable } from './photo-errors';
import { makeRotatedRenditions } from './photo-renditions';
import * as repo from './photos.repository';
import type { PhotoRow } from './photos.repository';

/** What the photos module works with; its pixels go through `engines.image` (sharp by default). */
export type PhotoDeps = {
  db: Db;
  photoStorage: PhotoStorage;
  logger: FastifyBaseLogger;
  engines: Pick<Engines, 'image'>;
};

export function toUploadedPhoto(row: PhotoRow): UploadedPhoto {
  return {
    id: row.id,
    user_id: row.userId,
    image_url: row.imageUrl,
    thumbnail_url: photoFileUrl(row.id, 'thumb', row.rotation),
    filename: row.filename,
    file_size: row.fileSize,
    file_type: row.fileType,
    upload_order: row.uploadOrder,
    status: row.status,
    assigned_sku: row.assignedSku,
    assigned_item_id: row.assignedItemId,
    width: row.width,
    height: row.height,
    rotation: row.rotation,
    duplicate_of: row.duplicateOf,
    adult_flagged: row.adultFlagged,
    adult_confirmed: row.adultConfirmedAt !== null,
    adult_checked_at: row.adultCheckedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every file a row owns: the upload's three and, when turned, the rotated three. */
export function allKeysOf(row: Pick<PhotoRow, 'storagePath' | 'rotation'>): string[] {
  const keys = Object.values(renditionKeys(row.storagePath, 0));
  if (row.rotation !== 0) keys.push(...Object.values(renditionKeys(row.storagePath, row.rotation)));
  return keys;
}

/** A page of the seller's photos (issue 19: keyset pagination); the cursor is the last row's sort key. */
export async function listPhotos(db: Db, user: SessionUser, query: PhotoListQuery): Promise<PhotoPage> {
  const assigned = query.view === 'assigned';
  const after = decodeCursor(
    query.after,
    assigned ? [TEXT_KEY, INTEGER_KEY, UUID_KEY] : [INTEGER_KEY, TIMESTAMP_KEY, UUID_KEY],
  );
  const rows = await repo.findPhotoPage(db, user.id, { view: query.view, limit: query.limit, after });
  const page = pageOf(rows, query.limit, (row) =>
    assigned
      ? [row.assignedSku ?? '', String(row.uploadOrder), row.id]
      : [String(row.uploadOrder), row.cursorAt, row.id],
  );
  return { photos: page.rows.map(toUploadedPhoto), next_cursor: page.nextCursor };
}

export async function getPhoto(db: Db, user: SessionUser, id: string): Promise<UploadedPhoto> {
  const row = await repo.findPhoto(db, user.id, id);
  if (!row) throw notFound('That photo');
  return toUploadedPhoto(row);
}

export const countPhotos = (db: Db, user: SessionUser) => repo.countPhotos(db, user.id);

/**
 * Every id must be the seller's own: one foreign or missing id answers 404
 * for the whole request and nothing changes (DESIGN section 9).
 */
async function ownedRows(db: Db, user: SessionUser, ids: string[]): Promise<PhotoRow[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findPhotos(db, user.id, unique);
  if (rows.length !== unique.length) throw notFound('That photo');
  return rows;
}

export async function assignSku(db: Db, user: SessionUser, input: AssignSku): Promise<{ updated: number }> {
  const rows = await ownedRows(db, user, input.ids);
  return {
    updated: await repo.assignSku(
      db,
      user.id,
      rows.map((r) => r.id),
      input.sku,
    ),
  };
}

/** Rows first, files after: a file left behind by a failed delete is harmless, a row without files is not. */
export async function deletePhotos(deps: PhotoDeps, user: SessionUser, ids: string[]): Promise<{ deleted: number }> {
  await ownedRows(deps.db, user, ids);
  const deleted = await repo.deletePhotos(deps.db, user.id, [...new Set(ids)]);
  await deps.photoStorage.delete(deleted.flatMap(allKeysOf)).catch((error: unknown) => {
    deps.logger.warn({ err: error, photos: deleted.map((r) => r.id) }, 'photo files could not be deleted');
  });
  return { deleted: deleted.length };
}

export async function resetSku(db: Db, user: SessionUser, sku: string) {
  return { updated: await repo.resetSku(db, user.id, sku) };
}

/**
 * Rotate Left / Right really turn the stored photo (DESIGN section 2): new
 * files are made from the untouched original at the new angle, the row then
 * points at them, and the previous angle's files are removed.
 */
export async function rotatePhotos(deps: PhotoDeps, user: SessionUser, input: RotatePhotos): Promise<UploadedPhoto[]> {
  const rows = await ownedRows(deps.db, user, input.ids);
  const turned: UploadedPhoto[] = [];
  for (const row of rows) {
    const rotation = (row.rotation + (input.direction === 'right' ? 90 : 270)) % 360;
    const original = await deps.photoStorage.getBuffer(row.storagePath);
    if (!original) throw notFound('That photo');
    const kind = kindOfPath(row.storagePath);
    let size = { width: row.height, height: row.width };
    if (rotation !== 0) {
      const files = await makeRotatedRenditions(deps.engines.image, original, kind, rotation);
      const keys = renditionKeys(row.storagePath, rotation);
      const writes = await Promise.allSettled(
        PHOTO_VARIANTS.map((v) => deps.photoStorage.put(keys[v], files[v], contentTypeOfVariant(row.storagePath, v))),
      );
      const failed = writes.find((w) => w.status === 'rejected');
      if (failed) {
        await deps.photoStorage.delete(Object.values(keys)).catch(() => undefined);
        throw storageUnavailable(failed.reason);
      }
      size = { width: files.width, height: files.height };
    }
    const updated = await repo.updateRotation(deps.db, user.id, row.id, {
      rotation,
      ...size,
      imageUrl: photoFileUrl(row.id, 'display', rotation),
    });
    if (!updated) throw notFound('That photo');
    if (row.rotation !== 0) {
      await deps.photoStorage.delete(Object.values(renditionKeys(row.storagePath, row.rotation)));
    }
    turned.push(toUploadedPhoto(updated));
  }
  return turned;
}

export type PhotoFile = StoredObject & { current: boolean; etag: string };

/** A file of the seller's own photo; `version` is the rotation the address was made for. */
export async function readPhotoFile(
  deps: PhotoDeps,
  user: SessionUser,
  id: string,
  variant: PhotoVariant,
  version: string | undefined,
): Promise<PhotoFile> {
  const row = await repo.findPhoto(deps.db, user.id, id);
  if (!row) throw notFound('That photo');
  const key = renditionKeys(row.storagePath, row.rotation)[variant];
  const object = await deps.photoStorage.get(key);
  if (!object) throw notFound('That photo');
  return { ...object, current: version === String(row.rotation), etag: `"${key}"` };
}

/**
 * The bytes of a seller's photo for other server modules (AI analysis,
 * publishing): the 1600 px rendition unless another is asked for.
 */
export async function loadPhotoBytes(
  deps: Pick<PhotoDeps, 'db' | 'photoStorage'>,
  userId: string,
  id: string,
  variant: PhotoVariant = 'display',
): Promise<Buffer | null> {
  const row = await repo.findPhoto(deps.db, userId, id);
  if (!row) return null;
  return deps.photoStorage.getBuffer(renditionKeys(row.storagePath, row.rotation)[variant]);
}
