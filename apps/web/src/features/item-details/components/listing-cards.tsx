import { problemsCountText, type Item, type ItemListing, type ListingProblem } from '@listlens/shared';
import { ExternalLink, Lightbulb, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ListingCounts, NO_TRAFFIC_YET } from '../../../components/listing-counts';
import { editFieldLink } from '../../../lib/edit-link';
import { card } from './card';

/** Listing Status (spec part 3, section 2): 'Live on eBay' for active, otherwise the raw status. */
export function ListingStatusCard({ listing }: { listing: ItemListing }) {
  const active = listing.status === 'active';
  return (
    <section aria-labelledby="listing-title" className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id="listing-title" className="text-lg font-semibold">
          Listing Status
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${active ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-800'}`}
        >
          {active ? 'Live on eBay' : listing.status}
        </span>
      </div>
      <ListingCounts
        traffic={{
          views: listing.total_views,
          impressions: listing.total_impressions,
          clickThroughRate: listing.click_through_rate,
          transactions: listing.total_transactions,
          watchers: listing.total_watchers,
          messages: listing.total_messages,
          updatedAt: listing.traffic_updated_at,
        }}
        emptyText={active ? NO_TRAFFIC_YET : undefined}
      />
      {active && listing.url ? (
        <a href={listing.url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'mt-3 w-full')}>
          View on eBay <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}

/** Ready to List, when the item has no listing yet: Create Listing goes to /preview/{id}. */
/** Ready to List: the way to the preview, and before it what eBay would refuse, each linking to its field. */
export function ReadyToListCard({ item, problems }: { item: Item; problems: ListingProblem[] }) {
  return (
    <section aria-labelledby="ready-title" className={card}>
      <h2 id="ready-title" className="flex items-center gap-2 text-lg font-semibold">
        <Rocket className="h-5 w-5 text-brand-600" aria-hidden="true" /> Ready to List
      </h2>
      {problems.length === 0 ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          Preview the listing, choose your policies and post it.
        </p>
      ) : (
        <div className="mt-1">
          <p className="font-medium text-amber-900 dark:text-amber-200">{problemsCountText(problems.length)}</p>
          <ul className="mt-1 flex flex-col gap-1 text-sm">
            {problems.map((p) => (
              <li key={`${p.field}-${p.message}`}>
                <Link to={editFieldLink(item.id, p.field)} className="underline underline-offset-2">
                  {p.message}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <Link to={`/preview/${encodeURIComponent(item.id)}`} className={buttonClass('primary', 'mt-3 w-full')}>
        Create Listing
      </Link>
    </section>
  );
}

export function OptimizationTipsCard({ tips }: { tips: string[] }) {
  return (
    <section aria-labelledby="tips-title" className={card}>
      <h2 id="tips-title" className="flex items-center gap-2 text-lg font-semibold">
        <Lightbulb className="h-5 w-5 text-amber-600" aria-hidden="true" /> Optimization Tips
      </h2>
      {tips.length === 0 ? (
        <p className="mt-1 text-slate-700 dark:text-slate-300">Nothing to improve: this listing is complete.</p>
      ) : (
        <ul className="mt-2 list-disc pl-5 text-slate-700 dark:text-slate-300">
          {tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
