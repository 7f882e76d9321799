import { queryOptions, useQuery } from '@tanstack/react-query';
import { landingFetch } from './landing-fetch';

/** The real number of people on the waitlist (DESIGN section 2, instead of a hard-coded 247). */
export const waitlistCountQuery = queryOptions({
  queryKey: ['waitlist-count'],
  queryFn: async ({ signal }) => {
    // The answer may be cached for a minute by proxies; this page asks afresh so a new sign-up shows.
    const { count } = await landingFetch('/api/waitlist/count', { signal, cache: 'no-cache' });
    if (typeof count !== 'number') throw new Error('waitlist count missing');
    return count;
  },
  staleTime: 60_000,
});

export function useWaitlistCount() {
  return useQuery(waitlistCountQuery);
}
