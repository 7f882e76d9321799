import { useEffect } from 'react';
import { SignInModal } from '../features/auth/components/sign-in-modal';
import { rememberRedirectPath, takeRedirectPath } from '../features/auth/redirect-path';
import { useLandingHost, type LandingSignInProps } from '../features/landing/landing-host';

/**
 * The sign-in modal as the landing page opens it, with the remembered path of a
 * protected page. Loaded on demand: the dialog, the form library and the schemas
 * are not part of the landing page's own JavaScript.
 */
export function LandingSignIn({ open, mode, from, onOpenChange }: LandingSignInProps) {
  const { navigate } = useLandingHost();
  // Keep the wanted path across a Google round trip (sessionStorage outlives this page).
  useEffect(() => {
    if (from) rememberRedirectPath(from);
  }, [from]);
  return (
    <SignInModal
      open={open}
      initialMode={mode}
      onOpenChange={onOpenChange}
      onSignedIn={() => {
        onOpenChange(false);
        navigate(takeRedirectPath(), { replace: true });
      }}
    />
  );
}
