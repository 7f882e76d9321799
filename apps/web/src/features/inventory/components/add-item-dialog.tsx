import { INVENTORY_MESSAGES } from '@listlens/shared';
import { useState } from 'react';
import { DiscardQuestion } from '../../../components/discard-question';
import { Modal } from '../../../components/modal';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useCreateInventoryItem } from '../api/create-item';
import { EMPTY_ITEM_FORM, toCreatePayload } from '../item-form-values';
import { ItemForm } from './item-form';

/**
 * Add Inventory Item (spec part 2, section 2.6); a quantity above 0 becomes an
 * initial_stock movement on the server. Closing over typed fields asks first.
 */
export function AddItemDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateInventoryItem();
  const [dirty, setDirty] = useState(false);
  const closing = useCloseGuard(dirty, () => onOpenChange(false));
  return (
    <>
      <Modal
        open={open}
        onOpenChange={closing.onOpenChange}
        title="Add Inventory Item"
        description="Track stock for one SKU."
        size="lg"
      >
        <ItemForm
          initial={EMPTY_ITEM_FORM}
          showQuantity
          submitLabel="Add Item"
          busyLabel="Adding..."
          failureMessage={INVENTORY_MESSAGES.addFailed}
          toPayload={toCreatePayload}
          save={async (payload) => {
            await create.mutateAsync(payload);
            closing.close();
          }}
          onCancel={closing.requestClose}
          onDirtyChange={setDirty}
        />
      </Modal>
      <DiscardQuestion question={closing.question} description="The item you are adding is not saved." />
    </>
  );
}
