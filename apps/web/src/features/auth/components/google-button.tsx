import { useState } from 'react';
import { Button } from '../../../components/button';
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

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}
