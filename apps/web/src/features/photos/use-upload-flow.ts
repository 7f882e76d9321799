import {
  PHOTO_MAX_BYTES,
  PHOTO_MESSAGES,
  PHOTO_UPLOAD_BATCH,
  savedLocallyMessage,
  type UploadResult,
} from '@listlens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { photosKey } from './api/photos-list';
import { uploadPhotos } from './api/upload-photos';
import { resizeForUpload } from './image/resize-image';
import { localPhotosKey, useLocalPhotos } from './local/use-local-photos';
import { newLocalId, type LocalPhoto } from './local/local-photo-store';
import { classifyUploadFailure } from './upload-messages';
import type { PhotoUploadState, SelectedPhoto } from './upload-types';

export type UploadOutcome = { uploaded: number; savedLocally: number; duplicates: number };
type Progress = Record<string, { fraction: number; state: PhotoUploadState }>;
type Prepared = { photo: SelectedPhoto; file: File };

/**
 * The upload of spec part 2, section 4.1: each photo is pre-resized, then
 * sent in batches with progress per photo and overall. When the server cannot
 * be reached the rest are kept in this browser ('Photos saved locally (N
 * photos) - database unavailable') and upload by themselves later; if even
 * that fails: 'Photos processed but could not be saved'.
 */
export function useUploadFlow() {
  const client = useQueryClient();
  const { store, userId } = useLocalPhotos();
  const [progress, setProgress] = useState<Progress>({});
  const [overall, setOverall] = useState(0);
  const [uploading, setUploading] = useState(false);

  const mark = (id: string, state: PhotoUploadState, fraction: number) =>
    setProgress((prev) => ({ ...prev, [id]: { state, fraction } }));

  const keepLocally = useCallback(
    async (prepared: Prepared[]) => {
      const now = new Date().toISOString();
      const rows: LocalPhoto[] = prepared.map(({ file }, i) => ({
        id: newLocalId(),
        user_id: userId ?? '',
        filename: file.name,
        file_type: file.type,
        file_size: file.size,
        upload_order: i,
        status: 'local',
        assigned_sku: null,
        created_at: now,
        blob: file,
      }));
      await store.add(rows);
      await client.invalidateQueries({ queryKey: localPhotosKey(userId) });
    },
    [client, store, userId],
  );

  const start = useCallback(
    async (photos: SelectedPhoto[]): Promise<{ outcome: UploadOutcome } | { error: string }> => {
      setUploading(true);
      setOverall(0);
      setProgress(Object.fromEntries(photos.map((p) => [p.id, { state: 'Waiting' as const, fraction: 0 }])));
      try {
        const prepared: Prepared[] = [];
        for (const photo of photos) {
          mark(photo.id, 'Preparing', 0);
          const file = await resizeForUpload(photo.file);
          if (file.size > PHOTO_MAX_BYTES) return { error: PHOTO_MESSAGES.tooLarge };
          prepared.push({ photo, file });
        }
        const totalBytes = prepared.reduce((sum, p) => sum + p.file.size, 0) || 1;
        let sentBefore = 0;
        let duplicates = 0;
        for (let i = 0; i < prepared.length; i += PHOTO_UPLOAD_BATCH) {
          const batch = prepared.slice(i, i + PHOTO_UPLOAD_BATCH);
          let result: UploadResult;
          try {
            result = await uploadPhotos(
              batch.map((p) => ({ blob: p.file, name: p.file.name })),
              [],
              (loaded, total) => {
                trackBatch(batch, loaded / (total || 1), mark);
                const batchBytes = batch.reduce((s, p) => s + p.file.size, 0);
                setOverall(Math.min(1, (sentBefore + (batchBytes * loaded) / (total || 1)) / totalBytes));
              },
            );
          } catch (error) {
            const failure = classifyUploadFailure(error);
            if (failure.action === 'show') return { error: failure.message };
            const rest = prepared.slice(i);
            try {
              await keepLocally(rest);
            } catch {
              return { error: `${PHOTO_MESSAGES.processedNotSaved}. ${PHOTO_MESSAGES.networkFailed}` };
            }
            rest.forEach((p) => mark(p.photo.id, 'Saved on this device', 1));
            setOverall(1);
            if (i > 0) await client.invalidateQueries({ queryKey: photosKey });
            return { outcome: { uploaded: i, savedLocally: rest.length, duplicates } };
          }
          duplicates += result.duplicates;
          sentBefore += batch.reduce((s, p) => s + p.file.size, 0);
          batch.forEach((p) => mark(p.photo.id, 'Uploaded', 1));
        }
        setOverall(1);
        await client.invalidateQueries({ queryKey: photosKey });
        return { outcome: { uploaded: prepared.length, savedLocally: 0, duplicates } };
      } finally {
        setUploading(false);
      }
    },
    [client, keepLocally],
  );

  return { start, progress, overall, uploading };
}

/** Per-photo progress inside one multipart request: the parts go in order, so bytes sent map onto photos. */
function trackBatch(batch: Prepared[], fraction: number, mark: (id: string, s: PhotoUploadState, f: number) => void) {
  const total = batch.reduce((s, p) => s + p.file.size, 0) || 1;
  let sent = fraction * total;
  for (const p of batch) {
    const part = Math.max(0, Math.min(1, sent / (p.file.size || 1)));
    sent -= p.file.size;
    mark(p.photo.id, fraction >= 1 ? 'Saving' : part > 0 ? 'Uploading' : 'Waiting', fraction >= 1 ? 1 : part);
  }
}

export const localNotice = (outcome: UploadOutcome) =>
  outcome.savedLocally > 0 ? savedLocallyMessage(outcome.savedLocally) : null;
