import { lazy, useState, type ComponentType } from 'react';
import { landingFetch } from '../features/landing/api/landing-fetch';
import { LandingHostContext, type LandingHost, type LandingSignInProps } from '../features/landing/landing-host';
import { LandingPage } from '../features/landing/pages/landing-page';
import type { LandingState } from '../lib/landing-state';
import { startGoogleSignIn } from './start-google-sign-in';

/**
 * The sign-in modal on a first visit to /: the modal and the app's data cache
 * come together on demand, so a sign-in writes the session where the app,
 * opened next, reads it.
 */
const SignIn = lazy(async () => {
  const [{ LandingSignIn }, { AppQueryProvider }] = await Promise.all([
    import('./landing-sign-in'),
    import('./query-client'),
  ]);
  const WithCache: ComponentType<LandingSignInProps> = (props) => (
    <AppQueryProvider>
      <LandingSignIn {...props} />
    </AppQueryProvider>
  );
  return { default: WithCache };
});

/** What a redirect to / left in the history entry (react-router keeps it under `usr`), so a reload keeps it. */
function historyRequest(): LandingState {
  const state: unknown = window.history.state;
  const usr = typeof state === 'object' && state !== null ? (state as { usr?: unknown }).usr : undefined;
  return typeof usr === 'object' && usr !== null ? (usr as LandingState) : {};
}

/**
 * The landing page on a first visit to /, before the router and the data cache
 * are loaded (issue 9: at most 90 KB of JavaScript gzipped for this page).
 * Opening any other page moves the address there and starts the whole app,
 * which takes over the page from the new address.
 */
export function StandaloneLanding({ openApp }: { openApp: () => Promise<void> }) {
  const [host] = useState<LandingHost>(() => ({
    navigate: (to, options) => {
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      // A new page starts at its top. Should the app's code fail to arrive, an
      // ordinary page load of the address still works.
      openApp().then(
        () => window.scrollTo(0, 0),
        () => window.location.assign(to),
      );
    },
    request: historyRequest(),
    signOut: async () => {
      await landingFetch('/api/session', { method: 'DELETE' });
    },
    SignIn,
    startGoogleSignIn,
  }));
  return (
    <LandingHostContext.Provider value={host}>
      <LandingPage />
    </LandingHostContext.Provider>
  );
}
