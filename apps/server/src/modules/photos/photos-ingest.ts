import { createHash, randomUUID } from 'node:crypto';
import { isSafeText, UploadMetaSchema, type UploadMeta, type UploadResult } from '@listlens/shared';
import type { SessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import type { JobQueue } from '../../jobs/job-queue';
import { parseWith } from '../../http/problem';
import { markMilestone } from '../onboarding';
import { photoError, storageUnavailable } from './photo-errors';
import { contentTypeOfVariant, originalKey, photoFileUrl, renditionKeys, PHOTO_VARIANTS } from './photo-files';
import { makeRenditions } from './photo-renditions';
import { CONTENT_TYPE_OF, sniffPhotoType } from './photo-type';
import { PHOTO_SAFETY_JOB, SAFETY_CHECK_MAX_WAIT_MS } from './photos.jobs';
import * as repo from './photos.repository';
import { toUploadedPhoto, type PhotoDeps } from './photos.service';

export type IngestDeps = PhotoDeps & { jobs: Pick<JobQueue, 'send'> };

/** One part of the upload as it streams in; the route adapts the multipart parser to this. */
export type UploadPart =
  | { kind: 'field'; name: string; value: string }
  | { kind: 'file'; filename: string; read: () => Promise<Buffer>; skip: () => Promise<void> };

type Prepared =
  | { kind: 'new'; row: repo.NewPhotoRow & { id: string; contentHash: string }; keys: string[] }
  | { kind: 'existing'; row: repo.PhotoRow };

function cleanFilename(raw: string, index: number): string {
  const base = raw.split(/[\\/]/).pop()?.trim() ?? '';
  // Control and invalid characters (the shared safe-text rule) never reach the database or a log line.
  const printable = Array.from(base)
    .filter((ch) => isSafeText(ch))
    .join('');
  return printable.slice(0, 200) || `photo-${index + 1}`;
}

function parseMeta(value: string): UploadMeta {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new AppError('validation_failed', 'The upload could not be read.');
  }
  return parseWith(UploadMetaSchema, json);
}

/**
 * The upload of spec part 2, section 4.1 on the server (DESIGN section 9):
 * each file is checked by its bytes, decoded under the pixel limit, turned
 * upright, stripped of metadata and stored as three files as it arrives. Then
 * all rows are inserted together. Any refusal or failure removes every file
 * this request wrote, so a refused upload leaves nothing behind, a failed
 * storage write leaves no row, and a failed insert leaves no file.
 * The stored photos' adult-content check runs afterwards, as a job, once
 * this process's uploads have ended (decision 035).
 */
export async function ingestPhotos(
  deps: IngestDeps,
  user: SessionUser,
  parts: AsyncIterable<UploadPart>,
): Promise<UploadResult> {
  const timestamp = Date.now();
  let meta: UploadMeta = [];
  const prepared: Prepared[] = [];
  const written: string[] = [];
  let stored: { result: UploadResult; insertedIds: string[] };
  try {
    for await (const part of parts) {
      if (part.kind === 'field') {
        if (part.name === 'meta') meta = parseMeta(part.value);
        continue;
      }
      const index = prepared.length;
      const extra = meta[index] ?? {};
      const filename = cleanFilename(part.filename, index);
      // A photo kept in the browser and already synced once is not stored again.
      const existing = extra.client_id ? await repo.findPhotoByClientId(deps.db, user.id, extra.client_id) : undefined;
      if (existing) {
        await part.skip();
        prepared.push({ kind: 'existing', row: existing });
        continue;
      }
      const bytes = await part.read();
      const sniffed = sniffPhotoType(bytes);
      if (!sniffed.ok) throw photoError(sniffed.reason, filename);
      const files = await makeRenditions(deps.engines.image, bytes, sniffed.kind, filename);
      const id = randomUUID();
      const storagePath = originalKey(user.id, timestamp, index, sniffed.kind);
      const keys = renditionKeys(storagePath, 0);
      written.push(...Object.values(keys));
      // Every write must have finished, failed or not, before a cleanup can remove them.
      const writes = await Promise.allSettled(
        PHOTO_VARIANTS.map((v) => deps.photoStorage.put(keys[v], files[v], contentTypeOfVariant(storagePath, v))),
      );
      const failed = writes.find((w) => w.status === 'rejected');
      if (failed) throw storageUnavailable(failed.reason);
      prepared.push({
        kind: 'new',
        keys: Object.values(keys),
        row: {
          id,
          userId: user.id,
          imageUrl: photoFileUrl(id, 'display', 0),
          filename,
          fileSize: bytes.length,
          fileType: CONTENT_TYPE_OF[sniffed.kind],
          status: extra.assigned_sku ? 'assigned' : 'uploaded',
          assignedSku: extra.assigned_sku ?? null,
          storagePath,
          width: files.width,
          height: files.height,
          contentHash: createHash('sha256').update(bytes).digest('hex'),
          clientId: extra.client_id ?? null,
        },
      });
    }
    if (prepared.length === 0) throw new AppError('validation_failed', 'Please choose at least one photo to upload.');
    stored = await storeRows(deps, user, prepared);
  } catch (error) {
    await deps.photoStorage.delete(written).catch((cleanup: unknown) => {
      deps.logger.error({ err: cleanup, keys: written.length }, 'could not remove the files of a failed upload');
    });
    throw error;
  }
  await sendSafetyCheck(deps, user.id, stored.insertedIds);
  return stored.result;
}

