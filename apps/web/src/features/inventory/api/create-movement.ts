import { MovementResultSchema, type CreateMovementInput } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** The spec's create_inventory_movement, as one request. */
export const createInventoryMovement = ({ itemId, body }: { itemId: string; body: CreateMovementInput }) =>
  apiFetch(`/api/inventory/items/${encodeURIComponent(itemId)}/movements`, {
    method: 'POST',
    body,
    schema: MovementResultSchema,
  });

export function useCreateMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInventoryMovement,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
