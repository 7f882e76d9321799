import type { PhotoToConfirm } from '@listlens/shared';
import type { Engines } from '../../adapters/engines';
import { ownPhotoIdOf, photoFileUrl, renditionKeys } from './photo-files';
import * as repo from './photos.repository';
import type { PhotoRow } from './photos.repository';
import type { PhotoDeps } from './photos.service';

// Upload safety (decision 011). Each stored photo is scored by the
// `photos.safety` job shortly after upload; posting scores any photo the job
// has not reached, and asks the seller to confirm the flagged ones.

/** The adult-content score comes from `engines.vision` (the vision thread by default). */
export type SafetyDeps = Pick<PhotoDeps, 'db' | 'photoStorage' | 'logger'> & { engines: Pick<Engines, 'vision'> };

/** A photo whose check failed is tried again on a later post, but not on every poll of the preview. */
const RETRY_FAILED_CHECK_MS = 10 * 60_000;

/** The ids of the seller's own photos among an item's image URLs (outside URLs are not ours to check). */
function photoIdsOfImages(images: readonly string[]): string[] {
  const ids = images.map(ownPhotoIdOf).filter((id) => id !== undefined);
  return [...new Set(ids)];
}

/**
 * Scores one photo from its 400 px rendition (the model works at 224 px). A
 * photo that cannot be scored is logged and, with `recordFailure`, stamped as
 * checked without a score: it is allowed, never blocked silently (decision 011).
 */
async function scoreOne(deps: SafetyDeps, row: PhotoRow, recordFailure: boolean): Promise<PhotoRow | 'failed'> {
  try {
    const bytes = await deps.photoStorage.getBuffer(renditionKeys(row.storagePath, row.rotation).thumb);
    if (!bytes) throw new Error('the 400 px rendition is missing');
    // The default engine is the vision thread, which loads TensorFlow on the first check, not when the server starts.
    const { score, flagged } = await deps.engines.vision.scoreAdultContent(bytes);
    const stored = await repo.saveAdultCheck(deps.db, row.userId, row.id, { score, flagged });
    if (flagged) deps.logger.info({ photoId: row.id, score }, 'photo flagged by the adult-content check');
    return stored ?? row;
  } catch (error) {
    const log = { err: error, photoId: row.id };
    if (!recordFailure) {
      deps.logger.warn(log, 'adult-content check failed; it will be tried again');
      return 'failed';
    }
    deps.logger.error(log, 'adult-content check failed; the photo is allowed without a score');
    await repo.saveAdultCheck(deps.db, row.userId, row.id, { failed: true });
    return 'failed';
  }
}

/**
 * `photos.safety`: scores the photos of one upload that have no score yet,
 * each after `beforeEach` (the wait for uploads to end, decision 035).
 * Returns how many could not be scored, so the job can be tried again.
 */
export async function scoreUploadedPhotos(
  deps: SafetyDeps,
  userId: string,
  photoIds: string[],
  options: { finalAttempt: boolean; beforeEach?: () => Promise<void> },
): Promise<{ scored: number; failed: number }> {
  let scored = 0;
  let failed = 0;
  for (const id of photoIds) {
    await options.beforeEach?.();
    // Read after the wait: posting may have scored the photo meanwhile, or the seller deleted it.
    const [row] = await repo.findPhotos(deps.db, userId, [id]);
    if (!row || row.adultScore !== null) continue;
    if ((await scoreOne(deps, row, options.finalAttempt)) === 'failed') failed++;
    else scored++;
  }
  return { scored, failed };
}

const dueForCheck = (row: PhotoRow, now: number) =>
  row.adultScore === null &&
  (row.adultCheckedAt === null || now - row.adultCheckedAt.getTime() >= RETRY_FAILED_CHECK_MS);

/**
 * The flagged, unconfirmed photos among an item's images, for the preview and
 * for posting. Publishing does not rely on the job having run: a photo it has
 * not scored yet is scored here (a few hundred milliseconds each).
 */
export async function findPhotosToConfirm(
  deps: SafetyDeps,
  userId: string,
  images: readonly string[],
): Promise<PhotoToConfirm[]> {
  const ids = photoIdsOfImages(images);
  if (ids.length === 0) return [];
  const now = Date.now();
  const rows: PhotoRow[] = [];
  for (const row of await repo.findPhotos(deps.db, userId, ids)) {
    const checked = dueForCheck(row, now) ? await scoreOne(deps, row, true) : row;
    rows.push(checked === 'failed' ? row : checked);
  }
  return rows
    .filter((r) => r.adultFlagged && r.adultConfirmedAt === null)
    .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id))
    .map((r) => ({ id: r.id, thumbnailUrl: photoFileUrl(r.id, 'thumb', r.rotation) }));
}

/** Records the seller's confirmation of flagged photos (only those flagged and not yet confirmed change). */
export const confirmFlaggedPhotos = (deps: Pick<SafetyDeps, 'db'>, userId: string, ids: string[]) =>
  repo.confirmAdultPhotos(deps.db, userId, ids);
