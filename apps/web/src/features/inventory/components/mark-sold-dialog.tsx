import { MarkSoldSchema, type InventoryItem } from '@listlens/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { DiscardQuestion } from '../../../components/discard-question';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ApiError } from '../../../lib/api-client';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useMarkSold } from '../api/mark-sold';

const SALE_FAILED = 'Failed to record the sale. Please try again.';

/**
 * 'Mark sold': a sale movement, the same ledger entry the marketplace sales sync
 * writes. Closing over a changed quantity or a typed reference asks first.
 */
export function MarkSoldDialog({ item, onOpenChange }: { item: InventoryItem; onOpenChange: (open: boolean) => void }) {
  const sell = useMarkSold();
  const [quantity, setQuantity] = useState('1');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<{ field?: 'quantity'; message: string } | null>(null);
  const closing = useCloseGuard(quantity !== '1' || reference !== '', () => onOpenChange(false));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = MarkSoldSchema.safeParse({
      quantity: quantity.trim() === '' ? Number.NaN : Number(quantity),
      reference_number: reference,
    });
    if (!parsed.success) {
      setError({ field: 'quantity', message: parsed.error.issues[0]?.message ?? SALE_FAILED });
      return;
    }
    try {
      await sell.mutateAsync({ itemId: item.id, body: parsed.data });
      closing.close();
    } catch (e) {
      const known = e instanceof ApiError && e.status > 0 && e.status < 500;
      setError({ message: known ? e.message : SALE_FAILED });
    }
  };

  return (
    <>
      <Modal
        open
        onOpenChange={closing.onOpenChange}
        title="Mark as Sold"
        description={`${item.name} (SKU: ${item.sku}): ${item.available_quantity} available.`}
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <FormField
            label="Quantity Sold"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            error={error?.field === 'quantity' ? error.message : undefined}
          />
          <FormField
            label="Order Reference (optional)"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          {error && !error.field ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {error.message}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={closing.requestClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={sell.isPending}>
              {sell.isPending ? 'Recording...' : 'Mark Sold'}
            </Button>
          </div>
        </form>
      </Modal>
      <DiscardQuestion question={closing.question} description="The sale is not recorded." />
    </>
  );
}
