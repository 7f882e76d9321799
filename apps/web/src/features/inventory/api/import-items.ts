import { InventoryImportResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { inventoryKeys } from './inventory-keys';

export const importInventoryCsv = (csv: string) =>
  apiFetch('/api/inventory/import', { method: 'POST', body: { csv }, schema: InventoryImportResultSchema });

export function useImportInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importInventoryCsv,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.all }),
  });
}
