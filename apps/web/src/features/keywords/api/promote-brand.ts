import { PromotionResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { keywordKeys } from './keyword-keys';

/** POST /api/keywords/brands/{brand}/promote: the Promote button of one ready entry. */
export function usePromoteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ brand, category }: { brand: string; category: string | null }) =>
      apiFetch(`/api/keywords/brands/${encodeURIComponent(brand)}/promote`, {
        method: 'POST',
        body: { category },
        schema: PromotionResultSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordKeys.all }),
  });
}
