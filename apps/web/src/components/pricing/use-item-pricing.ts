import { ItemPricingSchema, type ItemPricing } from '@listlens/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';

// GET and POST /api/items/{id}/pricing (issue 16): the pricing agent's stored
// recommendation with its comparables, and a fresh run on demand. Shared by
// the edit modal's Smart Pricing and the item details panel, as one endpoint.

const path = (itemId: string) => `/api/items/${encodeURIComponent(itemId)}/pricing`;

export const itemPricingQuery = (itemId: string) =>
  queryOptions({
    queryKey: ['item-pricing', itemId],
    queryFn: ({ signal }) => apiFetch(path(itemId), { schema: ItemPricingSchema, signal }),
  });

export function useItemPricing(itemId: string) {
  return useQuery(itemPricingQuery(itemId));
}

/** Prices the item again now; the answer replaces the cached recommendation. */
export function useRefreshPricing(itemId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(path(itemId), { method: 'POST', schema: ItemPricingSchema }),
    onSuccess: (data: ItemPricing) => {
      client.setQueryData(itemPricingQuery(itemId).queryKey, data);
      // The item's own price may have followed the new recommendation.
      void client.invalidateQueries({ queryKey: ['item-details', itemId] });
      void client.invalidateQueries({ queryKey: ['generate'] });
    },
  });
}
