import { BrandLearningListSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { keywordKeys } from './keyword-keys';

export const brandLearningQuery = queryOptions({
  queryKey: keywordKeys.brands,
  queryFn: ({ signal }) => apiFetch('/api/keywords/brands', { schema: BrandLearningListSchema, signal }),
});

/** GET /api/keywords/brands: the summary tiles and the top 10 brand/category entries (getPromotableBrands(10)). */
export function useBrandLearning() {
  return useQuery(brandLearningQuery);
}
