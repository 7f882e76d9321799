import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import type { LandingState } from '../../../lib/landing-state';
import { useSession, type SessionUser } from '../api/session';

/**
 * The signed-in part of a public page (the diagnostics and test pages of spec
 * part 3): while the session is read it says so, when it cannot be read it says
 * why, and a visitor gets a Sign In prompt, saying `reason`, that opens the
 * sign-in modal and comes back to this page.
 */
export function SignInGate({ reason, children }: { reason: string; children: (user: SessionUser) => ReactNode }) {
  const location = useLocation();
  const session = useSession();
  const user = session.data?.user;
  if (session.isPending) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner className="h-4 w-4" /> Checking whether you are signed in...
      </p>
    );
  }
  if (session.error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
        Could not check whether you are signed in: {session.error.message}
      </p>
    );
  }
  if (user) return <>{children(user)}</>;
  // The query too: some pages read theirs (eBay's result parameters on /ebay-auth-test).
  const signIn: LandingState = { showSignIn: true, from: `${location.pathname}${location.search}` };
  return (
    <section aria-labelledby="sign-in-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="sign-in-title" className="text-lg font-semibold">
        Sign-in needed
      </h2>
      <p className="mt-2">{reason}</p>
      <Link to="/" state={signIn} className={buttonClass('primary', 'mt-3 w-full sm:w-auto')}>
        Sign In
      </Link>
    </section>
  );
}
