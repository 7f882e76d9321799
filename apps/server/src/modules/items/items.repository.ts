import { and, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { allColumns, isUuid, plainQuery, reusableQuery, schema, type Db } from '@listlens/db';

// The only module that queries items and item_generations; every query is
// filtered by user_id (spec part 2, section 6).

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

const items = schema.items;
const generations = schema.itemGenerations;

export type ItemRow = typeof items.$inferSelect;
export type NewItemRow = typeof items.$inferInsert;
export type GenerationRow = typeof generations.$inferSelect;
export type GenerationStatus = GenerationRow['status'];

/** Section 7: read by user_id, newest first. */
export function findItems(db: Executor, userId: string): Promise<ItemRow[]> {
  return db.select().from(items).where(eq(items.userId, userId)).orderBy(desc(items.createdAt));
}

const groupItemsQuery = plainQuery<ItemRow>(sql`
  select ${allColumns(items)} from ${items}
  where ${items.userId} = ${sql.placeholder('userId')}
    and (${items.sku} = any(${sql.placeholder('skus')}::text[]) or ${items.id} = any(${sql.placeholder('ids')}::uuid[]))
  order by ${items.createdAt} desc`);

/** The seller's items of some SKU groups: those with the SKUs or the ids their photos point at, newest first. */
export function findGroupItems(db: Db, userId: string, skus: string[], ids: string[]): Promise<ItemRow[]> {
  return groupItemsQuery(db, { userId, skus, ids: ids.filter(isUuid) });
}

/** A malformed id is simply not found, like another seller's. */
export async function findItem(db: Executor, userId: string, id: string): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.id, id)))
    .limit(1);
  return rows[0];
}

export async function findItemBySku(db: Executor, userId: string, sku: string): Promise<ItemRow | undefined> {
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.userId, userId), eq(items.sku, sku)))
    .limit(1);
  return rows[0];
}

/** Section 7: insert a record, returning the row. */
export async function insertItem(tx: Executor, values: NewItemRow): Promise<ItemRow> {
  const [row] = await tx.insert(items).values(values).returning();
  if (!row) throw new Error('items insert returned no row');
  return row;
}

/** Section 7: update by id (the edited fields, or the full record on regeneration). */
export async function updateItem(
  tx: Executor,
  userId: string,
  id: string,
  values: { [K in keyof Omit<NewItemRow, 'id' | 'userId'>]?: NewItemRow[K] | SQL },
): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .update(items)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(items.userId, userId), eq(items.id, id)))
    .returning();
  return row;
}

/** The seller's generation rows; `skus` narrows to those groups. */
const groupGenerationsQuery = reusableQuery((db, name) =>
  db
    .select()
    .from(generations)
    .where(
      and(
        eq(generations.userId, sql.placeholder('userId')),
        sql`${generations.sku} = any(${sql.placeholder('skus')}::text[])`,
      ),
    )
    .prepare(name),
);

export function findGenerations(db: Executor, userId: string, skus?: string[]): Promise<GenerationRow[]> {
  if (skus) return groupGenerationsQuery(db).execute({ userId, skus });
  return db
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), skus ? inArray(generations.sku, skus) : undefined));
}

/** The group's generation row, locked until the transaction ends: saves of one group run one at a time. */
export async function lockGeneration(tx: Tx, userId: string, sku: string): Promise<GenerationRow | undefined> {
  const rows = await tx
    .select()
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.sku, sku)))
    .for('update');
  return rows[0];
}

/**
 * Queues a group: a new request id, unless the group is already queued or
 * being analysed (then nothing changes and undefined comes back). Requests
 * whose job is known to be lost may be replaced (`replaceable`).
 */
export async function queueGeneration(
  db: Executor,
  input: { userId: string; sku: string; requestId: string; itemId: string | null; replaceable: string[] },
): Promise<GenerationRow | undefined> {
  const replaceable = input.replaceable.filter(isUuid);
  const free = notInArray(generations.status, ['queued', 'analyzing']);
  const [row] = await db
    .insert(generations)
    .values({
      userId: input.userId,
      sku: input.sku,
      itemId: input.itemId,
      status: 'queued',
      requestId: input.requestId,
    })
    .onConflictDoUpdate({
      target: [generations.userId, generations.sku],
      set: {
        status: 'queued',
        requestId: input.requestId,
        itemId: input.itemId,
        error: null,
        jobId: null,
        requestedAt: sql`now()`,
        startedAt: null,
        finishedAt: null,
        updatedAt: sql`now()`,
      },
      setWhere: replaceable.length > 0 ? or(free, inArray(generations.requestId, replaceable)) : free,
    })
    .returning();
  return row;
}

