import { WAITLIST_FAILURE, WAITLIST_GOOGLE_LOADING } from '@listlens/shared';
import { useState } from 'react';
import { buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { GoogleMark } from '../../../components/google-mark';
import { useLandingData, useRemote } from '../api/landing-data';
import { useLandingHost } from '../landing-host';

type Status = 'idle' | 'loading' | 'error';

/**
 * Join Waitlist with Google (spec part 3, section 2): idle, loading (disabled,
 * 'Signing in...'), error. Success happens after Google's consent page: the
 * sign-in callback puts the new seller on the waitlist and the hero welcomes them.
 */
export function GoogleWaitlistButton() {
  const available = useRemote(useLandingData().googleAvailable);
  const { startGoogleSignIn } = useLandingHost();
  const [status, setStatus] = useState<Status>('idle');
  const enabled = available.data === true;

  const start = async () => {
    setStatus('loading');
    try {
      await startGoogleSignIn();
    } catch {
      setStatus('error');
    }
  };

  return (
    <div className="flex w-full flex-col gap-1">
      <button
        type="button"
        onClick={start}
        disabled={!enabled || status === 'loading'}
        aria-describedby={available.data === false ? 'google-waitlist-off' : undefined}
        className={buttonClass('secondary', 'w-full px-6 text-base')}
      >
        {status === 'loading' ? <Spinner className="h-4 w-4" /> : <GoogleMark />}
        {status === 'loading' ? WAITLIST_GOOGLE_LOADING : 'Join Waitlist with Google'}
      </button>
      {available.data === false ? (
        <p id="google-waitlist-off" className="text-sm text-slate-600">
          Google sign-in is not set up on this server; use your e-mail below.
        </p>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {WAITLIST_FAILURE}
        </p>
      ) : null}
    </div>
  );
}
