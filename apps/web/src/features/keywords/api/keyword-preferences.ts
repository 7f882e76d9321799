import { KeywordPreferencesSchema, type KeywordPreferences } from '@listlens/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { keywordKeys } from './keyword-keys';

export const keywordPreferencesQuery = queryOptions({
  queryKey: keywordKeys.preferences,
  queryFn: ({ signal }) => apiFetch('/api/keywords/preferences', { schema: KeywordPreferencesSchema, signal }),
});

/** GET /api/keywords/preferences: the seller's preferred and blocked keywords and auto-approve. */
export function useKeywordPreferences() {
  return useQuery(keywordPreferencesQuery);
}

/** PUT /api/keywords/preferences. */
export function useSaveKeywordPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: KeywordPreferences) =>
      apiFetch('/api/keywords/preferences', {
        method: 'PUT',
        body: preferences,
        schema: KeywordPreferencesSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(keywordKeys.preferences, saved),
  });
}
