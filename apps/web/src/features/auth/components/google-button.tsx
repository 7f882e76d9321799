import { useState } from 'react';
import { Button } from '../../../components/button';
import { GoogleMark } from '../../../components/google-mark';
import { Spinner } from '../../../components/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { startGoogleSignIn } from '../api/auth-actions';

export const GOOGLE_FAILED_MESSAGE = 'Google sign-in failed. Please try email/password instead.';

/** 'Continue with Google' (spec part 1, section 2). Disabled, with a reason, when the server has no Google client. */
export function GoogleButton({
  onError,
  label = 'Continue with Google',
}: {
  onError: (message: string) => void;
  label?: string;
}) {
  const config = usePublicConfig();
  const [busy, setBusy] = useState(false);
  const enabled = config.data?.googleSignIn === true;
  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="w-full"
        disabled={!enabled || busy}
        aria-describedby={config.data && !enabled ? 'google-unavailable' : undefined}
        onClick={async () => {
          setBusy(true);
          try {
            await startGoogleSignIn();
          } catch {
            setBusy(false);
            onError(GOOGLE_FAILED_MESSAGE);
          }
        }}
      >
        {busy ? <Spinner className="h-4 w-4" /> : <GoogleMark />}
        {busy ? 'Connecting to Google...' : label}
      </Button>
      {config.data && !enabled ? (
        <p id="google-unavailable" className="text-xs text-slate-500">
          Google sign-in is not set up on this server.
        </p>
      ) : null}
    </div>
  );
}
