import { useQuery } from '@tanstack/react-query';
import type { EbayStatus } from '@listlens/shared';
import { CheckLine, type CheckOutcome } from '../../../components/check-line';
import { ApiError } from '../../../lib/api-client';
import { fetchEbayStatus } from '../api/ebay-status';
import { ENVIRONMENT_LABEL } from '../connection-status';
import { ConnectionCard } from './connection-card';

/** The eBay line of the connection test (spec part 3): a warning when not connected, an error when the check fails. */
export function ebayTestOutcome(input: { status?: EbayStatus; error?: unknown; pending: boolean }): CheckOutcome {
  if (input.pending) return { state: 'testing', message: 'Testing...' };
  if (input.error) {
    if (input.error instanceof ApiError && input.error.status === 401) {
      return { state: 'warning', message: 'Sign in to test your eBay connection.' };
    }
    const reason = input.error instanceof Error ? input.error.message : String(input.error);
    return { state: 'error', message: `eBay API configuration error: ${reason}` };
  }
  const s = input.status;
  if (!s) return { state: 'error', message: 'eBay status unknown' };
  const env = ENVIRONMENT_LABEL[s.environment];
  return s.connected
    ? { state: 'success', message: `Connected to eBay ${env}${s.ebayUsername ? ` as ${s.ebayUsername}` : ''}` }
    : { state: 'warning', message: `eBay ${env} is not connected` };
}

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
  return (
    <section aria-labelledby="ebay-test-title" className="flex flex-col gap-3">
      <h2 id="ebay-test-title" className="text-lg font-semibold">
        eBay
      </h2>
      <CheckLine as="p" name="eBay API" outcome={outcome} />
      {signedIn ? <ConnectionCard returnPath="/test-connection" /> : null}
    </section>
  );
}
