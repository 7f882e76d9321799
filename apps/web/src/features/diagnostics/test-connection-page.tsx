import { HealthSchema, PublicConfigSchema } from '@listlens/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../components/button';
import { apiFetch } from '../../lib/api-client';
import { useSession } from '../auth/api/session';
import { checkHealth, checkGoogleSignIn, type CheckOutcome } from './check-outcomes';

const ICON = { testing: Loader2, success: CheckCircle2, warning: AlertTriangle, error: XCircle } as const;
const TONE = {
  testing: 'text-slate-700',
  success: 'text-green-800',
  warning: 'text-amber-800',
  error: 'text-red-800',
} as const;

function CheckLine({ name, outcome }: { name: string; outcome: CheckOutcome }) {
  const Icon = ICON[outcome.state];
  return (
    <li className={`flex items-start gap-2 ${TONE[outcome.state]}`}>
      <Icon
        className={`mt-0.5 h-5 w-5 shrink-0 ${outcome.state === 'testing' ? 'animate-spin' : ''}`}
        role="img"
        aria-label={outcome.state}
      />
      <span>
        <strong>{name}:</strong> {outcome.message}
      </span>
    </li>
  );
}

/**
 * The connection test page (spec part 3, diagnostics): the database, the
 * Google sign-in system and the eBay API, each testing, success, warning or
 * error; who is signed in; Run Tests Again. The eBay part comes from the eBay
 * connection feature through `renderEbay`, so the features stay apart.
 */
export function TestConnectionPage({ renderEbay }: { renderEbay: (run: number, signedIn: boolean) => ReactNode }) {
  const [run, setRun] = useState(0);
  const location = useLocation();
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
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-8">
      <Link to="/" className="text-sm text-brand-700 underline underline-offset-4">
        Back to Home
      </Link>
      <h1 className="text-2xl font-bold">Connection Test</h1>
      <section aria-labelledby="user-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="user-title" className="text-lg font-semibold">
          You
        </h2>
        {session.isPending ? (
          <p role="status">Checking whether you are signed in...</p>
        ) : user ? (
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium">Email</dt>
            <dd className="break-words">{user.email}</dd>
            <dt className="font-medium">User id</dt>
            <dd className="font-mono break-all">{user.id}</dd>
          </dl>
        ) : (
          <div className="mt-2">
            <p>You are not signed in. Sign in to test and connect your eBay account.</p>
            <Link
              to="/"
              state={{ showSignIn: true, from: location.pathname }}
              className={buttonClass('primary', 'mt-3')}
            >
              Sign In
            </Link>
          </div>
        )}
      </section>
      <section aria-labelledby="checks-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="checks-title" className="text-lg font-semibold">
          Services
        </h2>
        <ul className="mt-2 flex flex-col gap-2">
          <CheckLine name="Database" outcome={checkHealth(health)} />
          <CheckLine name="Google sign-in" outcome={checkGoogleSignIn(config)} />
        </ul>
      </section>
      {renderEbay(run, Boolean(user))}
      <div>
        <Button variant="secondary" onClick={() => setRun((n) => n + 1)}>
          Run Tests Again
        </Button>
      </div>
    </main>
  );
}
