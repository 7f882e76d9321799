import { InventoryItemSchema, type CreateInventoryItem } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const createInventoryItem = (input: CreateInventoryItem) =>
  apiFetch('/api/inventory/items', { method: 'POST', body: input, schema: InventoryItemSchema });

export function useCreateInventoryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
