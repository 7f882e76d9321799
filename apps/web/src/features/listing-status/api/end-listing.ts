import { ListingViewSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { listingStatusKey } from './item-listing';

/** POST /api/listings/{id}/end: ends the listing on eBay (withdraw); the offer stays for a relist. */
export const endListing = (listingId: string) =>
  apiFetch(`/api/listings/${encodeURIComponent(listingId)}/end`, { method: 'POST', schema: ListingViewSchema });

export function useEndListing(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endListing,
    onSuccess: (listing) => queryClient.setQueryData(listingStatusKey(itemId), listing),
  });
}