export async function setGenerationJob(db: Executor, userId: string, requestId: string, jobId: string) {
  await db
    .update(generations)
    .set({ jobId })
    .where(and(eq(generations.userId, userId), eq(generations.requestId, requestId)));
}

/** The job's claim: only the current request, only while it is queued or running (a retry re-claims). */
export async function startGeneration(
  db: Executor,
  userId: string,
  sku: string,
  requestId: string,
): Promise<GenerationRow | undefined> {
  const [row] = await db
    .update(generations)
    .set({ status: 'analyzing', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.sku, sku),
        eq(generations.requestId, requestId),
        inArray(generations.status, ['queued', 'analyzing']),
      ),
    )
    .returning();
  return row;
}

export async function finishGeneration(
  db: Executor,
  input: { userId: string; requestId: string; status: GenerationStatus; error: string | null; itemId?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(generations)
    .set({
      status: input.status,
      error: input.error,
      ...(input.itemId === undefined ? {} : { itemId: input.itemId }),
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(generations.userId, input.userId), eq(generations.requestId, input.requestId)))
    .returning({ id: generations.id });
  return rows.length > 0;
}

/** Saved from the Edit modal: a reviewed draft is Complete (spec section 4.4 status values). */
export async function completeGeneration(db: Executor, userId: string, itemId: string): Promise<void> {
  await db
    .update(generations)
    .set({ status: 'complete', error: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.itemId, itemId),
        inArray(generations.status, ['ready', 'needs_attention']),
      ),
    );
}

export async function deleteGeneration(db: Executor, userId: string, sku: string): Promise<number> {
  const rows = await db
    .delete(generations)
    .where(and(eq(generations.userId, userId), eq(generations.sku, sku)))
    .returning({ id: generations.id });
  return rows.length;
}

/** The seller's count kept by the triggers of migration 0018, one row (decision 041). */
const itemCountQuery = reusableQuery((db, name) =>
  db
    .select({ n: schema.sellerItemCounts.items })
    .from(schema.sellerItemCounts)
    .where(eq(schema.sellerItemCounts.userId, sql.placeholder('userId')))
    .prepare(name),
);

export async function countItems(db: Executor, userId: string): Promise<number> {
  const [row] = await itemCountQuery(db).execute({ userId });
  return row?.n ?? 0;
}

/** What a Recent Items card shows. */
export type RecentItemRow = Pick<ItemRow, 'id' | 'title' | 'primaryImageUrl' | 'images' | 'suggestedPrice'>;

const recentItemsQuery = reusableQuery((db, name) =>
  db
    .select({
      id: items.id,
      title: items.title,
      primaryImageUrl: items.primaryImageUrl,
      images: items.images,
      suggestedPrice: items.suggestedPrice,
    })
    .from(items)
    .where(eq(items.userId, sql.placeholder('userId')))
    .orderBy(desc(items.createdAt))
    .limit(sql.placeholder('limit'))
    .prepare(name),
);

/** The newest items first (spec part 3, section 7: Recent Items). */
export function findRecentItems(db: Executor, userId: string, limit: number): Promise<RecentItemRow[]> {
  return recentItemsQuery(db).execute({ userId, limit });
}

/**
 * Deletes one item of the seller; what depends on it goes with it through the
 * foreign keys (listings, predictions, analyses, generations). Returns false
 * when there is no such item.
 */
export async function deleteItem(db: Executor, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await db
    .delete(items)
    .where(and(eq(items.userId, userId), eq(items.id, id)))
    .returning({ id: items.id });
  return rows.length > 0;
}

/** Every item of the seller and every group's generation (Clear All). Returns how many items went. */
export async function deleteAllItems(db: Executor, userId: string): Promise<number> {
  await db.delete(generations).where(eq(generations.userId, userId));
  const rows = await db.delete(items).where(eq(items.userId, userId)).returning({ id: items.id });
  return rows.length;
}
