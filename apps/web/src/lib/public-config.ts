import { PublicConfigSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiFetch('/api/config', { schema: PublicConfigSchema }),
  staleTime: Infinity,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
