import { createContext, useContext, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { LandingState } from '../../lib/landing-state';
import type { AuthMode } from '../auth';

export type LandingSignInProps = {
  open: boolean;
  mode: AuthMode;
  from?: string;
  onOpenChange: (open: boolean) => void;
};

/**
 * What the landing page needs from around it. A first visit to / renders the
 * page on its own, without the router and the data cache (issue 9: the landing
 * page's JavaScript budget); inside the app the router provides the same
 * things. See app/standalone-landing.tsx and app/landing-route.tsx.
 */
export type LandingHost = {
  /** Opens another page of the app. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  /** What a redirect to / asked for (RequireAuth opens the sign-in modal this way). */
  request: LandingState;
  /** Ends the session; the page then shows the signed-out header and hero. */
  signOut: () => Promise<void>;
  /** The sign-in modal with what it needs around it, loaded on demand (a lazy component). */
  SignIn: ComponentType<LandingSignInProps>;
  /** Starts Google's sign-in (the waitlist's Google button); the host loads the auth code on demand. */
  startGoogleSignIn: () => Promise<void>;
};

export const LandingHostContext = createContext<LandingHost | null>(null);

export function useLandingHost(): LandingHost {
  const host = useContext(LandingHostContext);
  if (!host) throw new Error('The landing page needs a LandingHostContext provider');
  return host;
}

/** A link to another page of the app; a modified click (new tab, new window) stays the browser's. */
export function LandingLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { navigate } = useLandingHost();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} className={className} onClick={open}>
      {children}
    </a>
  );
}
