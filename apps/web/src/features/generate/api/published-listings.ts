import { ListingsResultSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const publishedListingsKey = (itemIds: string[]) => ['generate', 'listings', ...itemIds] as const;

export const publishedListingsQuery = (itemIds: string[]) =>
  queryOptions({
    queryKey: publishedListingsKey(itemIds),
    queryFn: ({ signal }) =>
      apiFetch(`/api/listings?itemIds=${itemIds.map(encodeURIComponent).join(',')}`, {
        schema: ListingsResultSchema,
        signal,
      }),
    enabled: itemIds.length > 0,
    // Followed every 2 s while any of them is still being posted.
    refetchInterval: (query) => (query.state.data?.listings.some((l) => l.status === 'publishing') ? 2000 : false),
  });

/** GET /api/listings?itemIds=…: where each item of a bulk publish stands. */
export function usePublishedListings(itemIds: string[]) {
  return useQuery(publishedListingsQuery(itemIds));
}
