import { InventoryAlertSchema, type InventoryAlert } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const acknowledgeInventoryAlert = (alertId: string) =>
  apiFetch(`/api/inventory/alerts/${encodeURIComponent(alertId)}/acknowledge`, {
    method: 'POST',
    schema: InventoryAlertSchema,
  });

/** The tick takes the alert off the list at once; it comes back if the server says no. */
export function useAcknowledgeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acknowledgeInventoryAlert,
    onMutate: async (alertId) => {
      await queryClient.cancelQueries({ queryKey: inventoryKeys.alerts });
      const previous = queryClient.getQueryData<{ alerts: InventoryAlert[] }>(inventoryKeys.alerts);
      if (previous) {
        queryClient.setQueryData(inventoryKeys.alerts, { alerts: previous.alerts.filter((a) => a.id !== alertId) });
      }
      return { previous };
    },
    onError: (_error, _alertId, context) => {
      if (context?.previous) queryClient.setQueryData(inventoryKeys.alerts, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.alerts }),
  });
}
