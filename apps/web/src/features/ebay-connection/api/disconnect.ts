import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ebayKeys } from './ebay-keys';

/** DELETE /api/ebay/connection: forgets the tokens on the server. */
export const disconnectEbay = () => apiFetch<void>('/api/ebay/connection', { method: 'DELETE' });

export function useDisconnectEbay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectEbay,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ebayKeys.all });
      await queryClient.invalidateQueries({ queryKey: ebayKeys.onboarding });
    },
  });
}
