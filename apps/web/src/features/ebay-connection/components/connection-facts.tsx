import { EBAY_TEXT, type EbayStatus } from '@listlens/shared';
import { ENVIRONMENT_LABEL, expiryText, shortScope } from '../connection-status';

/**
 * What ListLens knows about the seller's eBay connection: metadata only. The
 * server never hands out a token (DESIGN section 2), so none can show here.
 */
export function ConnectionFacts({
  status,
  now,
  technical = false,
}: {
  status: EbayStatus;
  now: number;
  technical?: boolean;
}) {
  const rows: [string, string][] = [
    ['Status', status.connected ? 'Connected' : 'Not connected'],
    ['Environment', ENVIRONMENT_LABEL[status.environment]],
  ];
  if (status.needsReconnect) rows.push(['eBay user', status.ebayUsername ?? 'Unknown']);
  if (status.connected) {
    rows.push(['eBay user', status.ebayUsername ?? 'Unknown']);
    rows.push([
      'Access expires',
      status.expiresAt
        ? `${new Date(status.expiresAt).toLocaleString()} (${expiryText(status.expiresAt, now)})`
        : 'Unknown',
    ]);
    rows.push(['Connected by', status.isManual ? 'Manual token' : 'eBay sign-in']);
  }
  if (technical) {
    rows.push(['Has access token', status.hasAccessToken ? 'Yes' : 'No']);
    rows.push(['Has refresh token', status.hasRefreshToken ? 'Yes' : 'No']);
    rows.push(['Access token length', status.hasAccessToken ? `${status.accessTokenLength} characters` : '–']);
    rows.push(['Token type', status.tokenType ?? '–']);
  }
  return (
    <div>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {status.needsReconnect ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
          {EBAY_TEXT.reconnectNeeded}
        </p>
      ) : null}
      {status.connected ? (
        <div className="mt-3">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">Permissions granted</p>
          {status.scopes.length ? (
            <ul aria-label="Permissions granted" className="mt-1 flex flex-wrap gap-1">
              {status.scopes.map((scope) => (
                <li
                  key={scope}
                  title={scope}
                  className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs dark:bg-slate-800"
                >
                  {shortScope(scope)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-600">None recorded (a manual token carries no scope list).</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
