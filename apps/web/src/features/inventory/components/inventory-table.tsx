import { CATEGORY_LABELS, type InventoryItem, type InventoryListing } from '@listlens/shared';
import { History, Pencil, ShoppingBag, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount, formatMoney } from '../format';
import { StatusBadge } from './status-badge';

export type ItemAction = 'movements' | 'edit' | 'sold' | 'delete';

const th = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';

const COLUMNS = ['Item Details', 'Quantities', 'Cost & Value', 'Status', 'Actions'];

/** The table of spec part 2, section 2.6: Item Details, Quantities, Cost & Value, Status, Actions. */
export function InventoryTable({
  items,
  onAction,
}: {
  items: InventoryItem[];
  onAction: (action: ItemAction, item: InventoryItem) => void;
}) {
  return (
    // Focusable so a keyboard user can scroll it sideways on a narrow screen.
    <div
      role="region"
      aria-label="Inventory items"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-700"
    >
      <table className="w-full min-w-[44rem] border-collapse bg-white text-sm dark:bg-slate-900">
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={th}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {items.map((item) => (
            <InventoryRow key={item.id} item={item} onAction={onAction} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One item: what it is, its quantities, cost and value, its status and what can be done to it. */
function InventoryRow({
  item,
  onAction,
}: {
  item: InventoryItem;
  onAction: (action: ItemAction, item: InventoryItem) => void;
}) {
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-3 text-left font-normal">
        <p className="font-semibold">{item.name}</p>
        <p className="text-slate-600 dark:text-slate-300">SKU: {item.sku}</p>
        <p className="text-xs text-slate-500">
          {CATEGORY_LABELS[item.category]}
          {item.location ? ` · ${item.location}` : ''}
          {item.bin_location ? ` · Bin ${item.bin_location}` : ''}
        </p>
      </th>
      <td className="px-3 py-3 whitespace-nowrap">
        <p>Total: {formatCount(item.total_quantity)}</p>
        <p className="text-slate-600 dark:text-slate-300">Available: {formatCount(item.available_quantity)}</p>
        <p className="text-slate-600 dark:text-slate-300">Reserved: {formatCount(item.reserved_quantity)}</p>
        {item.listing ? <ListedOnEbay listing={item.listing} /> : null}
      </td>
      <td className="px-3 py-3 whitespace-nowrap">
        <p>Avg cost: {formatMoney(item.average_cost)}</p>
        <p className="text-slate-600 dark:text-slate-300">Value: {formatMoney(item.total_value)}</p>
      </td>
      <td className="px-3 py-3">
        <StatusBadge item={item} />
      </td>
      <td className="px-1 py-1">
        <div className="flex">
          <IconButton label={`View movements for ${item.name}`} onClick={() => onAction('movements', item)}>
            <History className="h-5 w-5" aria-hidden="true" />
          </IconButton>
          <IconButton label={`Edit ${item.name}`} onClick={() => onAction('edit', item)}>
            <Pencil className="h-5 w-5" aria-hidden="true" />
          </IconButton>
          <IconButton
            label={`Mark ${item.name} sold`}
            onClick={() => onAction('sold', item)}
            disabled={item.available_quantity <= 0}
          >
            <ShoppingBag className="h-5 w-5" aria-hidden="true" />
          </IconButton>
          <IconButton label={`Delete ${item.name}`} onClick={() => onAction('delete', item)} danger>
            <Trash2 className="h-5 w-5" aria-hidden="true" />
          </IconButton>
        </div>
      </td>
    </tr>
  );
}

const LISTING_STATUS: Record<string, string> = {
  active: 'live',
  publishing: 'posting',
  sold: 'sold',
  ended: 'ended',
  failed: 'post failed',
};

/** What eBay offers of the SKU (issue 18, point 4): the listed quantity and the listing's status. */
function ListedOnEbay({ listing }: { listing: InventoryListing }) {
  const text = `On eBay: ${formatCount(listing.listed_quantity)} · ${LISTING_STATUS[listing.status] ?? listing.status}`;
  return (
    <p className="text-slate-600 dark:text-slate-300">
      {listing.url ? (
        <a href={listing.url} target="_blank" rel="noreferrer" className="underline">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}

function IconButton({
  label,
  onClick,
  disabled = false,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`flex h-11 w-11 items-center justify-center rounded-lg disabled:cursor-not-allowed disabled:opacity-40 ${danger ? 'text-red-700 hover:bg-red-50' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'}`}
    >
      {children}
    </button>
  );
}
