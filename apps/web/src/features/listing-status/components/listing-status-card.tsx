import { ebayErrorDetailText, type ListingView } from '@listlens/shared';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListingCounts, NO_TRAFFIC_YET } from '../../../components/listing-counts';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useEndListing } from '../api/end-listing';
import { useItemListing } from '../api/item-listing';

const card = 'rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';

/** Section 4: 'Live on eBay' for active, otherwise the raw status. */
const badgeText = (status: string) => (status === 'active' ? 'Live on eBay' : status);

const BADGE_TONES: Record<string, string> = {
  active: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
  publishing: 'bg-amber-100 text-amber-900',
};

/**
 * The Listing Status card of the item details page (spec part 3, section 2;
 * issue 8, point 3): the status badge, the traffic figures eBay reports (views,
 * impressions, click-through rate, transactions; issue 16, point 5) and none it
 * does not, View on eBay, and End listing with a confirmation. A
 * post in progress or failed says so, with eBay's errors in full.
 */
export function ListingStatusCard({ itemId }: { itemId: string }) {
  const query = useItemListing(itemId);
  const end = useEndListing(itemId);
  const [confirming, setConfirming] = useState(false);
  const listing = query.data;

  if (query.isPending) {
    return (
      <section aria-label="Listing Status" className={card}>
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Spinner className="h-4 w-4" /> Loading listing status...
        </p>
      </section>
    );
  }
  if (query.isError || !listing) {
    return (
      <section aria-label="Listing Status" className={card}>
        <p role="alert" className="text-red-800">
          The listing status could not be loaded.
        </p>
        <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </section>
    );
  }

  const active = listing.status === 'active';
  const endError = end.error instanceof ApiError ? end.error.message : end.error ? 'Failed to end the listing.' : null;
  return (
    <section aria-labelledby="listing-status-title" className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="listing-status-title" className="text-lg font-semibold">
          Listing Status
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE_TONES[listing.status] ?? 'bg-slate-100 text-slate-800'}`}
        >
          {badgeText(listing.status)}
        </span>
      </div>
      <ListingCounts traffic={trafficOf(listing)} emptyText={active ? NO_TRAFFIC_YET : undefined} />
      {listing.status === 'publishing' ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="h-4 w-4" /> Posting to eBay...
        </p>
      ) : null}
      {listing.status === 'failed' && listing.error ? <Failure listing={listing} itemId={itemId} /> : null}
      {listing.status === 'ended' ? (
        <Link to={`/preview/${encodeURIComponent(itemId)}`} className={buttonClass('secondary', 'mt-3 w-full')}>
          Post Again
        </Link>
      ) : null}
      {active ? <LiveActions url={listing.url} onEnd={() => setConfirming(true)} /> : null}
      {endError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">
          {endError}
        </p>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="End this listing?"
        description="The listing ends on eBay now and buyers can no longer purchase it. You can post the item again later."
        confirmLabel="End Listing"
        busyLabel="Ending..."
        busy={end.isPending}
        onConfirm={() => end.mutate(listing.id, { onSettled: () => setConfirming(false) })}
      />
    </section>
  );
}

/** What eBay reports of a listing's traffic, as the counts show it. */
const trafficOf = (listing: ListingView) => ({
  views: listing.totalViews,
  impressions: listing.totalImpressions,
  clickThroughRate: listing.clickThroughRate,
  transactions: listing.totalTransactions,
  watchers: listing.totalWatchers,
  messages: listing.totalMessages,
  updatedAt: listing.trafficUpdatedAt,
});

/** A live listing: View on eBay (where eBay gave its address) and End Listing. */
function LiveActions({ url, onEnd }: { url: string | null | undefined; onEnd: () => void }) {
  return (
    <div className="mt-3 flex flex-col gap-2 sm:flex-row">
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'flex-1')}>
          View on eBay <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
      <Button variant="danger" className="flex-1" onClick={onEnd}>
        End Listing
      </Button>
    </div>
  );
}

function Failure({ listing, itemId }: { listing: ListingView; itemId: string }) {
  return (
    <div role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">{listing.error?.message}</p>
      {listing.error && listing.error.details.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {listing.error.details.map((detail, i) => (
            <li key={i}>{ebayErrorDetailText(detail)}</li>
          ))}
        </ul>
      ) : null}
      <Link to={`/preview/${encodeURIComponent(itemId)}`} className={buttonClass('secondary', 'mt-2')}>
        Try Again
      </Link>
    </div>
  );
}
