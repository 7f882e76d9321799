import { useSearchParams } from 'react-router';
import { ConnectionCard } from '../components/connection-card';
import { EbayStatusBadge } from '../components/ebay-status-badge';
import { PageFrame } from '../../../components/page-frame';
import { SignedInOnly } from '../components/signed-in-only';

/**
 * eBay auth test page (spec part 3, diagnostics): the result parameters a
 * connection hands back (ebay_connected, ebay_error, timestamp) and the
 * connection itself.
 */
export function EbayAuthTestPage() {
  const [params] = useSearchParams();
  const rows: [string, string][] = [
    ['ebay_connected', params.get('ebay_connected') ?? '(not set)'],
    ['ebay_error', params.get('ebay_error') ?? '(not set)'],
    ['timestamp', params.get('timestamp') ?? '(not set)'],
  ];
  return (
    <PageFrame title="eBay Auth Test" back={{ to: '/app', label: 'Back to Dashboard' }}>
      <section aria-labelledby="params-title" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
        <h2 id="params-title" className="text-lg font-semibold">
          Query parameters
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-mono">{name}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <SignedInOnly>
        <div>
          <EbayStatusBadge />
        </div>
        <ConnectionCard returnPath="/ebay-auth-test" />
      </SignedInOnly>
    </PageFrame>
  );
}
