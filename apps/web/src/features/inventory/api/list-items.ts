import { InventoryItemListSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const fetchInventoryItems = (signal?: AbortSignal) =>
  apiFetch('/api/inventory/items', { schema: InventoryItemListSchema, signal });

export const inventoryItemsQuery = queryOptions({
  queryKey: inventoryKeys.items,
  queryFn: ({ signal }) => fetchInventoryItems(signal),
  select: (data) => data.items,
});

export function useInventoryItems() {
  return useQuery(inventoryItemsQuery);
}
