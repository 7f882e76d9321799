import { BusinessPoliciesSchema } from '@listlens/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

export const businessPoliciesQuery = queryOptions({
  queryKey: previewKeys.policies,
  queryFn: ({ signal }) => apiFetch('/api/listings/policies', { schema: BusinessPoliciesSchema, signal }),
  retry: false,
  // The server caches eBay's answer for 10 minutes (5 on the emulator) and counts the calls.
  staleTime: 60_000,
});

/** GET /api/listings/policies: shipping, payment and return policies with the defaults chosen. */
export function useBusinessPolicies(enabled: boolean) {
  const queryClient = useQueryClient();
  const policies = useQuery({ ...businessPoliciesQuery, enabled });
  const refused = policies.error instanceof ApiError && policies.error.code === 'ebay_not_connected';
  // eBay refused the connection while the page showed it (a refresh token revoked or expired): the
  // preview is read again, so it stops saying Connected and offers Reconnect instead.
  useEffect(() => {
    if (refused) void queryClient.invalidateQueries({ queryKey: previewKeys.states });
  }, [refused, queryClient]);
  return policies;
}
