import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landingFetch } from './landing-fetch';
import { waitlistCountQuery } from './waitlist-count';

/** The e-mail form's payload (spec part 1 section 3), plus the honeypot field. */
export type WaitlistPayload = {
  email: string;
  source: string;
  website?: string;
  name?: string;
  googleId?: string;
};

/** The page the visitor signed up from, without any fragment. */
const pageUrl = () => window.location.href.split('#')[0];

export async function joinWaitlist(
  payload: WaitlistPayload,
  signal?: AbortSignal,
): Promise<{ alreadyJoined: boolean }> {
  const answer = await landingFetch('/api/waitlist', {
    method: 'POST',
    body: { ...payload, timestamp: new Date().toISOString(), page_url: pageUrl() },
    signal,
  });
  return { alreadyJoined: answer.alreadyJoined === true };
}

/** POST /api/waitlist; a new sign-up refreshes the count in the stats strip. */
export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WaitlistPayload) => joinWaitlist(payload),
    onSuccess: ({ alreadyJoined }) => {
      if (!alreadyJoined) void queryClient.invalidateQueries({ queryKey: waitlistCountQuery.queryKey });
    },
  });
}
