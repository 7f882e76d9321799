import { POSTING_TEXT, type ListingView } from '@listlens/shared';
import { CheckCircle2, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';

const PLATFORM_NAMES: Record<string, string> = { ebay: 'eBay' };

/** After success (spec part 3, section 2): a link per platform, Back to Dashboard, Create Another Listing. */
export function PostSuccess({ listing }: { listing: ListingView }) {
  return (
    <section
      aria-labelledby="posted-title"
      className="mx-auto mt-6 flex max-w-lg flex-col items-center gap-4 rounded-2xl border border-green-200 bg-white p-8 text-center dark:border-green-800 dark:bg-slate-900"
    >
      <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden="true" />
      <h2 id="posted-title" className="text-2xl font-bold">
        {POSTING_TEXT.success}
      </h2>
      <ul className="flex w-full flex-col gap-2">
        {listing.platforms.map((platform) => (
          <li key={platform}>
            {listing.url ? (
              <a href={listing.url} target="_blank" rel="noreferrer" className={buttonClass('primary', 'w-full')}>
                View on {PLATFORM_NAMES[platform] ?? platform} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ) : (
              <p>Live on {PLATFORM_NAMES[platform] ?? platform}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <Link to="/app" className={buttonClass('secondary', 'flex-1')}>
          Back to Dashboard
        </Link>
        <Link to="/capture" className={buttonClass('secondary', 'flex-1')}>
          Create Another Listing
        </Link>
      </div>
    </section>
  );
}
