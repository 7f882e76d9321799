import type { MovementType } from '@listlens/shared';

/** Query keys of this feature; a change anywhere in inventory refreshes all of them. */
export const inventoryKeys = {
  all: ['inventory'] as const,
  items: ['inventory', 'items'] as const,
  alerts: ['inventory', 'alerts'] as const,
  movements: (itemId: string, type: MovementType | 'all') => ['inventory', 'movements', itemId, type] as const,
};
