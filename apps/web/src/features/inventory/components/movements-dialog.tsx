import {
  MOVEMENT_HISTORY_LIMIT,
  MOVEMENT_TYPE_LABELS,
  MOVEMENT_TYPES,
  type InventoryItem,
  type InventoryMovement,
  type MovementType,
} from '@listlens/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { useInventoryMovements } from '../api/list-movements';
import { formatChange, formatCount, formatDateTime, formatMoney } from '../format';
import { SelectField } from './select-field';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All Types' },
  ...MOVEMENT_TYPES.map((t) => ({ value: t, label: MOVEMENT_TYPE_LABELS[t] })),
];

/** Inventory Movements (spec part 2, section 2.6): four summary cards, a type filter, up to 100 entries. */
export function MovementsDialog({
  item,
  onOpenChange,
}: {
  item: InventoryItem;
  onOpenChange: (open: boolean) => void;
}) {
  const [type, setType] = useState<MovementType | 'all'>('all');
  const query = useInventoryMovements(item.id, type);
  // The movement list carries the item as the server has it now; the row the dialog opened from may be older.
  const current = query.data?.item ?? item;
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title="Inventory Movements"
      description={`${item.name} (SKU: ${item.sku})`}
      size="lg"
    >
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {[
          ['Total Stock', formatCount(current.total_quantity)],
          ['Available', formatCount(current.available_quantity)],
          ['Reserved', formatCount(current.reserved_quantity)],
          ['Total Value', formatMoney(current.total_value)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <SelectField
        className="mt-4 max-w-xs"
        label="Movement Type"
        value={type}
        onChange={(e) => setType(e.target.value as MovementType | 'all')}
        options={TYPE_OPTIONS}
      />
      <div className="mt-4">
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <Spinner /> Loading movements...
          </p>
        ) : query.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>Could not load the movement history. {query.error.message}</p>
            <Button variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : query.data.movements.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-600">
            {type === 'all' ? 'No movements recorded yet.' : `No ${MOVEMENT_TYPE_LABELS[type]} movements.`}
          </p>
        ) : (
          <>
            <ul aria-label="Movements" className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
              {query.data.movements.map((m) => (
                <MovementEntry key={m.id} movement={m} />
              ))}
            </ul>
            {query.data.movements.length >= MOVEMENT_HISTORY_LIMIT ? (
              <p className="mt-2 text-sm text-slate-600">Showing the latest {MOVEMENT_HISTORY_LIMIT} movements.</p>
            ) : null}
          </>
        )}
      </div>
    </Modal>
  );
}

function MovementEntry({ movement: m }: { movement: InventoryMovement }) {
  const adds = m.quantity_change > 0;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="font-semibold">
          {MOVEMENT_TYPE_LABELS[m.movement_type]}{' '}
          <span className={adds ? 'text-green-700' : 'text-red-700'}>{formatChange(m.quantity_change)}</span>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {m.quantity_before} → {m.quantity_after}
          {m.reason ? ` · ${m.reason}` : ''}
        </p>
        {m.reference_number || m.unit_cost !== null ? (
          <p className="text-xs text-slate-500">
            {m.reference_number ? `Ref ${m.reference_number}` : ''}
            {m.reference_number && m.unit_cost !== null ? ' · ' : ''}
            {m.unit_cost !== null ? `${formatMoney(m.unit_cost)} each, ${formatMoney(m.total_cost ?? 0)} total` : ''}
          </p>
        ) : null}
      </div>
      <time dateTime={m.created_at} className="shrink-0 text-xs text-slate-500">
        {formatDateTime(m.created_at)}
      </time>
    </li>
  );
}
