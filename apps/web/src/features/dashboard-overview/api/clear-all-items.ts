import { CleanupResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { DASHBOARD_KEY } from './dashboard-summary';

/** DELETE /api/dashboard/items: Clear All Test Items (spec part 3, sections 2 and 7). */
export function useClearAllItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/dashboard/items', { method: 'DELETE', schema: CleanupResultSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
