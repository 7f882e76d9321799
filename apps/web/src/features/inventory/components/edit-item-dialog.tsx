import { INVENTORY_MESSAGES, type InventoryItem } from '@listlens/shared';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { Tabs } from '../../../components/tabs';
import { useUpdateInventoryItem } from '../api/update-item';
import { itemFormValuesOf, toUpdatePayload } from '../item-form-values';
import { ItemForm } from './item-form';
import { StockAdjustmentForm } from './stock-adjustment-form';

type EditTab = 'details' | 'stock';

/** Edit Inventory Item with the tabs 'Item Details' and 'Stock Adjustment' (spec part 2, section 2.6). */
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
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
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
        {tab === 'details' ? (
          <>
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
                onOpenChange(false);
              }}
              onCancel={() => onOpenChange(false)}
            />
          </>
        ) : (
          <StockAdjustmentForm item={item} />
        )}
      </Tabs>
    </Modal>
  );
}
