import { ItemDetailsSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export const itemDetailsQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['item-details', itemId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/dashboard/items/${encodeURIComponent(itemId)}`, { schema: ItemDetailsSchema, signal }),
    // A missing (or someone else's) item stays missing; asking again will not help.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });

/** GET /api/dashboard/items/{id}: the item and its listing (spec part 3, section 7). */
export function useItemDetails(itemId: string) {
  return useQuery(itemDetailsQuery(itemId));
}
