/** How often a live listing was viewed, watched and asked about, as three small tiles. */
export function ListingCounts({ views, watchers, messages }: { views: number; watchers: number; messages: number }) {
  const counts: [string, number][] = [
    ['Views', views],
    ['Watchers', watchers],
    ['Messages', messages],
  ];
  return (
    <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
      {counts.map(([label, value]) => (
        <div key={label} className="flex flex-col-reverse rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
