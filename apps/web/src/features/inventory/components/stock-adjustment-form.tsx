import { INVENTORY_MESSAGES, type InventoryItem } from '@listlens/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useReportDirty } from '../../../lib/use-close-guard';
import { useCreateMovement } from '../api/create-movement';
import { formatCount } from '../format';
import {
  ADJUSTMENT_MODE_LABELS,
  ADJUSTMENT_MODES,
  buildAdjustment,
  defaultReason,
  type AdjustmentMode,
} from '../stock-adjustment';
import { SelectField } from './select-field';

const QUANTITY_LABELS: Record<AdjustmentMode, string> = {
  add: 'Quantity to Add',
  remove: 'Quantity to Remove',
  set: 'New Total Quantity',
};

/** The adjustment being typed, its check and its sending; `typed` while something is entered but not made. */
function useStockAdjustment(item: InventoryItem) {
  const adjust = useCreateMovement();
  const [mode, setMode] = useState<AdjustmentMode>('add');
  const [quantity, setQuantity] = useState('');
  const [unitCost, setUnitCost] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<{ field: 'quantity' | 'unitCost'; message: string } | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const typed = quantity !== '' || unitCost !== '' || reason !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setFieldError(null);
    const built = buildAdjustment({ mode, quantity, unitCost, reason }, item.total_quantity);
    if (!built.ok) {
      setFieldError({ field: built.field, message: built.message });
      return;
    }
    try {
      await adjust.mutateAsync({ itemId: item.id, body: built.body });
      setOutcome({ ok: true, message: INVENTORY_MESSAGES.adjustSucceeded });
      setQuantity('');
      setUnitCost('');
      setReason('');
    } catch (error) {
      const known = error instanceof ApiError && error.status > 0 && error.status < 500;
      setOutcome({ ok: false, message: known ? error.message : INVENTORY_MESSAGES.adjustFailed });
    }
  };

  return {
    adjust,
    mode,
    setMode,
    quantity,
    setQuantity,
    unitCost,
    setUnitCost,
    reason,
    setReason,
    fieldError,
    setFieldError,
    outcome,
    typed,
    submit,
  };
}

/** Stock Adjustment tab: add, remove or set total (spec part 2, sections 4.5 and 5). */
export function StockAdjustmentForm({
  item,
  onDirtyChange,
}: {
  item: InventoryItem;
  /** Told whether an adjustment is typed but not made, so the dialog can ask before closing over it. */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useStockAdjustment(item);
  const { adjust, mode, setMode, quantity, setQuantity, unitCost, setUnitCost, reason, setReason } = form;
  const { fieldError, setFieldError, outcome, typed, submit } = form;
  useReportDirty(typed, onDirtyChange);
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <StockFigures item={item} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Adjustment Type"
          value={mode}
          onChange={(e) => {
            setMode(e.target.value as AdjustmentMode);
            setFieldError(null);
          }}
          options={ADJUSTMENT_MODES.map((m) => ({ value: m, label: ADJUSTMENT_MODE_LABELS[m] }))}
        />
        <FormField
          label={QUANTITY_LABELS[mode]}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          error={fieldError?.field === 'quantity' ? fieldError.message : undefined}
        />
        {mode === 'add' ? (
          <FormField
            label="Unit Cost ($, optional)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={unitCost}
            onChange={(e) => setUnitCost(e.target.value)}
            error={fieldError?.field === 'unitCost' ? fieldError.message : undefined}
          />
        ) : null}
        <FormField
          label="Reason"
          placeholder={defaultReason(mode)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <Outcome outcome={outcome} />
      <div className="flex justify-end">
        <Button type="submit" disabled={adjust.isPending}>
          {adjust.isPending ? <Spinner className="h-4 w-4" /> : null}
          {adjust.isPending ? 'Adjusting...' : 'Adjust Stock'}
        </Button>
      </div>
    </form>
  );
}

/** The item's stock now: total, available and reserved. */
function StockFigures({ item }: { item: InventoryItem }) {
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-slate-50 p-3 text-center dark:bg-slate-800">
      {[
        ['Total', item.total_quantity],
        ['Available', item.available_quantity],
        ['Reserved', item.reserved_quantity],
      ].map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-lg font-semibold">{formatCount(Number(value))}</dd>
        </div>
      ))}
    </dl>
  );
}

function Outcome({ outcome }: { outcome: { ok: boolean; message: string } | null }) {
  if (!outcome) return null;
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={`rounded-lg px-3 py-2 text-sm ${outcome.ok ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
    >
      {outcome.message}
    </p>
  );
}
