import { queryOptions, useQuery } from '@tanstack/react-query';
import { landingFetch } from './landing-fetch';

export type LandingUser = { id: string; email: string; displayName: string };

function toUser(value: unknown): LandingUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, displayName } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof email === 'string' && typeof displayName === 'string'
    ? { id, email, displayName }
    : null;
}

/**
 * GET /api/session under the same key and shape as the auth feature's
 * sessionQuery, so sign-in, sign-up and sign-out (which write that cache entry)
 * update the landing page too; only the check is done without zod.
 */
export const landingSessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: async ({ signal }) => ({ user: toUser((await landingFetch('/api/session', { signal })).user) }),
  staleTime: 30_000,
});

export function useLandingSession() {
  return useQuery(landingSessionQuery);
}
