import { DASHBOARD_TEXT, type Item } from '@listlens/shared';
import { Pencil } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { DiscardQuestion } from '../../../components/discard-question';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useUpdateItem } from '../api/update-item';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (value: number) => money.format(value);

/**
 * The price (spec part 3, section 2): the final price, or the suggested one
 * while there is none; the final price can be set, changed or cleared. A
 * price typed but not saved is not dropped unasked (Cancel, a link, Back).
 */
export function PriceEditor({ item }: { item: Item }) {
  const id = useId();
  const update = useUpdateItem(item.id);
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = item.final_price ?? item.suggested_price;
  const opening = shown === null ? '' : shown.toFixed(2);
  const closing = useCloseGuard(draft !== null && draft !== opening, () => setDraft(null));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(draft);
    if (draft === null || draft.trim() === '' || !Number.isFinite(value) || value < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    update.mutate({ final_price: Math.round(value * 100) / 100 }, { onSuccess: () => setDraft(null) });
  };

  if (draft !== null) {
    return (
      <form onSubmit={save} noValidate className="flex flex-col gap-2">
        <label htmlFor={`${id}-price`} className="text-sm font-medium">
          Final price (USD)
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-price`}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-invalid` : undefined}
            className="min-h-11 w-36 rounded-lg border border-slate-300 px-3 text-base dark:border-slate-600 dark:bg-slate-900"
          />
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={closing.requestClose} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
        {invalid ? (
          <p id={`${id}-invalid`} className="text-sm text-red-700 dark:text-red-300">
            Enter a price of 0 or more.
          </p>
        ) : null}
        {update.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {DASHBOARD_TEXT.updatePriceFailed}
          </p>
        ) : null}
        {/* In a portal: its buttons are outside the form in the page. */}
        <DiscardQuestion question={closing.question} description="The price you typed is not saved." />
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p>
        <span className="block text-sm text-slate-600 dark:text-slate-300">
          {item.final_price !== null ? 'Final price' : 'Suggested price'}
        </span>
        <span className="text-3xl font-bold">{shown === null ? 'No price yet' : formatMoney(shown)}</span>
      </p>
      <Button
        variant="secondary"
        onClick={() => {
          update.reset();
          setDraft(opening);
        }}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
        {item.final_price !== null ? 'Change price' : 'Set final price'}
      </Button>
    </div>
  );
}
