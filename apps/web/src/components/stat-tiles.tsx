import type { LucideIcon } from 'lucide-react';

/** One tile: its label with an icon in the tile's `tone` (text colour classes), and the figure as shown. */
export type StatTile = { label: string; value: string; Icon: LucideIcon; tone: string };

/** Headline figures as a description list of tiles, two a row on a phone and four on a wide screen. */
export function StatTiles({ tiles, label }: { tiles: StatTile[]; label?: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label: name, value, Icon, tone }) => (
        <div
          key={name}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className={`h-4 w-4 ${tone}`} aria-hidden="true" />
            {name}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
