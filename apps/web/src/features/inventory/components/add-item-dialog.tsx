import { INVENTORY_MESSAGES } from '@listlens/shared';
import { Modal } from '../../../components/modal';
import { useCreateInventoryItem } from '../api/create-item';
import { EMPTY_ITEM_FORM, toCreatePayload } from '../item-form-values';
import { ItemForm } from './item-form';

/** Add Inventory Item (spec part 2, section 2.6); a quantity above 0 becomes an initial_stock movement on the server. */
export function AddItemDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateInventoryItem();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
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
          onOpenChange(false);
        }}
        onCancel={() => onOpenChange(false)}
      />
    </Modal>
  );
}
