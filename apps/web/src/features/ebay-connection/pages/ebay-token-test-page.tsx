import { useEbayStatus } from '../api/ebay-status';
import { ConnectionFacts } from '../components/connection-facts';
import { PageFrame } from '../../../components/page-frame';
import { SignedInOnly } from '../components/signed-in-only';
import { tokenValidity, expiryText } from '../connection-status';
import { useNow } from '../use-now';

/** The token test page refreshes every 2 s (spec part 3, section 9). */
const REFRESH_MS = 2000;

const VALIDITY_TEXT = {
  none: 'No token: eBay is not connected.',
  valid: 'The access token is valid.',
  expiring: 'The access token expires within 5 minutes; ListLens refreshes it before the next eBay call.',
  expired: 'The access token has expired.',
} as const;

/** eBay token test (spec part 3, diagnostics): the token's metadata, read again every 2 s. */
export function EbayTokenTestPage() {
  return (
    <PageFrame
      title="eBay Token Test"
      intro="What ListLens knows about your eBay token, checked every 2 seconds. The token itself never leaves the server."
      back={{ to: '/', label: 'Back to Home' }}
    >
      <SignedInOnly>
        <TokenTest />
      </SignedInOnly>
    </PageFrame>
  );
}

function TokenTest() {
  const status = useEbayStatus({ refetchInterval: REFRESH_MS });
  const now = useNow(1000);
  if (status.isPending) return <p role="status">Checking your eBay token...</p>;
  if (status.isError) {
    return (
      <p role="alert" className="text-red-700">
        {status.error.message}
      </p>
    );
  }
  const data = status.data;
  const validity = tokenValidity(data, now);
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <div>
        <p className="text-lg font-semibold">{VALIDITY_TEXT[validity]}</p>
        {data.expiresAt ? (
          <p className="text-slate-700 dark:text-slate-300">{expiryText(data.expiresAt, now)}</p>
        ) : null}
        <p className="mt-1 text-xs text-slate-500">
          Last checked {new Date(status.dataUpdatedAt).toLocaleTimeString()}
        </p>
      </div>
      <ConnectionFacts status={data} now={now} technical />
    </section>
  );
}
