import { CleanupResultSchema, DASHBOARD_REFRESH_FLAG_KEY, waitlistSubmittedKey } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * DELETE /api/me/data: every row and stored file of the seller; the account
 * stays. Cached data of the seller is dropped and the browser's own flags go too.
 */
export function useDeleteMyData(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch('/api/me/data', { method: 'DELETE', schema: CleanupResultSchema }),
    onSettled: async () => {
      try {
        localStorage.removeItem(waitlistSubmittedKey(userId));
        localStorage.setItem(DASHBOARD_REFRESH_FLAG_KEY, 'true');
      } catch {
        // Storage off: nothing was kept there either.
      }
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
    },
  });
}
