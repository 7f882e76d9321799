import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AlertType } from '@listlens/shared';
import { schema } from '@listlens/db';
import type { Executor } from './inventory-items.repository';
import type { AlertRow } from './inventory-mappers';

const alerts = schema.inventoryAlerts;
const items = schema.inventoryItems;
export type AlertWithItem = AlertRow & { sku: string; name: string };

/** The alert an item's stock calls for now; `kind` null means none may stay open. */
export type WantedAlert = { inventoryItemId: string; kind: AlertType | null; message: string };

/**
 * Resolves the items' open alerts (active or acknowledged) of a kind their stock no
 * longer calls for: the condition ended, the alert leaves the open set but stays as
 * history. A statement to send alone or as a step of the caller's own statement
 * (decision 033): plain SQL, since drizzle's builder costs more than the statement
 * itself while a movement holds the item's row lock.
 */
export function resolveStaleAlerts(userId: string, wanted: WantedAlert[]): SQL {
  const kinds = sql.join(
    wanted.map((w) => sql`(${w.inventoryItemId}::uuid, ${w.kind}::text)`),
    sql`, `,
  );
  return sql`update inventory_alerts a set alert_status = 'resolved', resolved_at = clock_timestamp()
    from (values ${kinds}) as wanted (item_id, kind)
    where a.user_id = ${userId} and a.inventory_item_id = wanted.item_id
      and a.alert_status <> 'resolved' and a.alert_type is distinct from wanted.kind`;
}

/**
 * Raises the alerts the items call for. An open alert of that kind (active, or
 * acknowledged by the seller) is left as it is: the one-open-per-kind index decides.
 * A statement like `resolveStaleAlerts`; null when no item calls for an alert.
 */
export function raiseAlerts(userId: string, wanted: WantedAlert[]): SQL | null {
  const rows = wanted.flatMap(({ inventoryItemId, kind, message }) =>
    kind ? [sql`(${userId}, ${inventoryItemId}::uuid, ${kind}, ${message}, clock_timestamp())`] : [],
  );
  if (rows.length === 0) return null;
  return sql`insert into inventory_alerts (user_id, inventory_item_id, alert_type, message, triggered_at)
    values ${sql.join(rows, sql`, `)}
    on conflict (inventory_item_id, alert_type) where alert_status <> 'resolved' do nothing`;
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
