import type { StatusCounts } from '../generate-logic';

/** The six summary tiles of section 2.4. */
export function SummaryTiles({ counts }: { counts: StatusCounts }) {
  const tiles: [string, number][] = [
    ['Total Items', counts.total],
    ['Not Started', counts.not_started],
    ['Analyzing', counts.analyzing],
    ['Ready', counts.ready],
    ['Needs Attention', counts.needs_attention],
    ['Complete', counts.complete],
  ];
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
      {tiles.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
