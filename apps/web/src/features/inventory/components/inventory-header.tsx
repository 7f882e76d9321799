import type { InventoryFilters } from '@listlens/shared';
import { ArrowLeft, Download, Plus, RefreshCw, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { inventoryExportUrl } from '../api/export-url';

/** Header with back link, Refresh and Add Item (spec part 2, section 2.6), plus CSV import and export. */
export function InventoryHeader({
  filters,
  refreshing,
  onRefresh,
  onAdd,
  onImport,
}: {
  filters: InventoryFilters;
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
  onImport: () => void;
}) {
  return (
    <header className="flex flex-col gap-3">
      <Link
        to="/app"
        className="inline-flex min-h-11 w-fit items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold">Inventory Management</h2>
          <p className="text-slate-600 dark:text-slate-300">Stock, costs and movements for every SKU.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
            <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
            Refresh
          </Button>
          <Button variant="secondary" onClick={onImport}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Import CSV
          </Button>
          <a href={inventoryExportUrl(filters)} download className={buttonClass('secondary')}>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
          <Button onClick={onAdd}>
            <Plus className="h-4 w-4" aria-hidden="true" /> Add Item
          </Button>
        </div>
      </div>
    </header>
  );
}
