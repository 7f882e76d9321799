import { InventoryItemSchema, type UpdateInventoryItem } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const updateInventoryItem = ({ id, changes }: { id: string; changes: UpdateInventoryItem }) =>
  apiFetch(`/api/inventory/items/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    schema: InventoryItemSchema,
  });

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInventoryItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
