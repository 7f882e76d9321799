import { BulkPublishResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { flagDashboardRefresh } from '../dashboard-flag';
import { generateKeys } from './generate-groups';
import { publishedListingsKey } from './published-listings';

/**
 * POST /api/listings/bulk-publish: the chosen items posted together with the
 * seller's default eBay business policies, 25 per eBay bulk call (issue 8, point 5).
 */
export const bulkPublish = (itemIds: string[]) =>
  apiFetch('/api/listings/bulk-publish', { method: 'POST', body: { itemIds }, schema: BulkPublishResultSchema });

export function useBulkPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPublish,
    onSuccess: (result, itemIds) => {
      queryClient.setQueryData(publishedListingsKey(itemIds), { listings: result.listings });
      // The rows say where each post stands (and poll while one is on its way).
      void queryClient.invalidateQueries({ queryKey: generateKeys.groups });
      flagDashboardRefresh();
    },
  });
}
