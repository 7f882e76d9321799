import { inventoryStats, type InventoryItem } from '@listlens/shared';
import { AlertTriangle, DollarSign, Package, XCircle } from 'lucide-react';
import { formatCount, formatMoney } from '../format';

/** The four stat cards (spec part 2, section 2.6), over all of the seller's active items. */
export function StatCards({ items }: { items: InventoryItem[] }) {
  const stats = inventoryStats(items);
  const cards = [
    { label: 'Total Items', value: formatCount(stats.totalItems), Icon: Package, tone: 'text-brand-700' },
    { label: 'Total Value', value: formatMoney(stats.totalValue), Icon: DollarSign, tone: 'text-green-700' },
    { label: 'Low Stock', value: formatCount(stats.lowStock), Icon: AlertTriangle, tone: 'text-amber-700' },
    { label: 'Out of Stock', value: formatCount(stats.outOfStock), Icon: XCircle, tone: 'text-red-700' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {cards.map(({ label, value, Icon, tone }) => (
        <div
          key={label}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className={`h-4 w-4 ${tone}`} aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
