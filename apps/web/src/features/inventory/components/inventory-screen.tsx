import { applyInventoryFilters, InventoryFiltersSchema, type InventoryFilters } from '@listlens/shared';
import { PackageOpen, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/spinner';
import { useInventoryAlerts } from '../api/list-alerts';
import { useInventoryItems } from '../api/list-items';
import { AddItemDialog } from './add-item-dialog';
import { AlertsPanel } from './alerts-panel';
import { DeleteItemDialog } from './delete-item-dialog';
import { EditItemDialog } from './edit-item-dialog';
import { ImportDialog } from './import-dialog';
import { InventoryFiltersBar } from './inventory-filters';
import { InventoryHeader } from './inventory-header';
import { InventoryTable, type ItemAction } from './inventory-table';
import { MarkSoldDialog } from './mark-sold-dialog';
import { MovementsDialog } from './movements-dialog';
import { StatCards } from './stat-cards';

type OpenDialog = { kind: 'add' } | { kind: 'import' } | { kind: ItemAction; itemId: string } | null;
export const INVENTORY_REFRESH_FAILED =
  'Could not refresh your inventory. What you see was loaded earlier; use Refresh to try again.';
const DEFAULT_FILTERS: InventoryFilters = InventoryFiltersSchema.parse({});

/** The Inventory Management screen (spec part 2, section 2.6), the dashboard's Inventory tab. */
export function InventoryScreen() {
  const items = useInventoryItems();
  const alerts = useInventoryAlerts();
  const [filters, setFilters] = useState<InventoryFilters>(DEFAULT_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const shown = useMemo(() => applyInventoryFilters(items.data ?? [], filters), [items.data, filters]);
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };
  // Dialogs follow the item as the server has it now (after an adjustment, say); a deleted item closes them.
  const dialogItem = dialog && 'itemId' in dialog ? items.data?.find((i) => i.id === dialog.itemId) : undefined;

  const header = (
    <InventoryHeader
      filters={filters}
      refreshing={items.isFetching || alerts.isFetching}
      onRefresh={() => void Promise.all([items.refetch(), alerts.refetch()])}
      onAdd={() => setDialog({ kind: 'add' })}
      onImport={() => setDialog({ kind: 'import' })}
    />
  );

  let body;
  if (items.isPending) {
    body = <PageSpinner label="Loading inventory..." />;
  } else if (items.isError && !items.data) {
    body = (
      <LoadError
        title="Could not load your inventory."
        text={items.error.message}
        onRetry={() => void items.refetch()}
      />
    );
  } else {
    const hasItems = items.data.length > 0;
    body = (
      <>
        {items.isError ? (
          // A refresh that failed keeps the list already loaded on screen (and its dialogs open).
          <p role="alert" className="text-sm text-red-800">
            {INVENTORY_REFRESH_FAILED}
          </p>
        ) : null}
        {alerts.isError ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load stock alerts. Use Refresh to try again.
          </p>
        ) : (
          <AlertsPanel alerts={alerts.data ?? []} />
        )}
        <StatCards items={items.data} />
        <InventoryFiltersBar filters={filters} onChange={setFilters} />
        {shown.length > 0 ? (
          <InventoryTable items={shown} onAction={(kind, item) => setDialog({ kind, itemId: item.id })} />
        ) : (
          <NoItems
            filtered={hasItems}
            onClearFilters={() => setFilters(DEFAULT_FILTERS)}
            onAdd={() => setDialog({ kind: 'add' })}
          />
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      {header}
      {body}
      <AddItemDialog open={dialog?.kind === 'add'} onOpenChange={close} />
      {dialog?.kind === 'import' ? <ImportDialog onOpenChange={close} /> : null}
      {dialogItem && dialog?.kind === 'edit' ? <EditItemDialog item={dialogItem} onOpenChange={close} /> : null}
      {dialogItem && dialog?.kind === 'movements' ? <MovementsDialog item={dialogItem} onOpenChange={close} /> : null}
      {dialogItem && dialog?.kind === 'delete' ? <DeleteItemDialog item={dialogItem} onOpenChange={close} /> : null}
      {dialogItem && dialog?.kind === 'sold' ? <MarkSoldDialog item={dialogItem} onOpenChange={close} /> : null}
    </div>
  );
}

/** Nothing to show: with items, none matches the filters (Clear Filters); without, Add First Item. */
function NoItems({
  filtered,
  onClearFilters,
  onAdd,
}: {
  filtered: boolean;
  onClearFilters: () => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <PackageOpen className="h-10 w-10 text-slate-400" aria-hidden="true" />
      <p className="font-semibold">No inventory items found</p>
      {filtered ? (
        <>
          <p className="text-sm text-slate-600">No item matches this search or category.</p>
          <Button variant="secondary" onClick={onClearFilters}>
            Clear Filters
          </Button>
        </>
      ) : (
        <Button onClick={onAdd}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Add First Item
        </Button>
      )}
    </div>
  );
}
