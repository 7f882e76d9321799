import { CONTACT_EMAIL } from '@listlens/shared';
import { buttonClass } from '../../components/button';
import { LogoMark } from '../../components/logo';
import { useLandingData, useRemote } from './api/landing-data';
import { LandingLink, useLandingHost } from './landing-host';

/** Landing header (spec part 1, section 2): signed out shows Sign In; signed in shows Dashboard and Sign Out. */
export function LandingHeader({ onSignIn }: { onSignIn: () => void }) {
  const host = useLandingHost();
  const data = useLandingData();
  const session = useRemote(data.session);
  const signedIn = Boolean(session.data?.user);
  const signOut = () =>
    host.signOut().then(
      () => data.session.set({ user: null }),
      (error: unknown) => console.warn('sign-out failed', error),
    );
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
          <LandingLink to="/test-connection" className={buttonClass('ghost', 'max-sm:hidden')}>
            Test Connection
          </LandingLink>
          {session.pending ? null : signedIn ? (
            <>
              <LandingLink to="/app" className={buttonClass('secondary')}>
                Dashboard
              </LandingLink>
              <button type="button" className={buttonClass('primary')} onClick={() => void signOut()}>
                Sign Out
              </button>
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
