import { useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../../components/page-frame';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { publicConfigQuery, usePublicConfig } from '../../../lib/public-config';
import { useMe, useSignOut } from '../../auth';

const CARD = 'rounded-xl border border-slate-200 p-5 dark:border-slate-700';
const ROWS = 'mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm';

function ProfileFields() {
  const { me } = useMe();
  if (me.isPending) return <p role="status">Loading profile...</p>;
  if (!me.data) return <p role="alert">The profile could not be read: {me.error?.message ?? 'no answer'}</p>;
  const { profile } = me.data;
  return (
    <dl className={ROWS}>
      <dt className="font-medium">Plan</dt>
      <dd>{profile.subscription_plan}</dd>
      <dt className="font-medium">Status</dt>
      <dd>{profile.subscription_status}</dd>
      <dt className="font-medium">Listings used</dt>
      <dd>
        {profile.listings_used} of {profile.listings_limit}
      </dd>
    </dl>
  );
}

function GoogleSignInLine() {
  const config = usePublicConfig();
  return (
    <dl className={ROWS}>
      <dt className="font-medium">E-mail and password</dt>
      <dd>Available</dd>
      <dt className="font-medium">Google sign-in</dt>
      <dd>
        {config.isPending
          ? 'Checking...'
          : config.error
            ? `Could not be checked: ${config.error.message}`
            : config.data.googleSignIn
              ? 'Configured'
              : 'Not configured on this server'}
      </dd>
    </dl>
  );
}

/**
 * The auth test page (spec part 1, developer pages): who is signed in, their
 * profile, and which sign-in methods the server offers. It never shows a
 * token or a cookie: the session cookie is HttpOnly and no API returns it.
 */
export function AuthTestPage() {
  const location = useLocation();
  const queryClient = useQueryClient();
  const { session } = useMe();
  const signOut = useSignOut();
  const user = session.data?.user;
  const refreshing = session.isFetching && !session.isPending;
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['session'] }),
      queryClient.invalidateQueries({ queryKey: ['me'] }),
      queryClient.invalidateQueries({ queryKey: publicConfigQuery.queryKey }),
    ]);

  return (
    <PageFrame title="Auth Test" back={{ to: '/', label: 'Back to Home' }}>
      <section aria-labelledby="state-title" className={CARD}>
        <h2 id="state-title" className="text-lg font-semibold">
          Auth state
        </h2>
        <p className="mt-2 break-words" role="status" aria-live="polite">
          {session.isPending ? (
            <span className="inline-flex items-center gap-2">
              <Spinner className="h-4 w-4" /> Loading...
            </span>
          ) : session.error ? (
            `Could not check the session: ${session.error.message}`
          ) : user ? (
            `Signed in as ${user.displayName} (${user.email})`
          ) : (
            'Not signed in'
          )}
        </p>
        {user && (
          <dl className={ROWS}>
            <dt className="font-medium">User id</dt>
            <dd className="font-mono break-all">{user.id}</dd>
          </dl>
        )}
      </section>
      <section aria-labelledby="profile-title" className={CARD}>
        <h2 id="profile-title" className="text-lg font-semibold">
          Profile
        </h2>
        {user ? (
          <ProfileFields />
        ) : (
          <p className="mt-2 text-slate-600 dark:text-slate-400">
            {session.isPending ? 'Waiting for the auth state...' : 'Sign in to see your profile.'}
          </p>
        )}
      </section>
      <section aria-labelledby="methods-title" className={CARD}>
        <h2 id="methods-title" className="text-lg font-semibold">
          Sign-in methods
        </h2>
        <GoogleSignInLine />
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </Button>
        {user ? (
          <Button variant="danger" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            {signOut.isPending ? 'Signing out...' : 'Sign Out'}
          </Button>
        ) : (
          !session.isPending && (
            <Link to="/" state={{ showSignIn: true, from: location.pathname }} className={buttonClass('primary')}>
              Sign In
            </Link>
          )
        )}
      </div>
    </PageFrame>
  );
}
