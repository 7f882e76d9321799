import { MovementResultSchema, type MarkSold } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const markInventoryItemSold = ({ itemId, body }: { itemId: string; body: MarkSold }) =>
  apiFetch(`/api/inventory/items/${encodeURIComponent(itemId)}/sales`, {
    method: 'POST',
    body,
    schema: MovementResultSchema,
  });

export function useMarkSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInventoryItemSold,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
