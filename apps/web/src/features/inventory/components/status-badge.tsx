import { STOCK_STATUS_LABELS, stockStatusOf, type InventoryItem, type StockStatus } from '@listlens/shared';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';

const STYLES: Record<StockStatus, string> = {
  out_of_stock: 'bg-red-100 text-red-800',
  low_stock: 'bg-amber-100 text-amber-900',
  in_stock: 'bg-green-100 text-green-800',
};
const ICONS = { out_of_stock: XCircle, low_stock: AlertTriangle, in_stock: CheckCircle2 };

/** Out of Stock, Low Stock or In Stock by the rule of spec part 2, section 4.5; the words carry it, not the colour. */
export function StatusBadge({ item }: { item: Pick<InventoryItem, 'available_quantity' | 'low_stock_threshold'> }) {
  const status = stockStatusOf(item);
  const Icon = ICONS[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ${STYLES[status]}`}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {STOCK_STATUS_LABELS[status]}
    </span>
  );
}
