import {
  POST_SUBSCRIBE_REDIRECT_MS,
  WAITLIST_SOURCES,
  WAITLIST_SUBMIT_TIMEOUT_MS,
  waitlistSubmittedKey,
} from '@listlens/shared';
import { useEffect, useState } from 'react';
import { joinWaitlist } from './api/join-waitlist';
import { useLandingData, type LandingUser } from './api/landing-data';
import { useLandingHost } from './landing-host';

export type SignedInWaitlistStatus = 'submitted' | 'joining' | 'welcome' | 'failed';

/** A short pause before acting, so a sign-out that is leaving for / is not mistaken for a visit. */
const SETTLE_MS = 50;

const readFlag = (userId: string) => {
  try {
    return localStorage.getItem(waitlistSubmittedKey(userId)) !== null;
  } catch {
    return false;
  }
};

/**
 * The hero for a signed-in seller (spec part 3, section 4): with the per-seller
 * 'already submitted' flag, straight to /app; otherwise submit them to the
 * waitlist, and on an ok answer within 3 s set the flag, welcome them and go to
 * /app. A failure is only logged and the attempt abandoned after 3 s.
 */
export function useSignedInWaitlist(user: LandingUser | null): SignedInWaitlistStatus | null {
  const { navigate } = useLandingHost();
  const { session } = useLandingData();
  const [outcome, setOutcome] = useState<{ userId: string; status: SignedInWaitlistStatus } | null>(null);

  useEffect(() => {
    if (!user) return;
    const controller = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    const stillSignedIn = () => session.get().data?.user?.id === user.id;
    timers.push(
      setTimeout(async () => {
        if (!stillSignedIn()) return;
        if (readFlag(user.id)) {
          navigate('/app', { replace: true });
          return;
        }
        timers.push(setTimeout(() => controller.abort(), WAITLIST_SUBMIT_TIMEOUT_MS));
        try {
          await joinWaitlist(
            {
              email: user.email,
              name: user.displayName,
              source: WAITLIST_SOURCES.googleSignInAuthenticated,
            },
            controller.signal,
          );
          localStorage.setItem(waitlistSubmittedKey(user.id), 'true');
          setOutcome({ userId: user.id, status: 'welcome' });
          timers.push(
            setTimeout(() => {
              if (stillSignedIn()) navigate('/app', { replace: true });
            }, POST_SUBSCRIBE_REDIRECT_MS),
          );
        } catch (error) {
          if (!stillSignedIn()) return;
          console.warn('waitlist submission for the signed-in seller failed', error);
          setOutcome({ userId: user.id, status: 'failed' });
        }
      }, SETTLE_MS),
    );
    return () => {
      controller.abort();
      timers.forEach(clearTimeout);
    };
  }, [user, navigate, session]);

  if (!user) return null;
  if (outcome?.userId === user.id) return outcome.status;
  return readFlag(user.id) ? 'submitted' : 'joining';
}
