import { lazy, useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSignOut } from '../features/auth/api/auth-actions';
import { LandingHostContext, type LandingHost } from '../features/landing/landing-host';
import { LandingPage } from '../features/landing/pages/landing-page';
import type { LandingState } from '../lib/landing-state';
import { startGoogleSignIn } from './start-google-sign-in';

const SignIn = lazy(() => import('./landing-sign-in').then((m) => ({ default: m.LandingSignIn })));

/** The landing page as a route of the app: the router navigates, the app's session cache signs out. */
export function LandingRoute() {
  const routerNavigate = useNavigate();
  const location = useLocation();
  const { mutateAsync: signOut } = useSignOut();
  const navigate = useCallback<LandingHost['navigate']>(
    (to, options) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const state = location.state as LandingState | null;
  const host = useMemo<LandingHost>(
    () => ({
      navigate,
      request: state ?? {},
      signOut: async () => {
        await signOut();
      },
      SignIn,
      startGoogleSignIn,
    }),
    [navigate, state, signOut],
  );
  return (
    <LandingHostContext.Provider value={host}>
      <LandingPage />
    </LandingHostContext.Provider>
  );
}
