import { and, desc, eq, sql } from 'drizzle-orm';
import { MOVEMENT_HISTORY_LIMIT, type MovementType } from '@listlens/shared';
import { schema } from '@listlens/db';
import type { MovementRow } from './inventory-mappers';
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
