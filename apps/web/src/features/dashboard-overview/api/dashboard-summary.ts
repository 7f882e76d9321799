import { DashboardSummarySchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Every query of the dashboard starts with this key, so one invalidation refreshes them all. */
export const DASHBOARD_KEY = ['dashboard'] as const;

export const dashboardSummaryQuery = queryOptions({
  queryKey: [...DASHBOARD_KEY, 'summary'],
  queryFn: ({ signal }) => apiFetch('/api/dashboard/summary', { schema: DashboardSummarySchema, signal }),
});

/** GET /api/dashboard/summary: the four stat cards and Recent Items. */
export function useDashboardSummary() {
  return useQuery(dashboardSummaryQuery);
}
