import { PHOTO_UPLOAD_BATCH, type UploadMeta, type UploadResult } from '@listlens/shared';
import type { UploadFile } from '../api/upload-photos';
import type { LocalPhotoStore } from './local-photo-store';

type Upload = (files: UploadFile[], meta: UploadMeta) => Promise<UploadResult>;

/**
 * Uploads the photos kept in this browser, oldest first, and forgets each
 * batch once the server has it. Each carries its temp_ id, so a batch sent
 * twice (a closed tab, two screens syncing) is stored once (spec 4.1, issue 3).
 */
export async function syncLocalPhotos(store: LocalPhotoStore, userId: string, upload: Upload): Promise<number> {
  const photos = await store.list(userId);
  let synced = 0;
  for (let i = 0; i < photos.length; i += PHOTO_UPLOAD_BATCH) {
    const batch = photos.slice(i, i + PHOTO_UPLOAD_BATCH);
    await upload(
      batch.map((p) => ({ blob: p.blob, name: p.filename })),
      batch.map((p) => ({ client_id: p.id, ...(p.assigned_sku ? { assigned_sku: p.assigned_sku } : {}) })),
    );
    await store.remove(batch.map((p) => p.id));
    synced += batch.length;
  }
  return synced;
}
