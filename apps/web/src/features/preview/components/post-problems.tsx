import { ebayErrorDetailText, type PublishError } from '@listlens/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';

/** Required item specifics the item lacks: named, with the way to fill them in (this item's Edit Listing modal). */
export function MissingAspects({ itemId, names, problems }: { itemId: string; names: string[]; problems: string[] }) {
  if (names.length === 0 && problems.length === 0) return null;
  return (
    <section
      aria-labelledby="missing-title"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
    >
      <h2 id="missing-title" className="text-lg font-semibold">
        Before you can post
      </h2>
      {names.length > 0 ? (
        <>
          <p className="mt-1 text-sm">eBay requires these item specifics for this category:</p>
          <ul className="mt-1 list-disc pl-5 text-sm font-medium">
            {names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      {problems.length > 0 ? (
        <ul className="mt-2 list-disc pl-5 text-sm">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
      <Link to={`/app?tab=generate&edit=${encodeURIComponent(itemId)}`} className={buttonClass('secondary', 'mt-3')}>
        Fill them in with Edit Listing
      </Link>
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
