import { CONTACT_EMAIL } from '@listlens/shared';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { LogoMark } from '../../components/logo';
import { useLandingSession } from './api/landing-session';

// Sign Out needs the auth actions (and their schemas); only signed-in visitors load them.
const SignOutButton = lazy(() => import('./signed-in-actions').then((m) => ({ default: m.SignOutButton })));

/** Landing header (spec part 1, section 2): signed out shows Sign In; signed in shows Dashboard and Sign Out. */
export function LandingHeader({ onSignIn }: { onSignIn: () => void }) {
  const session = useLandingSession();
  const signedIn = Boolean(session.data?.user);
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-2">
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          className="flex min-h-11 items-center gap-2 text-lg font-bold text-slate-900"
          aria-label="ListLens, back to top"
        >
          <LogoMark className="h-8 w-8 text-brand-600" />
          <span>ListLens</span>
        </button>
        <div className="flex items-center gap-1 sm:gap-2">
          <a href={`mailto:${CONTACT_EMAIL}`} className={buttonClass('ghost', 'max-sm:hidden')}>
            Contact
          </a>
          <Link to="/test-connection" className={buttonClass('ghost', 'max-sm:hidden')}>
            Test Connection
          </Link>
          {session.isPending ? null : signedIn ? (
            <>
              <Link to="/app" className={buttonClass('secondary')}>
                Dashboard
              </Link>
              <Suspense fallback={null}>
                <SignOutButton />
              </Suspense>
            </>
          ) : (
            <button type="button" className={buttonClass('primary')} onClick={onSignIn}>
              Sign In
            </button>
          )}
        </div>
      </nav>
    </header>
  );
}
