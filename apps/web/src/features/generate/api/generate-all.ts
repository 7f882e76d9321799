import { GenerateResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { generateKeys } from './generate-groups';

/** POST /api/items/groups/generate-all: queues every group not started or needing attention (section 4.4). */
export const generateAll = () =>
  apiFetch('/api/items/groups/generate-all', { method: 'POST', schema: GenerateResultSchema });

export function useGenerateAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAll,
    onSettled: () => queryClient.invalidateQueries({ queryKey: generateKeys.groups }),
  });
}
