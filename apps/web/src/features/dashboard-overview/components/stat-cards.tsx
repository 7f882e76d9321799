import type { DashboardStats } from '@listlens/shared';
import { DollarSign, Package, ShoppingBag, Tag, type LucideIcon } from 'lucide-react';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The four stat cards (spec part 3, section 2). */
export function StatCards({ stats }: { stats: DashboardStats | undefined }) {
  const cards: [string, string, LucideIcon][] = [
    ['Items Processed', stats ? String(stats.itemsProcessed) : '…', Package],
    ['Active Listings', stats ? String(stats.activeListings) : '…', Tag],
    ['Total Sales', stats ? String(stats.totalSales) : '…', ShoppingBag],
    ['Revenue', stats ? money.format(stats.revenue) : '…', DollarSign],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={stats ? undefined : true}>
      {cards.map(([label, value, Icon]) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className="h-4 w-4" aria-hidden="true" />
            {label}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
