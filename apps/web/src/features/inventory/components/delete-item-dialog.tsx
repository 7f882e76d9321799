import { deleteInventoryItemConfirmation, INVENTORY_MESSAGES, type InventoryItem } from '@listlens/shared';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useDeleteInventoryItem } from '../api/delete-item';

/** Soft delete with the spec's confirmation text (spec part 2, section 5). */
export function DeleteItemDialog({
  item,
  onOpenChange,
}: {
  item: InventoryItem;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteInventoryItem();
  return (
    <Modal open onOpenChange={onOpenChange} title="Delete Item" description={deleteInventoryItemConfirmation(item)}>
      {remove.isError ? (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {INVENTORY_MESSAGES.deleteFailed}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id, { onSuccess: () => onOpenChange(false) })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Modal>
  );
}
