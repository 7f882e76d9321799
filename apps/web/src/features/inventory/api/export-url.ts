import type { InventoryFilters } from '@listlens/shared';

/** The CSV export is a plain download link; it carries the screen's filters so it exports what they show. */
export function inventoryExportUrl(filters: InventoryFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  params.set('sort', filters.sort);
  params.set('direction', filters.direction);
  return `/api/inventory/export.csv?${params.toString()}`;
}
