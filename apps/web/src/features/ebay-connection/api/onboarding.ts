import { OnboardingSchema } from '@listlens/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { ebayKeys } from './ebay-keys';

/** GET /api/onboarding: the seller's onboarding record, kept on the server (DESIGN section 2). */
export const fetchOnboarding = (signal?: AbortSignal) =>
  apiFetch('/api/onboarding', { schema: OnboardingSchema, signal });

export const onboardingQuery = queryOptions({
  queryKey: ebayKeys.onboarding,
  queryFn: ({ signal }) => fetchOnboarding(signal),
});

export function useOnboarding() {
  return useQuery(onboardingQuery);
}
