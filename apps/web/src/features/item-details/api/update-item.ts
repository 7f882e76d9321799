import { DASHBOARD_REFRESH_FLAG_KEY, ItemDetailsSchema, type UpdateItem } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { itemDetailsQuery } from './item-details';

/** Tells the dashboard its figures changed (spec part 3, section 2: the refresh-needed flag). */
export function flagDashboardRefresh(): void {
  try {
    localStorage.setItem(DASHBOARD_REFRESH_FLAG_KEY, 'true');
  } catch {
    // Without storage the dashboard still refreshes on visibility and with Refresh.
  }
}

/** PATCH /api/dashboard/items/{id}: the final price or the SEO keywords. */
export function useUpdateItem(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateItem) =>
      apiFetch(`/api/dashboard/items/${encodeURIComponent(itemId)}`, {
        method: 'PATCH',
        body: changes,
        schema: ItemDetailsSchema,
      }),
    onSuccess: (details) => {
      queryClient.setQueryData(itemDetailsQuery(itemId).queryKey, details);
      flagDashboardRefresh();
    },
  });
}
