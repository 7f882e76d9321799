import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { itemDetailsQuery } from './item-details';
import { flagDashboardRefresh } from './update-item';

/** DELETE /api/dashboard/items/{id}: the item and what depends on it (spec part 3, sections 4 and 7). */
export function useDeleteItem(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch(`/api/dashboard/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: itemDetailsQuery(itemId).queryKey });
      flagDashboardRefresh();
    },
  });
}
