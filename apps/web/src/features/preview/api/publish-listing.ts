import { ListingViewSchema, type PostingPreview, type PublishRequest } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

/** POST /api/listings/publish: queues the post (202) and answers the listing, publishing. */
export const publishListing = (input: PublishRequest) =>
  apiFetch('/api/listings/publish', { method: 'POST', body: input, schema: ListingViewSchema });

export function usePublishListing(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishListing,
    onSuccess: (listing) =>
      queryClient.setQueryData(previewKeys.state(itemId), (data: PostingPreview | undefined) =>
        data ? { ...data, listing } : data,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewKeys.state(itemId) }),
  });
}
