import { AiInsightsSchema } from '@listlens/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const aiInsightsQuery = (days: number) =>
  queryOptions({
    queryKey: ['ai-insights', days],
    queryFn: ({ signal }) => apiFetch(`/api/ai/insights?days=${days}`, { schema: AiInsightsSchema, signal }),
  });

/** GET /api/ai/insights: the seller's AI performance metrics for the chosen period. */
export function useAiInsights(days: number) {
  // The previous period stays on screen while the next one loads, instead of a flash of spinner.
  return useQuery({ ...aiInsightsQuery(days), placeholderData: keepPreviousData });
}
