import type { UploadMeta } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import type { UploadFile } from '../api/upload-photos';
import { createMemoryPhotoStore, newLocalId, type LocalPhoto } from './local-photo-store';
import { syncLocalPhotos } from './sync-local-photos';

const photo = (user: string, i: number, sku: string | null = null): LocalPhoto => ({
  id: newLocalId(),
  user_id: user,
  filename: `p${i}.jpg`,
  file_type: 'image/jpeg',
  file_size: 3,
  upload_order: i,
  status: 'local',
  assigned_sku: sku,
  created_at: '2026-01-01T00:00:00.000Z',
  blob: new Blob(['abc'], { type: 'image/jpeg' }),
});

describe('syncing photos kept in the browser', () => {
  it('uploads them in order with their temp_ ids and SKUs, in batches of 10, then forgets them', async () => {
    const mine = Array.from({ length: 12 }, (_, i) => photo('u1', i, i === 0 ? 'ABC-1' : null));
    const theirs = photo('u2', 0);
    const store = createMemoryPhotoStore([...mine, theirs]);
    const calls: { names: string[]; meta: UploadMeta }[] = [];
    const synced = await syncLocalPhotos(store, 'u1', async (files: UploadFile[], meta) => {
      calls.push({ names: files.map((f) => f.name), meta });
      return { photos: [], duplicates: 0 };
    });
    expect(synced).toBe(12);
    expect(calls.map((c) => c.names.length)).toEqual([10, 2]);
    expect(calls[0]?.names[0]).toBe('p0.jpg');
    expect(calls[0]?.meta[0]).toEqual({ client_id: mine[0]?.id, assigned_sku: 'ABC-1' });
    expect(calls[0]?.meta.every((m) => m.client_id?.startsWith('temp_'))).toBe(true);
    expect([...store.rows.keys()]).toEqual([theirs.id]);
  });

  it('keeps what could not be sent, to try again later', async () => {
    const store = createMemoryPhotoStore(Array.from({ length: 11 }, (_, i) => photo('u1', i)));
    let call = 0;
    await expect(
      syncLocalPhotos(store, 'u1', async () => {
        if (++call === 2) throw new Error('offline');
        return { photos: [], duplicates: 0 };
      }),
    ).rejects.toThrow('offline');
    expect(store.rows.size).toBe(1);
  });
});
