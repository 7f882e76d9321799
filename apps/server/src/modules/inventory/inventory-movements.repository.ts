import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { MOVEMENT_HISTORY_LIMIT, type MovementType } from '@listlens/shared';
import { schema } from '@listlens/db';
import type { ItemRow, MovementRow } from './inventory-mappers';
import type { Executor, Tx } from './inventory-items.repository';

const movements = schema.inventoryMovements;
export type NewMovementRow = typeof movements.$inferInsert;

/**
 * created_at is the clock at insert, not the transaction's start: the insert runs
 * after the item lock is taken, so the times follow the ledger's real order even
 * when a transaction that began earlier waited for the lock.
 */
export async function insertMovements(tx: Tx, rows: NewMovementRow[]): Promise<MovementRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(movements)
    .values(rows.map((r) => ({ ...r, createdAt: sql`clock_timestamp()` })))
    .returning();
}

/**
 * One movement of one locked item in one statement (issue 19): the ledger row, the
 * item's new stock and `steps` (the alert changes) are written together, so the item's
 * row lock, held from the caller's lock to COMMIT, waits on two round trips (this and
 * COMMIT) instead of four, or six when an alert changed. Plain SQL: drizzle's builder
 * took longer to build this statement than the database takes to run it, with the
 * lock held. created_at is the clock at the write, after the lock (as in
 * `insertMovements`), and the item's updated_at is the same instant. `listed` (a boolean
 * expression) is read by the same statement, so after the lock: whether the SKU has a listing
 * whose eBay quantity must follow (decision 041).
 */
export async function writeMovement(
  tx: Tx,
  movement: Omit<MovementRow, 'id' | 'createdAt'>,
  stock: Pick<ItemRow, 'totalQuantity' | 'availableQuantity' | 'averageCost' | 'totalValue'>,
  steps: SQL[],
  listed: SQL = sql`false`,
): Promise<{ id: string; createdAt: Date; listed: boolean }> {
  const m = movement;
  const withSteps = steps.map((step, i) => sql`, ${sql.identifier(`step_${i}`)} as (${step})`);
  const result = await tx.execute(sql`with written as (
      insert into inventory_movements (user_id, inventory_item_id, movement_type, quantity_change, quantity_before,
        quantity_after, reason, reference_number, notes, unit_cost, total_cost, created_at)
      values (${m.userId}, ${m.inventoryItemId}, ${m.movementType}, ${m.quantityChange}, ${m.quantityBefore},
        ${m.quantityAfter}, ${m.reason}, ${m.referenceNumber}, ${m.notes}, ${m.unitCost}, ${m.totalCost}, clock_timestamp())
      returning id, created_at
    )${sql.join(withSteps)}
    update inventory_items set total_quantity = ${stock.totalQuantity}, available_quantity = ${stock.availableQuantity},
      average_cost = ${stock.averageCost}, total_value = ${stock.totalValue},
      updated_at = (select created_at from written)
    where id = ${m.inventoryItemId} and user_id = ${m.userId}
    returning (select id from written) as id, updated_at as created_at, ${listed} as listed`);
  const [row] = (result as unknown as { rows: { id: string; created_at: string; listed: boolean }[] }).rows;
  if (!row) throw new Error(`inventory item ${m.inventoryItemId} vanished while locked`);
  // Timestamps come back as Postgres prints them (drizzle asks both drivers for text), as for drizzle's own columns.
  return { id: row.id, createdAt: new Date(row.created_at), listed: row.listed };
}

/** The spec's read: one item's movements, newest first, at most 100 (spec part 2, section 9). */
export async function listItemMovements(
  db: Executor,
  userId: string,
  itemId: string,
  type?: MovementType,
): Promise<MovementRow[]> {
  return db
    .select()
    .from(movements)
    .where(
      and(
        eq(movements.userId, userId),
        eq(movements.inventoryItemId, itemId),
        type ? eq(movements.movementType, type) : undefined,
      ),
    )
    .orderBy(desc(movements.createdAt))
    .limit(MOVEMENT_HISTORY_LIMIT);
}

/** A movement already written for this reference (a sale synced twice must count once). */
export async function findMovementByReference(
  db: Executor,
  userId: string,
  itemId: string,
  type: MovementType,
  referenceNumber: string,
): Promise<MovementRow | undefined> {
  const rows = await db
    .select()
    .from(movements)
    .where(
      and(
        eq(movements.userId, userId),
        eq(movements.inventoryItemId, itemId),
        eq(movements.movementType, type),
        eq(movements.referenceNumber, referenceNumber),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Sum of an item's quantity changes: the ledger's own count of its stock. */
export async function sumItemMovements(db: Executor, userId: string, itemId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${movements.quantityChange}), 0)` })
    .from(movements)
    .where(and(eq(movements.userId, userId), eq(movements.inventoryItemId, itemId)));
  return Number(row?.total ?? 0);
}
