import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button';
import { SignInModal, type AuthMode } from '../auth/components/sign-in-modal';
import { rememberRedirectPath, takeRedirectPath } from '../auth/redirect-path';
import { useSession } from '../auth/api/session';
import { LandingHeader } from './landing-header';

/** Router state that asks the landing page to open the sign-in modal (spec part 1, section 2). */
export type LandingState = { showSignIn?: boolean; from?: string };

export function LandingPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const state = (location.state ?? {}) as LandingState;
  const [modal, setModal] = useState<{ open: boolean; mode: AuthMode }>({
    open: Boolean(state.showSignIn),
    mode: 'signin',
  });

  // Keep the wanted path across a Google round trip (sessionStorage outlives this page).
  useEffect(() => {
    if (state.from) rememberRedirectPath(state.from);
  }, [state.from]);

  const signedIn = Boolean(session.data?.user);
  return (
    <>
      <LandingHeader onSignIn={() => setModal({ open: true, mode: 'signin' })} />
      <main id="main">
        <section className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
          <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700">
            AI listings for resellers
          </p>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
            Turn unused items into cash with AI-powered listings
          </h1>
          <p className="max-w-2xl text-lg text-slate-600">
            Photograph an item and ListLens drafts the whole listing in one click: title, description, brand, size,
            colour, condition, category and price. Review it, then post it to eBay.
          </p>
          {signedIn ? (
            <Link to="/app" className={buttonClass('primary', 'px-6 text-base')}>
              Go to Dashboard
            </Link>
          ) : (
            <button
              type="button"
              className={buttonClass('primary', 'px-6 text-base')}
              onClick={() => setModal({ open: true, mode: 'signup' })}
            >
              Create your free account
            </button>
          )}
        </section>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        <nav aria-label="Legal" className="flex justify-center gap-4">
          <Link to="/privacy" className="underline underline-offset-4">
            Privacy Policy
          </Link>
          <Link to="/terms" className="underline underline-offset-4">
            Terms of Service
          </Link>
        </nav>
      </footer>
      <SignInModal
        open={modal.open}
        initialMode={modal.mode}
        onOpenChange={(open) => setModal((m) => ({ ...m, open }))}
        onSignedIn={() => {
          setModal((m) => ({ ...m, open: false }));
          navigate(takeRedirectPath(), { replace: true });
        }}
      />
    </>
  );
}
