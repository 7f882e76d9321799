import { useQuery } from '@tanstack/react-query';
import { landingFetch } from './landing-fetch';

/**
 * Whether the server has a Google client (GET /api/config). Same key and shape
 * as lib/public-config's query, read without zod for the landing page's budget.
 */
export function useGoogleAvailable() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => landingFetch('/api/config', { signal }),
    staleTime: Infinity,
    select: (config) => config.googleSignIn === true,
  });
}
