import { PromotionResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { keywordKeys } from './keyword-keys';

/** POST /api/keywords/promote (runAutoPromotion): every ready brand/category at once. */
export function useRunPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/keywords/promote', { method: 'POST', schema: PromotionResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keywordKeys.all }),
  });
}
