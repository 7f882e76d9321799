import { InventoryAlertListSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const fetchInventoryAlerts = (signal?: AbortSignal) =>
  apiFetch('/api/inventory/alerts', { schema: InventoryAlertListSchema, signal });

export const inventoryAlertsQuery = queryOptions({
  queryKey: inventoryKeys.alerts,
  queryFn: ({ signal }) => fetchInventoryAlerts(signal),
  select: (data) => data.alerts,
});

export function useInventoryAlerts() {
  return useQuery(inventoryAlertsQuery);
}
