import { ProductLookupResponseSchema, type ProductLookupResponse } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Product lookup by code through the server (spec part 2, section 4.3). */
export const productLookupQuery = (code: string) =>
  queryOptions({
    queryKey: ['barcodes', code, 'product'],
    queryFn: ({ signal }): Promise<ProductLookupResponse> =>
      apiFetch(`/api/barcodes/${encodeURIComponent(code)}/product`, { schema: ProductLookupResponseSchema, signal }),
    staleTime: 60 * 60 * 1000,
    retry: false,
  });

export function useProductLookup(code: string | null) {
  return useQuery({ ...productLookupQuery(code ?? ''), enabled: Boolean(code) });
}
