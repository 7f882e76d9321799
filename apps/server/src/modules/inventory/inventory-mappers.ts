import {
  INVENTORY_CATEGORIES,
  type InventoryAlert,
  type InventoryCategory,
  type InventoryItem,
  type InventoryMovement,
  type MovementType,
  type AlertStatus,
  type AlertType,
} from '@listlens/shared';
import type { schema } from '@listlens/db';

export type ItemRow = typeof schema.inventoryItems.$inferSelect;
export type MovementRow = typeof schema.inventoryMovements.$inferSelect;
export type AlertRow = typeof schema.inventoryAlerts.$inferSelect;

/**
 * Money is numeric(12,2); the ledger does its arithmetic in whole cents so that
 * a weighted average never drifts through binary fractions.
 */
export const toCents = (value: string | number) => Math.round(Number(value) * 100);
export const fromCents = (cents: number) => (cents / 100).toFixed(2);

const asCategory = (v: string): InventoryCategory =>
  (INVENTORY_CATEGORIES as readonly string[]).includes(v) ? (v as InventoryCategory) : 'other';

export function toInventoryItem(row: ItemRow): InventoryItem {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    category: asCategory(row.category),
    total_quantity: row.totalQuantity,
    available_quantity: row.availableQuantity,
    reserved_quantity: row.reservedQuantity,
    low_stock_threshold: row.lowStockThreshold,
    average_cost: Number(row.averageCost),
    total_value: Number(row.totalValue),
    location: row.location,
    bin_location: row.binLocation,
    weight_oz: Number(row.weightOz),
    dimensions: row.dimensions,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toInventoryMovement(row: MovementRow): InventoryMovement {
  return {
    id: row.id,
    inventory_item_id: row.inventoryItemId,
    // The table's check constraint admits only the spec's types.
    movement_type: row.movementType as MovementType,
    quantity_change: row.quantityChange,
    quantity_before: row.quantityBefore,
    quantity_after: row.quantityAfter,
    reason: row.reason,
    reference_number: row.referenceNumber,
    notes: row.notes,
    unit_cost: row.unitCost === null ? null : Number(row.unitCost),
    total_cost: row.totalCost === null ? null : Number(row.totalCost),
    created_at: row.createdAt.toISOString(),
  };
}

export function toInventoryAlert(row: AlertRow & { sku: string; name: string }): InventoryAlert {
  return {
    id: row.id,
    inventory_item_id: row.inventoryItemId,
    alert_type: row.alertType as AlertType,
    alert_status: row.alertStatus as AlertStatus,
    message: row.message,
    triggered_at: row.triggeredAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    sku: row.sku,
    name: row.name,
  };
}

/** Ids are uuids; anything else is answered like a missing row, never as a database error. */

/** Postgres unique_violation, through drizzle's wrapper or bare (pg and PGlite both set `code`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
