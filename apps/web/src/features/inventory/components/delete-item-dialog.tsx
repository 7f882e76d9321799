import { deleteInventoryItemConfirmation, INVENTORY_MESSAGES, type InventoryItem } from '@listlens/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete Item"
      description={deleteInventoryItemConfirmation(item)}
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={remove.isPending}
      onConfirm={() => remove.mutate(item.id, { onSuccess: () => onOpenChange(false) })}
    >
      {remove.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {INVENTORY_MESSAGES.deleteFailed}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
