import { ebayErrorDetailText, type ListingItem, type ListingView } from '@listlens/shared';
import { ExternalLink, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useBulkPublish } from '../api/bulk-publish';
import { usePublishedListings } from '../api/published-listings';

type Sent = { itemIds: string[]; labels: Record<string, string>; refused: { itemId: string; message: string }[] };

/**
 * Bulk publish (issue 8, point 5): the selected ready items go to eBay
 * together, with the seller's default business policies, in eBay's bulk calls
 * of 25. Each item ends live or with its own error, shown here.
 */
function BulkPublishButton({ items, onSent }: { items: ListingItem[]; onSent: (sent: Sent) => void }) {
  const publish = useBulkPublish();
  const run = () => {
    const itemIds = items.map((i) => i.id);
    const labels = Object.fromEntries(items.map((i) => [i.id, i.sku ?? i.title ?? i.id]));
    publish.mutate(itemIds, {
      onSuccess: (result) => onSent({ itemIds, labels, refused: result.refused }),
    });
  };
  return (
    <>
      <Button variant="secondary" disabled={items.length === 0 || publish.isPending} onClick={run}>
        {publish.isPending ? <Spinner className="h-4 w-4" /> : <Send className="h-4 w-4" aria-hidden="true" />}
        Publish to eBay ({items.length})
      </Button>
      {publish.error ? (
        <p role="alert" className="w-full rounded-lg bg-red-50 p-3 font-medium text-red-800 sm:order-last">
          {publish.error instanceof ApiError ? publish.error.message : 'Failed to publish. Please try again.'}
        </p>
      ) : null}
    </>
  );
}

function ResultLine({ label, listing }: { label: string; listing: ListingView | undefined }) {
  if (!listing || listing.status === 'publishing') {
    return (
      <span className="flex items-center gap-2">
        <Spinner className="h-4 w-4" /> {label}: posting to eBay...
      </span>
    );
  }
  if (listing.status === 'active') {
    return (
      <span>
        {label}: Live on eBay
        {listing.url ? (
          <a
            href={listing.url}
            target="_blank"
            rel="noreferrer"
            className="ml-2 inline-flex items-center gap-1 underline"
          >
            View <ExternalLink className="h-3 w-3" aria-hidden="true" />
            <span className="sr-only">{label} on eBay (opens in a new tab)</span>
          </a>
        ) : null}
      </span>
    );
  }
  return (
    <span className="text-red-800 dark:text-red-300">
      {label}: {listing.error?.message ?? listing.status}
      {listing.error?.details.map((d, i) => (
        <span key={i} className="block text-sm">
          {ebayErrorDetailText(d)}
        </span>
      ))}
    </span>
  );
}

/** Where each item of the last bulk publish stands. */
function BulkPublishResults({ sent }: { sent: Sent }) {
  const listings = usePublishedListings(sent.itemIds);
  const byItem = new Map((listings.data?.listings ?? []).map((l) => [l.itemId, l]));
  const refused = new Map(sent.refused.map((r) => [r.itemId, r.message]));
  const live = sent.itemIds.filter((id) => byItem.get(id)?.status === 'active').length;
  return (
    <div>
      <h3 className="font-semibold">
        Publishing to eBay: {live} of {sent.itemIds.length} live
      </h3>
      <ul className="mt-2 flex flex-col gap-1" aria-live="polite">
        {sent.itemIds.map((id) => (
          <li key={id}>
            {refused.has(id) ? (
              <span className="text-red-800 dark:text-red-300">
                {sent.labels[id]}: {refused.get(id)}
              </span>
            ) : (
              <ResultLine label={sent.labels[id] ?? id} listing={byItem.get(id)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The bulk publish bar and its results, under the Generate screen's toolbar; shown once items are selected. */
export function BulkPublish({ items }: { items: ListingItem[] }) {
  const [sent, setSent] = useState<Sent | null>(null);
  if (items.length === 0 && !sent) return null;
  return (
    <section
      aria-label="Publish to eBay"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700 dark:text-slate-300">
          Publish the selected ready items to eBay together, with your default business policies.
        </p>
        <BulkPublishButton items={items} onSent={setSent} />
      </div>
      {sent ? <BulkPublishResults sent={sent} /> : null}
    </section>
  );
}
