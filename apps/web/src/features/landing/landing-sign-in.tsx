import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SignInModal, type AuthMode } from '../auth/components/sign-in-modal';
import { rememberRedirectPath, takeRedirectPath } from '../auth/redirect-path';

/**
 * The sign-in modal as the landing page opens it, with the remembered path of a
 * protected page. Loaded on demand: the dialog, the form library and the schemas
 * are not part of the landing page's own JavaScript.
 */
export function LandingSignIn({
  open,
  mode,
  from,
  onOpenChange,
}: {
  open: boolean;
  mode: AuthMode;
  from?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
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
        void navigate(takeRedirectPath(), { replace: true });
      }}
    />
  );
}
