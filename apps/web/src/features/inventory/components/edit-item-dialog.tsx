import { INVENTORY_MESSAGES, type InventoryItem } from '@listlens/shared';
import { useState } from 'react';
import { DiscardQuestion } from '../../../components/discard-question';
import { Modal } from '../../../components/modal';
import { Tabs } from '../../../components/tabs';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useUpdateInventoryItem } from '../api/update-item';
import { itemFormValuesOf, toUpdatePayload } from '../item-form-values';
import { ItemForm } from './item-form';
import { StockAdjustmentForm } from './stock-adjustment-form';

type EditTab = 'details' | 'stock';

/**
 * Edit Inventory Item with the tabs 'Item Details' and 'Stock Adjustment' (spec
 * part 2, section 2.6). Both tabs stay mounted, so switching keeps what was
 * typed in the other; closing over unsaved details or an adjustment not made asks first.
 */
export function EditItemDialog({
  item,
  initialTab = 'details',
  onOpenChange,
}: {
  item: InventoryItem;
  initialTab?: EditTab;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState<EditTab>(initialTab);
  const update = useUpdateInventoryItem();
  const [detailsDirty, setDetailsDirty] = useState(false);
  const [stockDirty, setStockDirty] = useState(false);
  const closing = useCloseGuard(detailsDirty || stockDirty, () => onOpenChange(false));
  return (
    <>
      <Modal
        open
        onOpenChange={closing.onOpenChange}
        title="Edit Inventory Item"
        description={`${item.name} (SKU: ${item.sku})`}
        size="lg"
      >
        <Tabs
          label="Edit inventory item"
          selected={tab}
          onSelect={(id) => setTab(id as EditTab)}
          items={[
            { id: 'details', label: 'Item Details' },
            { id: 'stock', label: 'Stock Adjustment' },
          ]}
        >
          <div hidden={tab !== 'details'}>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
              Quantities change through Stock Adjustment, so every change is in the movement history.
            </p>
            <ItemForm
              initial={itemFormValuesOf(item)}
              showQuantity={false}
              submitLabel="Save Changes"
              busyLabel="Saving..."
              failureMessage={INVENTORY_MESSAGES.updateFailed}
              toPayload={toUpdatePayload}
              save={async (changes) => {
                await update.mutateAsync({ id: item.id, changes });
                closing.close();
              }}
              onCancel={closing.requestClose}
              onDirtyChange={setDetailsDirty}
            />
          </div>
          <div hidden={tab !== 'stock'}>
            <StockAdjustmentForm item={item} onDirtyChange={setStockDirty} />
          </div>
        </Tabs>
      </Modal>
      <DiscardQuestion question={closing.question} description="Your changes to this item are not saved." />
    </>
  );
}
