/** A listing's traffic as eBay reported it; null is "eBay gave no figure". */
export type ListingTraffic = {
  views: number | null;
  impressions: number | null;
  /** Percent. */
  clickThroughRate: number | null;
  transactions: number | null;
  watchers: number | null;
  messages: number | null;
  /** When the figures were read from eBay; null when they never were. */
  updatedAt: string | null;
};

const whole = (value: number) => value.toLocaleString('en-US');
const percent = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)}%`;

const TILES: [label: string, key: Exclude<keyof ListingTraffic, 'updatedAt'>, show: (value: number) => string][] = [
  ['Views', 'views', whole],
  ['Impressions', 'impressions', whole],
  ['Click-through rate', 'clickThroughRate', percent],
  ['Transactions', 'transactions', whole],
  ['Watchers', 'watchers', whole],
  ['Messages', 'messages', whole],
];

/**
 * The figures eBay reported for a listing (its traffic report over the last
 * 90 days, issue 16 point 5) as small tiles; a figure eBay gave none of is
 * left out rather than shown as 0. With no figure at all, `emptyText` (when
 * given) says so.
 */
export function ListingCounts({ traffic, emptyText }: { traffic: ListingTraffic; emptyText?: string }) {
  const tiles = TILES.flatMap(([label, key, show]) => {
    const value = traffic[key];
    return value === null ? [] : [{ label, text: show(value) }];
  });
  if (tiles.length === 0) {
    return emptyText ? <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">{emptyText}</p> : null;
  }
  return (
    <div className="mt-3">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        {tiles.map(({ label, text }) => (
          <div key={label} className="flex flex-col-reverse rounded-xl bg-slate-50 p-2 dark:bg-slate-800">
            <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      {traffic.updatedAt ? (
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          From eBay, last 90 days; updated {new Date(traffic.updatedAt).toLocaleString('en-US')}
        </p>
      ) : null}
    </div>
  );
}

/** What eBay says before its first report on a live listing. */
export const NO_TRAFFIC_YET = 'No traffic figures from eBay yet: they appear after the next sales sync.';
