import { and, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { AlertType } from '@listlens/shared';
import { schema } from '@listlens/db';
import type { AlertRow } from './inventory-mappers';
import type { Executor, Tx } from './inventory-items.repository';

const alerts = schema.inventoryAlerts;
const items = schema.inventoryItems;
export type AlertWithItem = AlertRow & { sku: string; name: string };

/** Open alerts (active or acknowledged) of the given items. */
export async function findOpenAlerts(tx: Tx, userId: string, itemIds: string[]): Promise<AlertRow[]> {
  if (itemIds.length === 0) return [];
  return tx
    .select()
    .from(alerts)
    .where(
      and(eq(alerts.userId, userId), inArray(alerts.inventoryItemId, itemIds), ne(alerts.alertStatus, 'resolved')),
    );
}

export async function insertAlerts(
  tx: Tx,
  rows: { userId: string; inventoryItemId: string; alertType: AlertType; message: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(alerts).values(rows.map((r) => ({ ...r, triggeredAt: sql`clock_timestamp()` })));
}

/** The condition ended: the alert leaves the open set but stays as history. */
export async function resolveAlerts(tx: Tx, userId: string, alertIds: string[]): Promise<void> {
  if (alertIds.length === 0) return;
  await tx
    .update(alerts)
    .set({ alertStatus: 'resolved', resolvedAt: sql`clock_timestamp()` })
    .where(and(eq(alerts.userId, userId), inArray(alerts.id, alertIds)));
}

const withItem = { ...getTableColumns(alerts), sku: items.sku, name: items.name };

/** The spec's read: active alerts joined with the item's sku and name, newest first. */
export async function listActiveAlerts(db: Executor, userId: string): Promise<AlertWithItem[]> {
  return db
    .select(withItem)
    .from(alerts)
    .innerJoin(items, eq(items.id, alerts.inventoryItemId))
    .where(and(eq(alerts.userId, userId), eq(alerts.alertStatus, 'active'), eq(items.isActive, true)))
    .orderBy(desc(alerts.triggeredAt));
}

export async function findAlert(db: Executor, userId: string, alertId: string): Promise<AlertWithItem | undefined> {
  const rows = await db
    .select(withItem)
    .from(alerts)
    .innerJoin(items, eq(items.id, alerts.inventoryItemId))
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  return rows[0];
}

/** Active becomes acknowledged with its time (spec part 2, section 4.5); other states are left alone. */
export async function acknowledgeAlertRow(db: Executor, userId: string, alertId: string): Promise<void> {
  await db
    .update(alerts)
    .set({ alertStatus: 'acknowledged', acknowledgedAt: sql`clock_timestamp()` })
    .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId), eq(alerts.alertStatus, 'active')));
}
