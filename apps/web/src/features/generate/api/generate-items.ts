import { GenerateResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { generateKeys } from './generate-groups';

/** POST /api/items/groups/generate: queues these groups (one row's Generate, or the selection). */
export const generateItems = (skus: string[]) =>
  apiFetch('/api/items/groups/generate', { method: 'POST', body: { skus }, schema: GenerateResultSchema });

export function useGenerateItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: generateKeys.groups }),
  });
}
