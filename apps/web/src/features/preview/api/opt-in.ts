import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { previewKeys } from './preview-keys';

/** POST /api/listings/policies/opt-in: asks eBay to turn business policies on for the seller. */
export const optInToBusinessPolicies = () =>
  apiFetch('/api/listings/policies/opt-in', { method: 'POST', schema: z.object({ message: z.string() }) });

export function useOptIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optInToBusinessPolicies,
    onSettled: () => queryClient.invalidateQueries({ queryKey: previewKeys.policies }),
  });
}
