import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Loader2, XCircle } from 'lucide-react';
import type { EbayStatus } from '@listlens/shared';
import { ApiError } from '../../../lib/api-client';
import { fetchEbayStatus } from '../api/ebay-status';
import { ENVIRONMENT_LABEL } from '../connection-status';
import { ConnectionCard } from './connection-card';

type Outcome = { state: 'testing' | 'success' | 'warning' | 'error'; message: string };

/** The eBay line of the connection test (spec part 3): a warning when not connected, an error when the check fails. */
export function ebayTestOutcome(input: { status?: EbayStatus; error?: unknown; pending: boolean }): Outcome {
  if (input.pending) return { state: 'testing', message: 'Testing...' };
  if (input.error) {
    if (input.error instanceof ApiError && input.error.status === 401) {
      return { state: 'warning', message: 'Sign in to test your eBay connection.' };
    }
    return { state: 'error', message: input.error instanceof Error ? input.error.message : String(input.error) };
  }
  const s = input.status;
  if (!s) return { state: 'error', message: 'eBay status unknown' };
  const env = ENVIRONMENT_LABEL[s.environment];
  return s.connected
    ? { state: 'success', message: `Connected to eBay ${env}${s.ebayUsername ? ` as ${s.ebayUsername}` : ''}` }
    : { state: 'warning', message: `eBay ${env} is not connected` };
}

const ICON = { testing: Loader2, success: CheckCircle2, warning: AlertTriangle, error: XCircle } as const;
const TONE = {
  testing: 'text-slate-700',
  success: 'text-green-800',
  warning: 'text-amber-800',
  error: 'text-red-800',
} as const;

/**
 * The eBay part of /test-connection: the status check (5 s limit) as one test
 * line, then the connection with Connect and Disconnect. `run` changes on
 * Run Tests Again.
 */
export function EbayConnectionTest({ run, signedIn }: { run: number; signedIn: boolean }) {
  const check = useQuery({
    queryKey: ['ebay', 'connection-test', run],
    queryFn: () => fetchEbayStatus(),
    retry: false,
    gcTime: 0,
  });
  const outcome = ebayTestOutcome({ status: check.data, error: check.error, pending: check.isPending });
  const Icon = ICON[outcome.state];
  return (
    <section aria-labelledby="ebay-test-title" className="flex flex-col gap-3">
      <h2 id="ebay-test-title" className="text-lg font-semibold">
        eBay
      </h2>
      <p role="status" className={`flex items-start gap-2 ${TONE[outcome.state]}`}>
        <Icon
          className={`mt-0.5 h-5 w-5 shrink-0 ${outcome.state === 'testing' ? 'animate-spin' : ''}`}
          role="img"
          aria-label={outcome.state}
        />
        <span>
          <strong>eBay API:</strong> {outcome.message}
        </span>
      </p>
      {signedIn ? <ConnectionCard returnPath="/test-connection" /> : null}
    </section>
  );
}
