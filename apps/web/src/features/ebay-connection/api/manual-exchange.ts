import { EbayCallbackResultSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ebayKeys } from './ebay-keys';

/** POST /api/ebay/manual-exchange: the pasted success-page address, within 5 minutes of starting. */
export const exchangePastedUrl = (url: string) =>
  apiFetch('/api/ebay/manual-exchange', { method: 'POST', body: { url }, schema: EbayCallbackResultSchema });

export function useManualExchange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangePastedUrl,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ebayKeys.all });
      await queryClient.invalidateQueries({ queryKey: ebayKeys.onboarding });
    },
  });
}
