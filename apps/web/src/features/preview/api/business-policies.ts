import { BusinessPoliciesSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
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
  return useQuery({ ...businessPoliciesQuery, enabled });
}
