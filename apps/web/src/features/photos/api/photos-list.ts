import { PhotoPageSchema, type UploadedPhoto } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/all-pages';
import { apiFetch } from '../../../lib/api-client';

export const photosKey = ['photos'] as const;

/** Spec part 2, section 4.2: the seller's unassigned photos, by upload_order then created_at. */
export const unassignedPhotosQuery = queryOptions({
  queryKey: [...photosKey, 'unassigned'],
  queryFn: async ({ signal }): Promise<UploadedPhoto[]> =>
    (
      await fetchAllPages('/api/photos?view=unassigned', (url) => apiFetch(url, { schema: PhotoPageSchema, signal }))
    ).flatMap((page) => page.photos),
  retry: false,
  // The SKU screen keeps assigned photos in view until Refresh; a refetch on focus would drop them.
  refetchOnWindowFocus: false,
});

export function useUnassignedPhotos() {
  return useQuery(unassignedPhotosQuery);
}
