import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../../components/button';
import type { LandingState } from '../../../lib/landing-state';

/** Where an OAuth return should go, or null when the URL carries nothing to hand on. */
export function oauthForwardTarget(pathname: string, search: string, hash: string): string | null {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const carriesAuth = query.has('code') || query.has('error') || fragment.has('access_token') || fragment.has('error');
  if (!carriesAuth) return null;
  const page = pathname.toLowerCase().includes('ebay') ? '/auth/ebay/callback' : '/auth/callback';
  return `${page}${search}${hash}`;
}

/**
 * The OAuth router page (spec part 1, section 2), for /oauth, /oauth/* and the
 * shared callback paths: it forwards a provider's answer to the right callback
 * page, keeping query and hash, and otherwise explains itself.
 */
export function OAuthRouterPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = oauthForwardTarget(location.pathname, location.search, location.hash);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  if (target) return null;
  const signInState: LandingState = { showSignIn: true };
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">OAuth Router</h1>
      <p className="text-slate-600">
        This address receives answers from sign-in providers and passes them on. There is nothing to pass on here, so
        choose where to go next.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link to="/" state={signInState} className={buttonClass('primary')}>
          Sign In
        </Link>
        <Link to="/test-connection" className={buttonClass('secondary')}>
          Connect eBay
        </Link>
        <Link to="/" className={buttonClass('ghost')}>
          Go Home
        </Link>
      </div>
    </main>
  );
}

/**
 * The separate marketplace callback route (spec part 1, section 2): hands the
 * connection result to the dashboard as ebay_connected or ebay_error.
 */
export function EbayResultRedirect() {
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(search);
    const error = query.get('ebay_error');
    const target = query.has('ebay_connected')
      ? '/app?ebay_connected=true'
      : error !== null
        ? `/app?ebay_error=${encodeURIComponent(error)}`
        : '/app';
    navigate(target, { replace: true });
  }, [search, navigate]);
  return null;
}
