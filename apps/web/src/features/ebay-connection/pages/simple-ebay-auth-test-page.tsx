import { Button } from '../../../components/button';
import { useEbayStatus } from '../api/ebay-status';
import { ConnectFlowNotice } from '../components/connect-flow-notice';
import { ConnectionFacts } from '../components/connection-facts';
import { DisconnectButton } from '../components/disconnect-button';
import { PageFrame } from '../../../components/page-frame';
import { SignedInOnly } from '../components/signed-in-only';
import { ENVIRONMENT_LABEL } from '../connection-status';
import { useEbayConnect } from '../use-ebay-connect';
import { useNow } from '../use-now';

/**
 * Simple marketplace auth test (spec part 1, section 2): the connection state,
 * Connect Account / Reconnect / Disconnect, and the token's metadata.
 */
export function SimpleEbayAuthTestPage() {
  return (
    <PageFrame title="Simple eBay Auth Test" back={{ to: '/', label: 'Back to Home' }}>
      <SignedInOnly>
        <SimpleAuth />
      </SignedInOnly>
    </PageFrame>
  );
}

function SimpleAuth() {
  const status = useEbayStatus();
  const flow = useEbayConnect({ returnPath: '/simple-ebay-auth-test' });
  const now = useNow();
  const data = status.data;
  return (
    <section className="flex flex-col gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <p role="status" className="text-lg font-semibold">
        {status.isPending
          ? 'Checking...'
          : data?.connected
            ? `Connected to eBay ${ENVIRONMENT_LABEL[data.environment]}${data.ebayUsername ? ` as ${data.ebayUsername}` : ''}`
            : 'Not Connected'}
      </p>
      {status.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {status.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {data?.connected ? (
          <>
            <Button onClick={flow.connect} disabled={flow.busy}>
              {flow.busy ? 'Connecting...' : 'Reconnect'}
            </Button>
            <DisconnectButton />
          </>
        ) : (
          <Button onClick={flow.connect} disabled={flow.busy || status.isPending}>
            {flow.busy ? 'Connecting...' : 'Connect Account'}
          </Button>
        )}
      </div>
      <ConnectFlowNotice flow={flow} errorTitle="Authentication failed" />
      {data ? (
        <div>
          <h2 className="mb-2 font-semibold">Token info</h2>
          <ConnectionFacts status={data} now={now} technical />
        </div>
      ) : null}
    </section>
  );
}
