import { Button } from '../../../components/button';
import { ApiError } from '../../../lib/api-client';
import { useEbayStatus } from '../api/ebay-status';
import { useEbayConnect } from '../use-ebay-connect';
import { useNow } from '../use-now';
import { ConnectFlowNotice } from './connect-flow-notice';
import { ConnectionFacts } from './connection-facts';
import { DisconnectButton } from './disconnect-button';

/**
 * The seller's eBay connection (environment, eBay user, expiry, scopes) with
 * Connect or Reconnect and Disconnect. The settings page frames it in its own
 * section; `ConnectionCard` frames it for the test pages.
 */
export function ConnectionPanel({ returnPath, technical = false }: { returnPath: string; technical?: boolean }) {
  const status = useEbayStatus();
  const flow = useEbayConnect({ returnPath });
  const now = useNow();
  const connected = status.data?.connected === true;
  // Connected, or was until eBay refused the refresh token: the seller reconnects (spec part 1: Reconnect).
  const reconnect = connected || status.data?.needsReconnect === true;
  return (
    <div className="flex flex-col gap-4">
      {status.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Checking your eBay connection...
        </p>
      ) : status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {status.error instanceof ApiError && status.error.status === 401
            ? 'Sign in to see and connect your eBay account.'
            : status.error.message}
        </p>
      ) : (
        <ConnectionFacts status={status.data} now={now} technical={technical} />
      )}
      {status.data ? (
        <div className="flex flex-wrap gap-2">
          <Button onClick={flow.connect} disabled={flow.busy}>
            {flow.busy ? 'Connecting to eBay...' : reconnect ? 'Reconnect eBay' : 'Connect eBay Account'}
          </Button>
          {connected ? <DisconnectButton label="Disconnect eBay" /> : null}
        </div>
      ) : null}
      <ConnectFlowNotice flow={flow} />
    </div>
  );
}

export function ConnectionCard({ returnPath, technical = false }: { returnPath: string; technical?: boolean }) {
  return (
    <section
      aria-labelledby="ebay-connection-title"
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="ebay-connection-title" className="mb-3 text-lg font-semibold">
        Your eBay account
      </h2>
      <ConnectionPanel returnPath={returnPath} technical={technical} />
    </section>
  );
}

/** The eBay connection section of /settings (the account menu's Connect eBay Account leads there). */
export function EbayConnectionSettings() {
  return (
    <div className="mt-3">
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        ListLens keeps your eBay access on its server, encrypted, and shows here only what it knows about it.
      </p>
      <ConnectionPanel returnPath="/settings#ebay" />
    </div>
  );
}
