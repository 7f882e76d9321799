import { ebayErrorDetailText, type ListingProblem, type PublishError } from '@listlens/shared';
import { Link } from 'react-router';
import { editFieldLink } from '../../../lib/edit-link';

/**
 * Everything eBay would refuse, all at once (the shared validator), each
 * linking to its field in this item's Edit Listing modal.
 */
export function PostProblems({ itemId, problems }: { itemId: string; problems: ListingProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <section
      aria-labelledby="missing-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="missing-title" className="text-lg font-semibold">
        Before you can post
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {problems.map((p) => (
          <li key={`${p.field}-${p.message}`}>
            <Link to={editFieldLink(itemId, p.field)} className="underline underline-offset-2">
              {p.message}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last post's failure: the spec's message, then eBay's own errors in full (issue 8). */
export function PostFailure({ error }: { error: PublishError }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
      <p className="font-semibold">{error.message}</p>
      {error.details.length > 0 ? (
        <>
          <p className="mt-2 text-sm font-medium">What eBay said:</p>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {error.details.map((detail, i) => (
              <li key={i}>{ebayErrorDetailText(detail)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
