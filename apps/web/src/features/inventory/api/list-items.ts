import { InventoryItemListSchema, type InventoryItemList } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/all-pages';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

/** The whole inventory list, page by page (the server answers at most 500 items at a time). */
export const fetchInventoryItems = async (signal?: AbortSignal): Promise<InventoryItemList> => {
  const pages = await fetchAllPages('/api/inventory/items', (url) =>
    apiFetch(url, { schema: InventoryItemListSchema, signal }),
  );
  return { items: pages.flatMap((p) => p.items), next_cursor: null };
};

export const inventoryItemsQuery = queryOptions({
  queryKey: inventoryKeys.items,
  queryFn: ({ signal }) => fetchInventoryItems(signal),
  select: (data) => data.items,
});

export function useInventoryItems() {
  return useQuery(inventoryItemsQuery);
}
