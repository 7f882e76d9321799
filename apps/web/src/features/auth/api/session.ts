import { MeSchema, defaultProfile, type Me } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

const SessionSchema = z.object({ user: MeSchema.shape.user.nullable() });
export type SessionUser = NonNullable<z.infer<typeof SessionSchema>['user']>;

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => apiFetch('/api/session', { schema: SessionSchema, signal }),
  staleTime: 30_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * The signed-in user's profile. Retried 3 times 2 s apart (spec part 1,
 * section 4); when it still cannot be read, a default free profile stands in
 * so the seller can keep working.
 */
export function meQuery(user: SessionUser | null | undefined) {
  return queryOptions({
    queryKey: ['me', user?.id],
    enabled: Boolean(user),
    retry: 3,
    retryDelay: 2000,
    queryFn: async ({ signal }): Promise<Me> => {
      try {
        return await apiFetch('/api/me', {
          schema: MeSchema,
          signal: AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
        });
      } catch (error) {
        if (!user) throw error;
        return { user, profile: defaultProfile(user) };
      }
    },
  });
}

export function useMe() {
  const session = useSession();
  const me = useQuery(meQuery(session.data?.user));
  return { session, me };
}
