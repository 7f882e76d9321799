import { ListingsResultSchema, type ListingView } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const listingStatusKey = (itemId: string) => ['listing-status', itemId] as const;

export const itemListingQuery = (itemId: string) =>
  queryOptions({
    queryKey: listingStatusKey(itemId),
    queryFn: async ({ signal }): Promise<ListingView | null> => {
      const { listings } = await apiFetch(`/api/listings?itemIds=${encodeURIComponent(itemId)}`, {
        schema: ListingsResultSchema,
        signal,
      });
      return listings[0] ?? null;
    },
    // A post in progress is followed every 2 s until it is live or has failed.
    refetchInterval: (query) => (query.state.data?.status === 'publishing' ? 2000 : false),
  });

/** GET /api/listings?itemIds={id}: the item's listing as eBay has it, with its last error. */
export function useItemListing(itemId: string) {
  return useQuery(itemListingQuery(itemId));
}
