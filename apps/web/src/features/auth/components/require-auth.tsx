import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { useMe } from '../api/session';
import type { LandingState } from '../../../lib/landing-state';

/**
 * Protected routes (spec part 1, section 2): anyone without both a user and a
 * profile goes to / with the sign-in modal open, and the wanted path is
 * remembered so sign-in returns there.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, me } = useMe();
  const location = useLocation();
  if (session.isPending || (session.data?.user && me.isPending)) return <PageSpinner label="Loading your account..." />;
  if (!session.data?.user || !me.data) {
    const state: LandingState = { showSignIn: true, from: `${location.pathname}${location.search}` };
    return <Navigate to="/" replace state={state} />;
  }
  return <>{children}</>;
}
