import { HealthSchema, PublicConfigSchema } from '@listlens/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageFrame } from '../../../components/page-frame';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { CheckLine } from '../../../components/check-line';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { fetchSignInProviders, runStorageTest } from '../api/connection-tests';
import { checkHealth, checkGoogleSignIn, checkStorage } from '../check-outcomes';
import { ConnectionTools } from '../components/connection-tools';

/** The sign-in providers' names as a seller knows them. */
const PROVIDER_NAME: Record<string, string> = { credential: 'E-mail and password', google: 'Google' };

function providerText(read: { data?: { providers: string[] }; isPending: boolean; isError: boolean }): string {
  if (read.isPending) return 'Checking...';
  if (read.isError || !read.data) return 'Unknown';
  if (read.data.providers.length === 0) return 'None recorded';
  return read.data.providers.map((provider) => PROVIDER_NAME[provider] ?? provider).join(', ');
}

/**
 * The connection test page (spec part 3, diagnostics): the database, storage,
 * the Google sign-in system and the eBay API, each testing, success, warning
 * or error; who is signed in and how; the test buttons; Run Tests Again. The eBay part comes from the eBay
 * connection feature through `renderEbay`, so the features stay apart.
 */
export function TestConnectionPage({ renderEbay }: { renderEbay: (run: number, signedIn: boolean) => ReactNode }) {
  const [run, setRun] = useState(0);
  const session = useSession();
  const health = useQuery({
    queryKey: ['diagnostics', 'health', run],
    queryFn: () => apiFetch('/api/health', { schema: HealthSchema }),
    retry: false,
    gcTime: 0,
  });
  const config = useQuery({
    queryKey: ['diagnostics', 'config', run],
    queryFn: () => apiFetch('/api/config', { schema: PublicConfigSchema }),
    retry: false,
    gcTime: 0,
  });
  const user = session.data?.user;
  const signedIn = Boolean(user);
  const storage = useQuery({
    queryKey: ['diagnostics', 'storage-test', run, user?.id],
    queryFn: runStorageTest,
    enabled: signedIn,
    retry: false,
    gcTime: 0,
  });
  const providers = useQuery({
    queryKey: ['diagnostics', 'sign-in', user?.id],
    queryFn: fetchSignInProviders,
    enabled: signedIn,
    retry: false,
  });
  return (
    <PageFrame title="Connection Test" back={{ to: '/', label: 'Back to Home' }}>
      <YouSection user={user} pending={session.isPending} providers={providerText(providers)} />
      <section aria-labelledby="checks-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="checks-title" className="text-lg font-semibold">
          Services
        </h2>
        <ul role="status" aria-label="Service checks" className="mt-2 flex flex-col gap-2">
          <CheckLine name="Database" outcome={checkHealth(health)} />
          <CheckLine name="Storage" outcome={checkStorage(storage, signedIn)} />
          <CheckLine name="Google sign-in" outcome={checkGoogleSignIn(config)} />
        </ul>
      </section>
      {renderEbay(run, signedIn)}
      <ConnectionTools signedIn={signedIn} />
      <div>
        <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
          Run Tests Again
        </Button>
      </div>
    </PageFrame>
  );
}

/** Who is signed in, by which sign-in methods; signed out, a way to sign in. */
function YouSection({
  user,
  pending,
  providers,
}: {
  user: { id: string; email: string } | null | undefined;
  pending: boolean;
  providers: string;
}) {
  const location = useLocation();
  return (
    <section aria-labelledby="user-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="user-title" className="text-lg font-semibold">
        You
      </h2>
      {pending ? (
        <p role="status">Checking whether you are signed in...</p>
      ) : user ? (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Email</dt>
          <dd className="break-words">{user.email}</dd>
          <dt className="font-medium">User id</dt>
          <dd className="font-mono break-all">{user.id}</dd>
          <dt className="font-medium">Signs in with</dt>
          <dd>{providers}</dd>
        </dl>
      ) : (
        <div className="mt-2">
          <p>You are not signed in. Sign in to test and connect your eBay account.</p>
          <Link to="/" state={{ showSignIn: true, from: location.pathname }} className={buttonClass('primary', 'mt-3')}>
            Sign In
          </Link>
        </div>
      )}
    </section>
  );
}
