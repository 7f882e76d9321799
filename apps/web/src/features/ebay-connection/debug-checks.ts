import type { EbayStatus } from '@listlens/shared';
import { ENVIRONMENT_LABEL, expiryText, missingScopes, tokenValidity } from './connection-status';

export type DebugRow = { step: string; status: 'success' | 'warning' | 'error'; message: string };

/** One read of GET /api/ebay/status and how long it took. */
export type StatusSample = { status: EbayStatus | null; error?: string; ms: number };

/** The debugger flags checks over 100 ms and differing answers across 5 checks (spec part 1, section 5). */
export const SLOW_CHECK_MS = 100;
export const REPEATED_CHECKS = 5;

const fingerprint = (s: StatusSample) =>
  s.status
    ? `${s.status.connected}|${s.status.expiresAt}|${s.status.ebayUsername}|${s.status.isManual}`
    : `error:${s.error}`;

/** The rows of Run Full Debug, from the session and repeated status reads. Metadata only. */
export function runDebugChecks(input: { signedIn: boolean; samples: StatusSample[]; now: number }): DebugRow[] {
  if (!input.signedIn) {
    return [{ step: 'Session', status: 'error', message: 'Not signed in: sign in to check your eBay connection.' }];
  }
  const rows: DebugRow[] = [{ step: 'Session', status: 'success', message: 'Signed in' }];
  const first = input.samples[0];
  if (!first?.status) {
    rows.push({ step: 'Status check', status: 'error', message: first?.error ?? 'No status check ran.' });
    return rows;
  }
  const slowest = Math.max(...input.samples.map((s) => s.ms));
  rows.push(
    slowest > SLOW_CHECK_MS
      ? {
          step: 'Check speed',
          status: 'warning',
          message: `Slowest status check took ${slowest} ms (over ${SLOW_CHECK_MS} ms)`,
        }
      : { step: 'Check speed', status: 'success', message: `Status checks took at most ${slowest} ms` },
  );
  const same = new Set(input.samples.map(fingerprint)).size === 1;
  rows.push(
    same
      ? { step: 'Consistency', status: 'success', message: `Same result in ${input.samples.length} checks` }
      : {
          step: 'Consistency',
          status: 'warning',
          message: `Inconsistent results across ${input.samples.length} checks`,
        },
  );
  const status = first.status;
  if (!status.connected) {
    rows.push({ step: 'Connection', status: 'warning', message: 'Not connected to eBay' });
    return rows;
  }
  const who = status.ebayUsername ? ` as ${status.ebayUsername}` : '';
  rows.push({
    step: 'Connection',
    status: 'success',
    message: `Connected to eBay ${ENVIRONMENT_LABEL[status.environment]}${who}`,
  });
  const validity = tokenValidity(status, input.now);
  const expiry = status.expiresAt ? expiryText(status.expiresAt, input.now) : 'Expiry unknown';
  rows.push(
    validity === 'valid'
      ? { step: 'Token validity', status: 'success', message: expiry }
      : validity === 'expiring'
        ? { step: 'Token validity', status: 'warning', message: `${expiry}: refreshed before the next eBay call` }
        : { step: 'Token validity', status: 'error', message: expiry },
  );
  rows.push(
    status.hasRefreshToken
      ? { step: 'Refresh token', status: 'success', message: 'Present' }
      : status.isManual
        ? { step: 'Refresh token', status: 'warning', message: 'Manual token: connect again when it expires' }
        : { step: 'Refresh token', status: 'error', message: 'No refresh token available' },
  );
  const missing = missingScopes(status.scopes);
  rows.push(
    missing.length
      ? { step: 'Scopes', status: 'warning', message: `Missing ${missing.join(', ')}: reconnect to grant them` }
      : { step: 'Scopes', status: 'success', message: 'Every scope ListLens needs is granted' },
  );
  return rows;
}

/** Test Token Storage: what the server says it holds, without the tokens themselves. */
export function storageChecks(status: EbayStatus): DebugRow[] {
  const oauth = status.hasAccessToken && !status.isManual;
  return [
    {
      step: 'OAuth token',
      status: oauth ? 'success' : 'warning',
      message: oauth ? 'Stored on the server, encrypted' : 'None stored',
    },
    {
      step: 'Manual token',
      status: status.isManual ? 'success' : 'warning',
      message: status.isManual ? 'Stored on the server, encrypted' : 'None stored',
    },
    {
      step: 'Token type',
      status: !status.connected || status.tokenType ? 'success' : 'error',
      message: status.tokenType ?? (status.connected ? 'Missing' : 'Not applicable'),
    },
    {
      step: 'Expiry',
      status: !status.connected || status.expiresAt ? 'success' : 'error',
      message: status.expiresAt ?? (status.connected ? 'Missing' : 'Not applicable'),
    },
  ];
}

/** The plain-text report under the rows. */
export function debugReport(rows: DebugRow[], at: Date): string {
  const lines = rows.map((r) => `[${r.status.toUpperCase()}] ${r.step}: ${r.message}`);
  return [`OAuth debug report, ${at.toISOString()}`, ...lines].join('\n');
}
