import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { flagDashboardRefresh } from '../dashboard-flag';
import { generateKeys } from './generate-groups';

/** DELETE /api/items/groups/{sku}: the stored item goes and the group's photos are reset (section 4.4). */
export const deleteGroup = (sku: string) =>
  apiFetch(`/api/items/groups/${encodeURIComponent(sku)}`, { method: 'DELETE' });

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: () => flagDashboardRefresh(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: generateKeys.groups }),
  });
}