/**
 * The photos are stored whatever happens here: a check that cannot be queued
 * is logged, and posting scores the photo itself (decision 011).
 */
async function sendSafetyCheck(deps: IngestDeps, userId: string, photoIds: string[]): Promise<void> {
  if (photoIds.length === 0) return;
  try {
    await deps.jobs.send(PHOTO_SAFETY_JOB, { userId, photoIds, deferUntil: Date.now() + SAFETY_CHECK_MAX_WAIT_MS });
  } catch (error) {
    deps.logger.warn({ err: error, photos: photoIds }, 'the adult-content check could not be queued');
  }
}

async function storeRows(
  deps: PhotoDeps,
  user: SessionUser,
  prepared: Prepared[],
): Promise<{ result: UploadResult; insertedIds: string[] }> {
  const fresh = prepared.flatMap((p) => (p.kind === 'new' ? [p] : []));
  const earlier = await repo.findFirstByHashes(
    deps.db,
    user.id,
    fresh.map((p) => p.row.contentHash),
  );
  // The same photo twice in one upload points at its first copy too.
  const firstInBatch = new Map<string, string>();
  const rows = fresh.map(({ row }) => {
    const duplicateOf = earlier.get(row.contentHash) ?? firstInBatch.get(row.contentHash) ?? null;
    if (!firstInBatch.has(row.contentHash)) firstInBatch.set(row.contentHash, row.id);
    return { ...row, duplicateOf };
  });
  const { inserted, skipped } = await repo.insertPhotos(deps.db, user.id, rows);
  const first = inserted[0];
  if (first) await markMilestone(deps.db, user.id, 'first_photo_uploaded', { photoId: first.id });
  const byId = new Map(inserted.map((r) => [r.id, r]));
  const result: repo.PhotoRow[] = [];
  for (const p of prepared) {
    if (p.kind === 'existing') {
      result.push(p.row);
      continue;
    }
    const stored = byId.get(p.row.id);
    if (stored) {
      result.push(stored);
      continue;
    }
    // Another request synced the same local photo first: keep its row, drop our files.
    if (!skipped.includes(p.row.id) || !p.row.clientId)
      throw new Error(`photo ${p.row.id} was neither stored nor skipped`);
    await deps.photoStorage.delete(p.keys);
    const winner = await repo.findPhotoByClientId(deps.db, user.id, p.row.clientId);
    if (winner) result.push(winner);
  }
  return {
    result: {
      photos: result.map(toUploadedPhoto),
      duplicates: inserted.filter((r) => r.duplicateOf !== null).length,
    },
    insertedIds: inserted.map((r) => r.id),
  };
}
