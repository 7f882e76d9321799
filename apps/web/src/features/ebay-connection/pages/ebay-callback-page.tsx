import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { completeEbayCallback } from '../api/complete-callback';
import { errorMessage, successMessage, type AuthMessage } from '../auth-message';
import { readEbayCallbackParams } from '../callback-params';
import { AUTH_CHANNEL_NAME, CALLBACK_TIMEOUT_MS, SUCCESS_REDIRECT_MS } from '../connect-schedule';
import { isManualExchangeState } from '../manual-exchange-marker';
import { ManualExchangeHandoff } from '../components/manual-exchange-handoff';

type Outcome =
  | { status: 'processing' }
  | { status: 'success'; returnPath: string }
  | { status: 'error'; message: string }
  | { status: 'timeout' };

const TIMEOUT_TEXT = 'Authentication is taking longer than expected.';

/** Tells the window that started the flow, and any other tab of ours, how it went. Never a token. */
function announce(message: AuthMessage): void {
  try {
    // Only our own origin may read it (spec part 1, section 5).
    window.opener?.postMessage(message, window.location.origin);
  } catch {
    // An opener on another origin (or none): the channel and the status polling still carry it.
  }
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  channel.postMessage(message);
  channel.close();
}

async function exchange(params: ReturnType<typeof readEbayCallbackParams>): Promise<Outcome> {
  const timeout = AbortSignal.timeout(CALLBACK_TIMEOUT_MS);
  const state = params.state;
  try {
    const result = await completeEbayCallback(params, timeout);
    if (state) announce(successMessage(state, Date.now()));
    return { status: 'success', returnPath: result.returnPath };
  } catch (error) {
    if (timeout.aborted) {
      if (state) announce(errorMessage(state, Date.now(), { message: TIMEOUT_TEXT, code: 'timeout' }));
      return { status: 'timeout' };
    }
    const failure =
      error instanceof ApiError
        ? { message: error.message, code: error.code, status: error.status }
        : { message: 'Failed to connect to eBay', code: 'unknown', status: 0 };
    if (state) announce(errorMessage(state, Date.now(), failure));
    return { status: 'error', message: failure.message };
  }
}

/**
 * /auth/ebay/callback (spec part 1, section 2): where eBay sends the seller
 * back. The server checks the state and exchanges the code; this page only
 * reports the outcome. On success a popup closes itself after 2 s (its opener
 * has already heard); a tab goes on to the path the flow remembered, which is
 * /test-connection unless the flow started elsewhere.
 */
export function EbayCallbackPage() {
  const navigate = useNavigate();
  const [landing] = useState(() => ({
    href: window.location.href,
    params: readEbayCallbackParams(window.location.search),
  }));
  const [manual] = useState(() => isManualExchangeState(landing.params.state));
  const [outcome, setOutcome] = useState<Outcome>({ status: 'processing' });
  // One exchange per page load, even when React runs the effect twice: the state is single-use.
  const pending = useRef<Promise<Outcome> | null>(null);

  useEffect(() => {
    if (manual) return;
    // Keep the one-time code out of the address bar and history.
    navigate('/auth/ebay/callback', { replace: true });
    pending.current ??= exchange(landing.params);
    let live = true;
    void pending.current.then((next) => {
      if (live) setOutcome(next);
    });
    return () => {
      live = false;
    };
  }, [manual, landing, navigate]);

  useEffect(() => {
    if (outcome.status !== 'success') return;
    const timer = setTimeout(() => {
      if (window.opener) window.close();
      navigate(outcome.returnPath, { replace: true });
    }, SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (manual) return <ManualExchangeHandoff address={landing.href} />;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm" aria-live="polite">
        {outcome.status === 'processing' ? (
          <>
            <Spinner className="h-10 w-10 text-brand-600" />
            <h1 className="mt-4 text-xl font-bold">Connecting to eBay...</h1>
            <p className="mt-2 text-sm text-slate-600">Finishing the connection with your eBay account.</p>
          </>
        ) : outcome.status === 'success' ? (
          <>
            <CheckCircle2 className="mx-auto h-10 w-10 text-green-700" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-green-800">eBay Connected!</h1>
            <p className="mt-2 text-slate-600">Your eBay account is connected. Continuing in 2 seconds...</p>
          </>
        ) : (
          <>
            <AlertTriangle className="mx-auto h-10 w-10 text-red-700" aria-hidden="true" />
            <h1 className="mt-4 text-xl font-bold text-red-800">
              {outcome.status === 'timeout' ? 'Authentication Timeout' : 'eBay Authentication Error'}
            </h1>
            <p role="alert" className="mt-2 text-slate-700">
              {outcome.status === 'timeout' ? TIMEOUT_TEXT : outcome.message}
            </p>
            <div className="mt-6 flex flex-wrap justify-center gap-2">
              <Link to="/test-connection" className={buttonClass('primary')}>
                Try Again
              </Link>
              <Link to="/" className={buttonClass('secondary')}>
                Return to Home
              </Link>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
