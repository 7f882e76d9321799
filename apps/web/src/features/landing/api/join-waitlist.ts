import { landingFetch } from './landing-fetch';

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

/** POST /api/waitlist: the spec's payload (part 1, section 3) with the time and the page. */
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
