import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import type { EbayStatus } from '@listlens/shared';
import { Button } from '../../../components/button';
import { useSession } from '../../auth';
import { ebayKeys } from '../api/ebay-keys';
import { fetchEbayStatus, useEbayStatus } from '../api/ebay-status';
import { ConnectionFacts } from '../components/connection-facts';
import { DisconnectButton } from '../components/disconnect-button';
import { PageFrame } from '../../../components/page-frame';
import { tokenValidity } from '../connection-status';
import {
  REPEATED_CHECKS,
  debugReport,
  runDebugChecks,
  storageChecks,
  type DebugRow,
  type StatusSample,
} from '../debug-checks';
import { useNow } from '../use-now';

/** Auto Fix re-reads the status after 100 ms (spec part 1, section 9). */
const AUTO_FIX_DELAY_MS = 100;

async function sample(): Promise<StatusSample> {
  const started = performance.now();
  try {
    const status = await fetchEbayStatus();
    return { status, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      status: null,
      error: error instanceof Error ? error.message : String(error),
      ms: Math.round(performance.now() - started),
    };
  }
}

const ROW_ICON = { success: CheckCircle2, warning: AlertTriangle, error: XCircle } as const;
const ROW_CLASS = { success: 'text-green-800', warning: 'text-amber-800', error: 'text-red-800' } as const;

/**
 * OAuth debugger (spec part 1, section 2), on the server's terms: tokens live
 * on the server, so it shows their metadata (presence, length, expiry, scope,
 * environment) and never a token.
 */
export function OAuthDebugPage() {
  const session = useSession();
  const status = useEbayStatus({ enabled: Boolean(session.data?.user) });
  const queryClient = useQueryClient();
  const now = useNow(5000);
  const [rows, setRows] = useState<DebugRow[]>([]);
  const [report, setReport] = useState('');
  const [running, setRunning] = useState(false);

  const show = (next: DebugRow[]) => {
    setRows(next);
    setReport(debugReport(next, new Date()));
  };
  const runFullDebug = async () => {
    setRunning(true);
    const samples: StatusSample[] = [];
    for (let i = 0; i < REPEATED_CHECKS && session.data?.user; i++) samples.push(await sample());
    const latest = samples[0]?.status;
    if (latest) queryClient.setQueryData(ebayKeys.status, latest);
    show(runDebugChecks({ signedIn: Boolean(session.data?.user), samples, now: Date.now() }));
    setRunning(false);
  };
  const autoFix = async () => {
    setRunning(true);
    await new Promise((resolve) => setTimeout(resolve, AUTO_FIX_DELAY_MS));
    const result = await status.refetch();
    const fixRow = autoFixRow(result.data, Date.now());
    setRunning(false);
    show([fixRow]);
  };
  const testStorage = async () => {
    const result = await status.refetch();
    show(
      result.data
        ? storageChecks(result.data)
        : [{ step: 'Storage', status: 'error', message: result.error?.message ?? 'No status' }],
    );
  };

  const data = status.data;
  return (
    <PageFrame title="OAuth Debugger" back={{ to: '/app', label: 'Back to App' }}>
      <AuthSummary data={data} now={now} signedIn={Boolean(session.data?.user)} />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void runFullDebug()} disabled={running}>
          {running ? 'Running...' : 'Run Full Debug'}
        </Button>
        <Button variant="secondary" onClick={() => void autoFix()} disabled={running || !session.data?.user}>
          Auto Fix
        </Button>
        <Button variant="secondary" onClick={() => void testStorage()} disabled={!session.data?.user}>
          Test Token Storage
        </Button>
        {data?.connected ? <DisconnectButton label="Clear All Tokens" /> : null}
        <Button variant="ghost" onClick={() => void status.refetch()} disabled={!session.data?.user}>
          Refresh Status
        </Button>
      </div>
      <DebugResults rows={rows} report={report} />
      {data ? <TokenDetails status={data} now={now} /> : null}
    </PageFrame>
  );
}

/** Whether the seller is authenticated, the token's validity and length, and what the server stores. */
function AuthSummary({ data, now, signedIn }: { data: EbayStatus | undefined; now: number; signedIn: boolean }) {
  const authenticated = Boolean(data?.connected && tokenValidity(data, now) !== 'expired');
  return (
    <section className="grid gap-3 rounded-xl border border-slate-200 p-5 sm:grid-cols-3 dark:border-slate-700">
      <div>
        <h2 className="text-sm font-medium text-slate-600">Auth status</h2>
        <p className="font-semibold">{authenticated ? 'Authenticated' : 'Not Authenticated'}</p>
      </div>
      <div>
        <h2 className="text-sm font-medium text-slate-600">Token info</h2>
        <p>
          {data?.connected
            ? `${tokenValidity(data, now)}, ${data.accessTokenLength} characters`
            : signedIn
              ? 'No token'
              : 'Sign in to see it'}
        </p>
      </div>
      <div>
        <h2 className="text-sm font-medium text-slate-600">Stored on the server</h2>
        <p>OAuth token: {data?.hasAccessToken && !data.isManual ? 'present' : 'absent'}</p>
        <p>Manual token: {data?.isManual ? 'present' : 'absent'}</p>
      </div>
    </section>
  );
}

/** Each check's outcome, and the report to copy. */
function DebugResults({ rows, report }: { rows: DebugRow[]; report: string }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="debug-results" className="flex flex-col gap-3">
      <h2 id="debug-results" className="text-lg font-semibold">
        Debug results
      </h2>
      <ul className="flex flex-col gap-1">
        {rows.map((row) => {
          const Icon = ROW_ICON[row.status];
          return (
            <li key={row.step} className={`flex items-start gap-2 text-sm ${ROW_CLASS[row.status]}`}>
              <Icon className="mt-0.5 h-4 w-4 shrink-0" role="img" aria-label={row.status} />
              <span>
                <strong>{row.step}:</strong> {row.message}
              </span>
            </li>
          );
        })}
      </ul>
      <pre aria-label="Debug report" className="overflow-x-auto rounded-lg bg-slate-100 p-3 text-xs dark:bg-slate-800">
        {report}
      </pre>
    </section>
  );
}

function TokenDetails({ status, now }: { status: EbayStatus; now: number }) {
  return (
    <section aria-labelledby="token-details" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="token-details" className="mb-2 text-lg font-semibold">
        Token details
      </h2>
      <ConnectionFacts status={status} now={now} technical />
    </section>
  );
}

/**
 * Auto Fix (spec part 1, section 4): the server already refreshes a token that
 * is due and keeps no malformed data, so what is left is to say whether the
 * seller must connect again.
 */
function autoFixRow(status: EbayStatus | undefined, now: number): DebugRow {
  if (!status) return { step: 'Auto Fix', status: 'error', message: 'Could not read the connection status.' };
  if (!status.connected)
    return { step: 'Auto Fix', status: 'warning', message: 'Nothing to fix: eBay is not connected.' };
  if (tokenValidity(status, now) === 'expired' && !status.hasRefreshToken) {
    return {
      step: 'Auto Fix',
      status: 'error',
      message: 'The token has expired and there is no refresh token: connect eBay again.',
    };
  }
  return {
    step: 'Auto Fix',
    status: 'success',
    message: 'Nothing to fix: the server refreshes the token before it expires.',
  };
}
