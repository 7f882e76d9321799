import type { PostingPreview } from '@listlens/shared';
import { CheckCircle2, XCircle } from 'lucide-react';

/**
 * The scope check panel (spec part 3, section 5): what the connection may do.
 * A missing critical scope asks the seller to reconnect; the others only
 * limit what ListLens can show later.
 */
export function ScopeCheck({ connection }: { connection: PostingPreview['connection'] }) {
  return (
    <section
      aria-labelledby="scope-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="scope-title" className="text-lg font-semibold">
        eBay permissions
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        Connected{connection.ebayUsername ? ` as ${connection.ebayUsername}` : ''}
        {connection.environment === 'production' ? '' : ` (${connection.environment})`}
        {connection.isManual ? ' with a manual token' : ''}.
      </p>
      <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
        {connection.scopes.map((s) => (
          <li key={s.name} className="flex items-center gap-2">
            {s.granted ? (
              <CheckCircle2 className="h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
            ) : (
              <XCircle className="h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
            )}
            <span>
              {s.name}
              {s.granted ? (
                <span className="sr-only"> (granted)</span>
              ) : (
                <span className="ml-1 font-semibold text-red-800 dark:text-red-300">
                  {s.critical ? '(missing, needed to post)' : '(missing)'}
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
