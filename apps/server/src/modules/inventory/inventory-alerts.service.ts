import type { SQL } from 'drizzle-orm';
import { stockStatusOf, type AlertType, type InventoryAlert } from '@listlens/shared';
import { isUuid, type Db } from '@listlens/db';
import { notFound } from '../../errors/app-error';
import {
  acknowledgeAlertRow,
  findAlert,
  listActiveAlerts,
  raiseAlerts,
  resolveStaleAlerts,
  type WantedAlert,
} from './inventory-alerts.repository';
import type { Tx } from './inventory-items.repository';
import { toInventoryAlert, type ItemRow } from './inventory-mappers';

/**
 * The alert an item's stock calls for, by the status badge rule (spec part 2,
 * section 4.5): out_of_stock at 0 available, low_stock at or below the threshold.
 * A deleted item calls for none.
 */
export function alertKindFor(row: ItemRow): AlertType | null {
  if (!row.isActive) return null;
  const status = stockStatusOf({
    available_quantity: row.availableQuantity,
    low_stock_threshold: row.lowStockThreshold,
  });
  return status === 'in_stock' ? null : status;
}

export function alertMessageFor(kind: AlertType, row: ItemRow): string {
  return kind === 'out_of_stock'
    ? `${row.name} (SKU: ${row.sku}) is out of stock.`
    : `${row.name} (SKU: ${row.sku}) is low on stock: ${row.availableQuantity} left (threshold ${row.lowStockThreshold}).`;
}

/**
 * The statements that raise and clear the items' alerts (DESIGN section 6), from the
 * rows as they are once the caller's write lands, with the items locked or just
 * created. One open alert per item and kind: an alert the seller acknowledged stays
 * acknowledged while its condition lasts, and a new one is raised only after the
 * condition ended and came back. A condition that ends (a restock above the
 * threshold, or 0 -> low) resolves the alert. Not sent: a stock movement runs them as
 * steps of its own statement (decision 033), other writes through `syncItemAlerts`.
 */
export function alertChanges(userId: string, rows: ItemRow[]): SQL[] {
  const wanted = rows.map((row): WantedAlert => {
    const kind = alertKindFor(row);
    return { inventoryItemId: row.id, kind, message: kind ? alertMessageFor(kind, row) : '' };
  });
  const raise = raiseAlerts(userId, wanted);
  return raise ? [resolveStaleAlerts(userId, wanted), raise] : [resolveStaleAlerts(userId, wanted)];
}

/** Brings the items' alerts to what their stock calls for, in the caller's transaction. */
export async function syncItemAlerts(tx: Tx, userId: string, rows: ItemRow[]): Promise<void> {
  if (rows.length === 0) return;
  for (const change of alertChanges(userId, rows)) await tx.execute(change);
}

export async function listAlerts(db: Db, userId: string): Promise<InventoryAlert[]> {
  return (await listActiveAlerts(db, userId)).map(toInventoryAlert);
}

/** Acknowledging twice is harmless; another seller's alert is a 404 like a missing one. */
export async function acknowledgeAlert(db: Db, userId: string, alertId: string): Promise<InventoryAlert> {
  if (!isUuid(alertId) || !(await findAlert(db, userId, alertId))) throw notFound('That alert');
  await acknowledgeAlertRow(db, userId, alertId);
  const row = await findAlert(db, userId, alertId);
  if (!row) throw notFound('That alert');
  return toInventoryAlert(row);
}
