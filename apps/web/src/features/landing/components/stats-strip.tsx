import { useLandingData, useRemote } from '../api/landing-data';
import { draftSeconds } from '@listlens/shared';
import { accuracyClaims } from '../accuracy-claims';

/**
 * The stats strip (spec part 3, section 2), with the real waitlist count (DESIGN section 2).
 * The spec's "60 seconds per listing" and "3+ hours saved per item" were never measured:
 * the strip states the draft time and the accuracies the latest runs measured instead
 * (docs/decisions/042-measured-figures-on-the-landing-page.md).
 */
export function StatsStrip() {
  const count = useRemote(useLandingData().waitlistCount);
  const failed = count.data === undefined && !count.pending;
  const waitlist = count.data !== undefined ? count.data.toLocaleString('en-US') : failed ? 'Open' : '…';
  const claims = accuracyClaims();
  const stats: [string, string][] = [
    [waitlist, count.data === 1 ? 'person on the waitlist' : failed ? 'waitlist' : 'people on the waitlist'],
    [`${draftSeconds()} s`, 'to draft an item'],
    // The accuracies the latest evaluation measured (docs/accuracy.md).
    ...(claims.itemTypeStat ? [claims.itemTypeStat] : []),
    claims.stat,
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
