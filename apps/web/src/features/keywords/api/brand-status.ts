import { BrandStatusSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { keywordKeys } from './keyword-keys';

export const brandStatusQuery = (brand: string, category: string | null) =>
  queryOptions({
    queryKey: keywordKeys.status(brand, category),
    queryFn: ({ signal }) =>
      apiFetch(
        `/api/keywords/brands/${encodeURIComponent(brand)}/status${category ? `?category=${encodeURIComponent(category)}` : ''}`,
        { schema: BrandStatusSchema, signal },
      ),
  });

/** GET /api/keywords/brands/{brand}/status (getBrandLearningStatus), read while the details are open. */
export function useBrandStatus(brand: string, category: string | null, enabled: boolean) {
  return useQuery({ ...brandStatusQuery(brand, category), enabled });
}
