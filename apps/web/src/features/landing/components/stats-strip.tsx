import { useLandingData, useRemote } from '../api/landing-data';
import { accuracyClaims } from '../accuracy-claims';

/** The stats strip (spec part 3, section 2), with the real waitlist count (DESIGN section 2). */
export function StatsStrip() {
  const count = useRemote(useLandingData().waitlistCount);
  const failed = count.data === undefined && !count.pending;
  const waitlist = count.data !== undefined ? count.data.toLocaleString('en-US') : failed ? 'Open' : '…';
  const stats: [string, string][] = [
    [waitlist, count.data === 1 ? 'person on the waitlist' : failed ? 'waitlist' : 'people on the waitlist'],
    ['60 s', 'per listing'],
    ['3+ hours', 'saved per item'],
    // The accuracy the latest evaluation measured (docs/accuracy.md).
    accuracyClaims().stat,
  ];
  return (
    <section aria-label="ListLens in numbers" className="border-y border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-8 text-center sm:grid-cols-4">
        {stats.map(([value, label]) => (
          <div key={label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-3xl font-extrabold text-brand-700 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
