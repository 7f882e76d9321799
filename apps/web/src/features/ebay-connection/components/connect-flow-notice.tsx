import { AlertTriangle, ExternalLink, XCircle } from 'lucide-react';
import { Button, buttonClass } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { CONTACT_SUPPORT_TEXT } from '../connect-errors';
import type { EbayConnect } from '../use-ebay-connect';

/** Texts of the manual check (spec part 3, Connect-eBay onboarding panel). */
export const MANUAL_CHECK_TEXT = {
  found: 'Authentication successful!',
  notFound: 'No authentication found - please try connecting again',
  failed: 'Could not reach ListLens to check. Please try again.',
} as const;

/**
 * What the connect flow is doing right now, for any screen that connects eBay:
 * waiting for the auth window, the popup-blocked fallback, the time-out box
 * with its manual check, and errors with retry where the catalogue allows it.
 */
export function ConnectFlowNotice({
  flow,
  errorTitle = 'Connection Failed',
}: {
  flow: EbayConnect;
  errorTitle?: string;
}) {
  const { state } = flow;
  switch (state.phase) {
    case 'idle':
      return null;
    case 'starting':
    case 'waiting':
      return <Waiting flow={flow} state={state} />;
    case 'blocked':
      return <Blocked flow={flow} state={state} />;
    case 'timed_out':
      return <TimedOut flow={flow} state={state} />;
    case 'connected':
      return state.byManualCheck ? (
        <p role="status" className="text-sm font-medium text-green-800">
          {MANUAL_CHECK_TEXT.found}
        </p>
      ) : null;
    case 'error':
      return <Failed flow={flow} state={state} title={errorTitle} />;
  }
}

type Phase<P extends ConnectState['phase']> = { flow: EbayConnect; state: Extract<ConnectState, { phase: P }> };
type ConnectState = EbayConnect['state'];

/** Waiting for the auth window (or the new tab), with Cancel. */
function Waiting({ flow, state }: Phase<'starting' | 'waiting'>) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800"
    >
      <Spinner className="h-4 w-4 text-brand-600" />
      <span className="flex-1">
        {state.phase === 'starting'
          ? 'Connecting to eBay...'
          : state.windowClosed
            ? 'The eBay window was closed. Waiting for eBay to confirm...'
            : state.via === 'popup'
              ? 'Connecting to eBay... Finish signing in to eBay in the window that opened.'
              : 'Connecting to eBay... Finish signing in to eBay in the new tab.'}
      </span>
      <Button variant="ghost" onClick={flow.cancel}>
        Cancel
      </Button>
    </div>
  );
}

/** The popup was blocked: a link that opens eBay's sign-in in a new tab, or Try Again. */
function Blocked({ flow, state }: Phase<'blocked'>) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p role="alert" className="flex gap-2">
        <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
        {state.error.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {/* A link the seller clicks always opens, whatever the popup blocker thinks. */}
        <a
          href={state.authUrl}
          target="_blank"
          rel="noopener"
          onClick={flow.openedInNewTab}
          className={buttonClass('primary')}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open eBay sign-in in a new tab
        </a>
        <Button variant="secondary" onClick={flow.connect}>
          Try Again
        </Button>
      </div>
    </div>
  );
}

/** We stopped waiting: the manual check of whether the connection arrived. */
function TimedOut({ flow, state }: Phase<'timed_out'>) {
  return (
    <div className="rounded-lg border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-950">
      <h3 className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Authentication May Have Completed
      </h3>
      <p className="mt-1">
        We stopped waiting for eBay. If you finished signing in to eBay, check whether the connection arrived.
      </p>
      <Button className="mt-3" onClick={() => void flow.checkNow()} disabled={state.check === 'checking'}>
        {state.check === 'checking' ? 'Checking...' : 'Check Authentication Status'}
      </Button>
      {state.check === 'not_found' || state.check === 'failed' ? (
        <p role="alert" className="mt-2 font-medium">
          {state.check === 'not_found' ? MANUAL_CHECK_TEXT.notFound : MANUAL_CHECK_TEXT.failed}
        </p>
      ) : null}
    </div>
  );
}

/** What went wrong, with Try Again where the error allows it, otherwise how to reach support. */
function Failed({ flow, state, title }: Phase<'error'> & { title: string }) {
  return (
    <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <h3 className="flex items-center gap-2 font-semibold">
        <XCircle className="h-4 w-4" aria-hidden="true" /> {title}
      </h3>
      <p role="alert" className="mt-1">
        {state.error.message}
      </p>
      {state.error.retryable ? (
        <Button variant="secondary" className="mt-3" onClick={flow.connect}>
          Try Again
        </Button>
      ) : (
        <p className="mt-1">{CONTACT_SUPPORT_TEXT}</p>
      )}
    </div>
  );
}
