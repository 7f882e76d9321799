import { CheckCircle2, HelpCircle, Link2Off, RefreshCw, XCircle } from 'lucide-react';
import type { EbayStatus } from '@listlens/shared';
import { useEbayStatus } from '../api/ebay-status';
import { ENVIRONMENT_LABEL } from '../connection-status';

type Tone = 'green' | 'yellow' | 'red' | 'gray';

const TONE_CLASS: Record<Tone, string> = {
  green: 'border-green-300 bg-green-50 text-green-900',
  yellow: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  red: 'border-red-300 bg-red-50 text-red-900',
  gray: 'border-slate-300 bg-slate-50 text-slate-800',
};

export const UNKNOWN_STATUS_TEXT = 'eBay status unknown';

/**
 * The badge's colour, environment label and message (spec part 1, section 2):
 * green when connected to production, yellow when connected elsewhere (the
 * emulator included), red when the check failed; a seller who has not
 * connected yet sees grey, which is not a failure.
 */
export function badgeView(input: { status?: EbayStatus; error?: Error | null; pending?: boolean }): {
  tone: Tone;
  environment: string;
  message: string;
} {
  if (input.error) return { tone: 'red', environment: 'Error', message: input.error.message };
  if (input.pending) return { tone: 'gray', environment: 'eBay', message: 'Checking eBay...' };
  const status = input.status;
  if (!status) return { tone: 'gray', environment: 'eBay', message: UNKNOWN_STATUS_TEXT };
  const environment = ENVIRONMENT_LABEL[status.environment];
  if (!status.connected) return { tone: 'gray', environment, message: 'eBay not connected' };
  const who = status.ebayUsername ? ` as ${status.ebayUsername}` : '';
  return {
    tone: status.environment === 'production' ? 'green' : 'yellow',
    environment,
    message: `eBay connected${who}`,
  };
}

const ICON: Record<Tone, typeof CheckCircle2> = {
  green: CheckCircle2,
  yellow: CheckCircle2,
  red: XCircle,
  gray: Link2Off,
};

/** The marketplace connection status badge with its Refresh button. */
export function EbayStatusBadge() {
  const query = useEbayStatus();
  const view = badgeView({ status: query.data, error: query.error, pending: query.isPending });
  const Icon = view.message === UNKNOWN_STATUS_TEXT ? HelpCircle : ICON[view.tone];
  return (
    <div
      role="status"
      aria-label="eBay connection status"
      data-tone={view.tone}
      className={`inline-flex max-w-full min-w-0 items-center gap-2 rounded-full border py-0.5 pr-0.5 pl-3 text-sm ${TONE_CLASS[view.tone]}`}
    >
      <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
      <span className="font-semibold">{view.environment}</span>
      <span className="min-w-0 truncate" title={view.message}>
        {view.message}
      </span>
      <button
        type="button"
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
        aria-label="Refresh eBay status"
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-black/5 disabled:opacity-60"
      >
        <RefreshCw className={`h-4 w-4 ${query.isFetching ? 'animate-spin' : ''}`} aria-hidden="true" />
      </button>
    </div>
  );
}
