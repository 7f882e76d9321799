import { PostingPreviewSchema, type PostingPreview } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

/**
 * While a post runs the page asks every second; while eBay is not connected,
 * every 3 s, so a connection made in the popup (or another tab) shows up.
 */
export function previewRefetchMs(data: PostingPreview | undefined): number | false {
  if (data?.listing?.status === 'publishing') return 1000;
  if (data && !data.connection.connected) return 3000;
  return false;
}

export const postingPreviewQuery = (itemId: string) =>
  queryOptions({
    queryKey: previewKeys.state(itemId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/listings/preview/${encodeURIComponent(itemId)}`, { schema: PostingPreviewSchema, signal }),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    refetchInterval: (query) => previewRefetchMs(query.state.data),
  });

/** GET /api/listings/preview/{itemId}: the connection, its scopes, the listing and what blocks posting. */
export function usePostingPreview(itemId: string) {
  return useQuery(postingPreviewQuery(itemId));
}
