import { PHOTO_MESSAGES } from '@listlens/shared';
import { RotateCcw, RotateCw, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { canAssign, liveSkuHint } from '../sku-input';
import type { useSkuActions } from '../use-sku-actions';
import type { useSkuBoard } from '../use-sku-board';

/** The SKU field with its live hint, and what can be done to the selected photos: rotate, delete, assign. */
export function SkuAssignForm({
  board,
  actions,
  onDelete,
}: {
  board: ReturnType<typeof useSkuBoard>;
  actions: ReturnType<typeof useSkuActions>;
  onDelete: () => void;
}) {
  const skuId = useId();
  const { selected, sku } = board;
  const hint = liveSkuHint(sku);
  return (
    <form
      aria-label="Assign SKU"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 md:flex-row md:flex-wrap md:items-end dark:border-slate-700 dark:bg-slate-900"
      onSubmit={(e) => {
        e.preventDefault();
        void board.assign();
      }}
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={skuId} className="text-sm font-medium">
          SKU
        </label>
        <input
          id={skuId}
          value={sku}
          onChange={(e) => board.setSku(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void board.assign();
            }
          }}
          placeholder="e.g., ABC-123"
          aria-invalid={hint ? true : undefined}
          aria-describedby={hint ? `${skuId}-hint` : undefined}
          className="min-h-11 rounded-lg border border-slate-300 px-3 dark:border-slate-600 dark:bg-slate-900"
        />
        {hint ? (
          <p id={`${skuId}-hint`} className="text-sm text-red-700">
            {hint}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={board.selectAll}>
          {board.everySelected ? 'Deselect All' : 'Select All'}
        </Button>
        <Button variant="secondary" disabled={actions.busy} onClick={() => void actions.rotate([...selected], 'left')}>
          <RotateCcw aria-hidden="true" className="h-5 w-5" /> Rotate Left
        </Button>
        <Button variant="secondary" disabled={actions.busy} onClick={() => void actions.rotate([...selected], 'right')}>
          <RotateCw aria-hidden="true" className="h-5 w-5" /> Rotate Right
        </Button>
        <Button
          variant="secondary"
          disabled={actions.busy}
          onClick={() => (selected.size === 0 ? actions.failure(PHOTO_MESSAGES.selectToDelete) : onDelete())}
        >
          <Trash2 aria-hidden="true" className="h-5 w-5" /> Delete
        </Button>
        <Button type="submit" disabled={!canAssign(selected.size, sku, actions.assigning)}>
          {actions.assigning ? 'Assigning…' : 'Assign'}
        </Button>
      </div>
    </form>
  );
}
