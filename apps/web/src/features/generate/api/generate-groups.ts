import { GenerateScreenSchema, type GenerateScreen } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages } from '../../../lib/all-pages';
import { apiFetch } from '../../../lib/api-client';

export const generateKeys = { groups: ['generate', 'groups'] as const };

/**
 * While anything is queued or analysing, status changes reach the screen within
 * a second (issue 5); so does a post to eBay finishing.
 */
export const GENERATE_POLL_MS = 1000;

const anyRunning = (data: GenerateScreen | undefined) =>
  data?.groups.some((g) => g.status === 'analyzing' || g.listing?.status === 'publishing') ?? false;

/** GET /api/items/groups: the SKU groups with their items and generation status (spec part 2, section 4.4). */
export const generateGroupsQuery = queryOptions({
  queryKey: generateKeys.groups,
  queryFn: async ({ signal }): Promise<GenerateScreen> => {
    const pages = await fetchAllPages('/api/items/groups', (url) =>
      apiFetch(url, { schema: GenerateScreenSchema, signal }),
    );
    return { groups: pages.flatMap((p) => p.groups), next_cursor: null };
  },
  retry: false,
  refetchInterval: (query) => (anyRunning(query.state.data) ? GENERATE_POLL_MS : false),
  // Keep polling when the seller switches to another tab of the browser: the work goes on.
  refetchIntervalInBackground: true,
});

export function useGenerateGroups() {
  return useQuery(generateGroupsQuery);
}
