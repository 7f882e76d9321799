import { inventoryStats, type InventoryItem } from '@listlens/shared';
import { AlertTriangle, DollarSign, Package, XCircle } from 'lucide-react';
import { StatTiles } from '../../../components/stat-tiles';
import { formatCount, formatMoney } from '../format';

/** The four stat cards (spec part 2, section 2.6), over all of the seller's active items. */
export function StatCards({ items }: { items: InventoryItem[] }) {
  const stats = inventoryStats(items);
  return (
    <StatTiles
      tiles={[
        { label: 'Total Items', value: formatCount(stats.totalItems), Icon: Package, tone: 'text-brand-700' },
        { label: 'Total Value', value: formatMoney(stats.totalValue), Icon: DollarSign, tone: 'text-green-700' },
        { label: 'Low Stock', value: formatCount(stats.lowStock), Icon: AlertTriangle, tone: 'text-amber-700' },
        { label: 'Out of Stock', value: formatCount(stats.outOfStock), Icon: XCircle, tone: 'text-red-700' },
      ]}
    />
  );
}
