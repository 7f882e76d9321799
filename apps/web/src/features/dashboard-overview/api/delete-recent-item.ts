import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { DASHBOARD_KEY } from './dashboard-summary';

/** DELETE /api/dashboard/items/{id}: the hover delete of a Recent Items card. */
export function useDeleteRecentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      apiFetch(`/api/dashboard/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }),
  });
}
