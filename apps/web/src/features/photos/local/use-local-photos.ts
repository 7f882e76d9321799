import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../auth';
import { fetchPhotoCount } from '../api/photos-count';
import { photosKey } from '../api/photos-list';
import { uploadPhotos } from '../api/upload-photos';
import { useLocalPhotoStore } from './local-photo-context';
import type { LocalPhotoStore } from './local-photo-store';
import { syncLocalPhotos } from './sync-local-photos';

export const localPhotosKey = (userId: string | undefined) => ['local-photos', userId] as const;
const RETRY_MS = 10_000;

/** The signed-in seller's photos kept in this browser. */
export function useLocalPhotos() {
  const store = useLocalPhotoStore();
  const userId = useSession().data?.user?.id;
  const query = useQuery({
    queryKey: localPhotosKey(userId),
    queryFn: () => store.list(userId ?? ''),
    enabled: Boolean(userId),
    retry: false,
  });
  return { ...query, store, userId };
}

// One sync at a time per page, however many screens ask for it.
let running: Promise<number> | undefined;
function syncOnce(store: LocalPhotoStore, userId: string): Promise<number> {
  running ??= (async () => {
    // The count query is the connection test (spec part 2, section 7).
    await fetchPhotoCount();
    return syncLocalPhotos(store, userId, (files, meta) => uploadPhotos(files, meta));
  })().finally(() => {
    running = undefined;
  });
  return running;
}

/**
 * Uploads locally kept photos by themselves once the server answers again:
 * at once, whenever the browser says it is back online, and every 10 s while
 * any are waiting.
 */
export function useLocalPhotoSync(): void {
  const { data: local, store, userId } = useLocalPhotos();
  const client = useQueryClient();
  const waiting = local?.length ?? 0;
  useEffect(() => {
    if (!userId || waiting === 0) return;
    let stopped = false;
    const attempt = () => {
      syncOnce(store, userId).then(
        (synced) => {
          if (stopped || synced === 0) return;
          void client.invalidateQueries({ queryKey: photosKey });
          void client.invalidateQueries({ queryKey: localPhotosKey(userId) });
        },
        // Still unreachable: try again on the next tick.
        () => undefined,
      );
    };
    attempt();
    const timer = window.setInterval(attempt, RETRY_MS);
    window.addEventListener('online', attempt);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      window.removeEventListener('online', attempt);
    };
  }, [client, store, userId, waiting]);
}
