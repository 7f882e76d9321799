import { EbayStatusSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ebayKeys } from './ebay-keys';

/** PUT /api/ebay/manual-token: stores a pasted token (assumed to live 7200 s); answers the status. */
export const setManualToken = (token: string) =>
  apiFetch('/api/ebay/manual-token', { method: 'PUT', body: { token }, schema: EbayStatusSchema });

export function useSetManualToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setManualToken,
    onSuccess: (status) => queryClient.setQueryData(ebayKeys.status, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ebayKeys.onboarding }),
  });
}
