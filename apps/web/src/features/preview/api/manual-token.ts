import { EbayStatusSchema } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

/** PUT /api/ebay/manual-token: a pasted token (assumed to live 7200 s, spec part 1). */
export const saveManualToken = (token: string) =>
  apiFetch('/api/ebay/manual-token', { method: 'PUT', body: { token }, schema: EbayStatusSchema });

export function useManualToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveManualToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: previewKeys.all }),
  });
}
