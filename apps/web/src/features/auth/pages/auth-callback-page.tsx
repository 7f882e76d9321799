import { CALLBACK_SUCCESS_REDIRECT_MS, CALLBACK_TIMEOUT_SECONDS } from '@listlens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { apiFetch } from '../../../lib/api-client';
import { sessionQuery, type SessionUser } from '../api/session';
import { CALLBACK_TEXT, callbackStepAt, readCallbackParams, type CallbackStatus } from '../callback-timeline';
import { takeRedirectPath } from '../redirect-path';

const ERROR_REDIRECT_MS = 3000;

/** /auth/callback: where Google sign-in returns (spec part 1, section 2). */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useMemo(() => readCallbackParams(window.location.hash, window.location.search), []);
  const [startedAt] = useState(() => Date.now());
  const [elapsed, setElapsed] = useState(0);
  const [user, setUser] = useState<SessionUser | null>(null);

  const providerError = params.error
    ? `Google authentication failed: ${params.errorDescription ?? params.error}`
    : null;
  const step = user
    ? { status: 'success' as const }
    : providerError
      ? { status: 'error' as const, message: providerError }
      : callbackStepAt(elapsed, params.hasAuthData);
  const status: CallbackStatus = step.status;

  // Tick once a second for the countdown and poll the session until a user appears.
  useEffect(() => {
    if (status !== 'processing') return;
    const timer = setInterval(async () => {
      setElapsed(Date.now() - startedAt);
      const session = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }).catch(() => null);
      if (session?.user) setUser(session.user);
    }, 1000);
    void queryClient
      .fetchQuery({ ...sessionQuery, staleTime: 0 })
      .then((s) => s.user && setUser(s.user))
      .catch(() => {});
    return () => clearInterval(timer);
  }, [status, queryClient, startedAt]);

  useEffect(() => {
    if (status === 'success' && user) {
      void subscribeOnce(user);
      const t = setTimeout(() => navigate(takeRedirectPath(), { replace: true }), CALLBACK_SUCCESS_REDIRECT_MS);
      return () => clearTimeout(t);
    }
    if (status === 'error' || status === 'timeout') {
      const t = setTimeout(() => navigate('/', { replace: true }), ERROR_REDIRECT_MS);
      return () => clearTimeout(t);
    }
  }, [status, user, navigate]);

  const secondsLeft = Math.max(0, CALLBACK_TIMEOUT_SECONDS - Math.floor(elapsed / 1000));
  const hint = 'hint' in step ? step.hint : undefined;
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 p-8 text-center shadow-sm" aria-live="polite">
        {status === 'processing' ? (
          <>
            <Spinner className="h-10 w-10 text-brand-600" />
            <h1 className="mt-4 text-xl font-bold">
              {params.accessToken ? CALLBACK_TEXT.finalizing : CALLBACK_TEXT.settingUp}
            </h1>
            <p className="mt-2 text-sm text-slate-600">
              {secondsLeft} of {CALLBACK_TIMEOUT_SECONDS} seconds remaining
            </p>
          </>
        ) : status === 'success' ? (
          <>
            <h1 className="text-xl font-bold text-green-700">You're signed in!</h1>
            <p className="mt-2 text-slate-600">Taking you to your dashboard...</p>
          </>
        ) : (
          <>
            <h1 className="text-xl font-bold text-red-700">
              {status === 'timeout' ? 'Authentication Timeout' : 'Sign-in failed'}
            </h1>
            <p role="alert" className="mt-2 text-slate-700">
              {'message' in step ? step.message : CALLBACK_TEXT.noUser}
            </p>
            <p className="mt-2 text-sm text-slate-500">Returning to the home page...</p>
          </>
        )}
        {hint ? <p className="mt-4 text-sm text-amber-700">{hint}</p> : null}
      </div>
    </main>
  );
}

/** After Google sign-in the visitor joins the waitlist once (spec part 1, section 4); failures never block. */
async function subscribeOnce(user: SessionUser): Promise<void> {
  const flag = `listlens.waitlistSubscribed.${user.id}`;
  if (localStorage.getItem(flag)) return;
  try {
    await apiFetch('/api/waitlist', {
      method: 'POST',
      body: {
        email: user.email,
        source: 'google_signin',
        timestamp: new Date().toISOString(),
        page_url: window.location.href.split('#')[0],
        name: user.displayName,
      },
    });
    localStorage.setItem(flag, 'true');
  } catch {
    // The seller still goes to /app (spec part 1, section 4).
  }
}
