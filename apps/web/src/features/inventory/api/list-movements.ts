import { InventoryMovementListSchema, type MovementType } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const fetchInventoryMovements = (itemId: string, type: MovementType | 'all', signal?: AbortSignal) =>
  apiFetch(
    `/api/inventory/items/${encodeURIComponent(itemId)}/movements${type === 'all' ? '' : `?movement_type=${type}`}`,
    { schema: InventoryMovementListSchema, signal },
  );

export const inventoryMovementsQuery = (itemId: string, type: MovementType | 'all') =>
  queryOptions({
    queryKey: inventoryKeys.movements(itemId, type),
    queryFn: ({ signal }) => fetchInventoryMovements(itemId, type, signal),
  });

export function useInventoryMovements(itemId: string, type: MovementType | 'all') {
  return useQuery(inventoryMovementsQuery(itemId, type));
}
