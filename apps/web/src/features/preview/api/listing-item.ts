import { ListingItemSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

export const listingItemQuery = (itemId: string) =>
  queryOptions({
    queryKey: previewKeys.item(itemId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/items/${encodeURIComponent(itemId)}`, { schema: ListingItemSchema, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

/** GET /api/items/{id}: the item the preview card shows. */
export function useListingItem(itemId: string) {
  return useQuery(listingItemQuery(itemId));
}
