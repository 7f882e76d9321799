import {
  CATEGORY_LABELS,
  INVENTORY_CATEGORIES,
  INVENTORY_SORT_LABELS,
  INVENTORY_SORTS,
  type InventoryFilters,
  type InventorySort,
} from '@listlens/shared';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { Button } from '../../../components/button';
import { FormField } from '../../../components/form-field';
import { SelectField } from './select-field';

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All Categories' },
  ...INVENTORY_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] })),
];
const SORT_OPTIONS = INVENTORY_SORTS.map((s) => ({ value: s, label: INVENTORY_SORT_LABELS[s] }));

/** Search, category, sort and its direction (spec part 2, section 2.6). */
export function InventoryFiltersBar({
  filters,
  onChange,
}: {
  filters: InventoryFilters;
  onChange: (next: InventoryFilters) => void;
}) {
  const descending = filters.direction === 'desc';
  return (
    <div role="search" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end">
      <FormField
        label="Search"
        type="search"
        placeholder="Name, SKU or location"
        value={filters.search}
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
      />
      <SelectField
        label="Category"
        value={filters.category}
        onChange={(e) => onChange({ ...filters, category: e.target.value as InventoryFilters['category'] })}
        options={CATEGORY_OPTIONS}
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(e) => onChange({ ...filters, sort: e.target.value as InventorySort })}
        options={SORT_OPTIONS}
      />
      <Button
        variant="secondary"
        aria-label={`Sort direction: ${descending ? 'descending' : 'ascending'}`}
        onClick={() => onChange({ ...filters, direction: descending ? 'asc' : 'desc' })}
      >
        {descending ? (
          <ArrowDownWideNarrow className="h-4 w-4" aria-hidden="true" />
        ) : (
          <ArrowUpNarrowWide className="h-4 w-4" aria-hidden="true" />
        )}
        {descending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
