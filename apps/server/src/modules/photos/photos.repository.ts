import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { allColumns, plainQuery, reusableQuery, schema, type Db } from '@listlens/db';

/** The database or a transaction on it. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// The only module that queries uploaded_photos; every query is filtered by user_id, except the
// sweep of photos never checked for adult content (findUncheckedPhotos), which reads ids only.

export type PhotoRow = typeof schema.uploadedPhotos.$inferSelect;
export type NewPhotoRow = typeof schema.uploadedPhotos.$inferInsert;

const photos = schema.uploadedPhotos;

/** Spec part 2, section 7: status uploaded or local, no SKU, by upload_order then created_at (SKU screen). */
export function findUnassignedPhotos(db: Db, userId: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.status, ['uploaded', 'local']), isNull(photos.assignedSku)))
    .orderBy(asc(photos.uploadOrder), asc(photos.createdAt));
}

/** Section 7: status assigned or processed with a SKU, by SKU then upload_order (Generate screen); `skus` narrows to those groups. */
export function findAssignedPhotos(db: Db, userId: string, skus?: string[]): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.userId, userId),
        inArray(photos.status, ['assigned', 'processed']),
        skus ? inArray(photos.assignedSku, skus) : isNotNull(photos.assignedSku),
      ),
    )
    .orderBy(asc(photos.assignedSku), asc(photos.uploadOrder));
}

/** What a group on the Generate screen shows and is judged by (issue 19: only these columns are read). */
export type GroupPagePhoto = Pick<
  PhotoRow,
  'id' | 'imageUrl' | 'rotation' | 'assignedSku' | 'assignedItemId' | 'updatedAt'
>;

const ASSIGNED = sql`${photos.status} in ('assigned', 'processed')`;

/** The photos of a page's groups, by SKU then upload order: one index range per SKU. */
const groupPagePhotosQuery = plainQuery<GroupPagePhoto>(sql`
  select ${photos.id} as "id", ${photos.imageUrl} as "imageUrl", ${photos.rotation} as "rotation",
    ${photos.assignedSku} as "assignedSku", ${photos.assignedItemId} as "assignedItemId", ${photos.updatedAt} as "updatedAt"
  from ${photos}
  where ${photos.userId} = ${sql.placeholder('userId')} and ${ASSIGNED}
    and ${photos.assignedSku} = any(${sql.placeholder('skus')}::text[])
  order by ${photos.assignedSku}, ${photos.uploadOrder}`);

export function findGroupPagePhotos(db: Db, userId: string, skus: string[]): Promise<GroupPagePhoto[]> {
  return groupPagePhotosQuery(db, { userId, skus });
}

/**
 * The seller's group SKUs in order, from the start or after a SKU: the distinct values are
 * read off the (user_id, assigned_sku) index in order, and the scan stops at the page's end.
 */
const skuPageQuery = (withAfter: boolean) =>
  reusableQuery((db, name) =>
    db
      .selectDistinct({ sku: photos.assignedSku })
      .from(photos)
      .where(
        and(
          eq(photos.userId, sql.placeholder('userId')),
          ASSIGNED,
          isNotNull(photos.assignedSku),
          withAfter ? sql`${photos.assignedSku} > ${sql.placeholder('after')}` : undefined,
        ),
      )
      .orderBy(asc(photos.assignedSku))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
const firstSkuPage = skuPageQuery(false);
const skuPageAfter = skuPageQuery(true);

/** Up to `limit` + 1 SKUs of the seller's groups after `after`, in SKU order (a page of the Generate screen). */
export async function findAssignedSkuPage(
  db: Db,
  userId: string,
  page: { limit: number; after?: string },
): Promise<string[]> {
  const rows =
    page.after === undefined
      ? await firstSkuPage(db).execute({ userId, limit: page.limit + 1 })
      : await skuPageAfter(db).execute({ userId, after: page.after, limit: page.limit + 1 });
  return rows.flatMap((r) => (r.sku === null ? [] : [r.sku]));
}

export type PhotoPageRow = PhotoRow & { cursorAt: string };

type PhotoView = 'unassigned' | 'assigned';

/**
 * A page of one view of the photo list, from its start or after a place: an index range
 * scan of that view's partial index (migration 0016), so a page costs the same whatever
 * the seller has stored.
 */
const photoPageQuery = (view: PhotoView, withAfter: boolean) => {
  const [a, b, c] = [sql.placeholder('a'), sql.placeholder('b'), sql.placeholder('c')];
  const assigned = view === 'assigned';
  const inView = assigned
    ? sql`${photos.assignedSku} is not null and ${ASSIGNED}`
    : sql`${photos.assignedSku} is null and ${photos.status} in ('uploaded', 'local')`;
  const afterPlace = !withAfter
    ? sql``
    : assigned
      ? sql`and (${photos.assignedSku}, ${photos.uploadOrder}, ${photos.id}) > (${a}, ${b}::int, ${c}::uuid)`
      : sql`and (${photos.uploadOrder}, ${photos.createdAt}, ${photos.id}) > (${a}::int, ${b}::timestamptz, ${c}::uuid)`;
  const order = assigned
    ? sql`${photos.assignedSku}, ${photos.uploadOrder}, ${photos.id}`
    : sql`${photos.uploadOrder}, ${photos.createdAt}, ${photos.id}`;
  // A plain query, like the other list pages: the driver builds the rows (decision 033).
  return plainQuery<PhotoPageRow>(sql`
    select ${allColumns(photos)}, ${photos.createdAt}::text as "cursorAt"
    from ${photos}
    where ${photos.userId} = ${sql.placeholder('userId')} and ${inView} ${afterPlace}
    order by ${order}
    limit ${sql.placeholder('limit')}`);
};
const photoPages = {
  unassigned: [photoPageQuery('unassigned', false), photoPageQuery('unassigned', true)],
  assigned: [photoPageQuery('assigned', false), photoPageQuery('assigned', true)],
} as const;

/**
 * A page of the photo list (issue 19: keyset pagination). Unassigned photos by
 * upload_order, created_at, id; assigned ones by SKU, upload_order, id. `after`
 * is the last row's key in that order.
 */
export function findPhotoPage(
  db: Db,
  userId: string,
  page: { view: PhotoView; limit: number; after?: string[] },
): Promise<PhotoPageRow[]> {
  const [a, b, c] = page.after ?? [];
  const [first, after] = photoPages[page.view];
  const limit = page.limit + 1;
  if (a === undefined) return first(db, { userId, limit });
  return after(db, { userId, limit, a, b, c });
}

export async function findPhoto(db: Db, userId: string, id: string): Promise<PhotoRow | undefined> {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.id, id)))
    .limit(1);
  return rows[0];
}

export function findPhotos(db: Db, userId: string, ids: string[]): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)));
}

export async function findPhotoByClientId(db: Db, userId: string, clientId: string): Promise<PhotoRow | undefined> {
  const rows = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.clientId, clientId)))
    .limit(1);
  return rows[0];
}

/** The seller's earliest photo with these bytes, for each hash given. */
export async function findFirstByHashes(db: Db, userId: string, hashes: string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .select({ id: photos.id, hash: photos.contentHash })
    .from(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.contentHash, hashes)))
    .orderBy(asc(photos.createdAt));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.hash)) first.set(row.hash, row.id);
  return first;
}

/** Section 7: count query, the connection test. */
export async function countPhotos(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
  return row?.n ?? 0;
}

/**
 * Section 7: insert an array of photo records. upload_order continues from the
 * seller's highest (from 0), under a per-seller lock so two uploads at once
 * cannot take the same numbers. A row whose temp_ id is already stored is
 * skipped (the sync of a local photo ran twice); those come back as `skipped`.
 */
export async function insertPhotos(
  db: Db,
  userId: string,
  rows: Omit<NewPhotoRow, 'uploadOrder' | 'userId'>[],
): Promise<{ inserted: PhotoRow[]; skipped: string[] }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`uploaded_photos:${userId}`}))`);
    const [top] = await tx
      .select({ max: sql<number | null>`max(${photos.uploadOrder})` })
      .from(photos)
      .where(eq(photos.userId, userId));
    const next = top?.max === null || top?.max === undefined ? 0 : Number(top.max) + 1;
    const inserted: PhotoRow[] = [];
    const skipped: string[] = [];
    for (const [i, row] of rows.entries()) {
      const [stored] = await tx
        .insert(photos)
        .values({ ...row, userId, uploadOrder: next + i })
        .onConflictDoNothing({ target: [photos.userId, photos.clientId] })
        .returning();
      if (stored) inserted.push(stored);
      else if (row.id) skipped.push(row.id);
    }
    return { inserted, skipped };
  });
}

/** Section 7: update assigned_sku, status 'assigned' and updated_at by id list. */
export async function assignSku(db: Db, userId: string, ids: string[], sku: string): Promise<number> {
  const rows = await db
    .update(photos)
    .set({ assignedSku: sku, status: 'assigned', updatedAt: sql`now()` })
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)))
    .returning({ id: photos.id });
  return rows.length;
}

/** Section 7: delete by id list. Returns the deleted rows so their files can go too. */
export function deletePhotos(db: Db, userId: string, ids: string[]): Promise<PhotoRow[]> {
  return db
    .delete(photos)
    .where(and(eq(photos.userId, userId), inArray(photos.id, ids)))
    .returning();
}

/** Section 7: by assigned_sku, set assigned_item_id and status processed. */
export async function linkSkuToItem(db: Db, userId: string, sku: string, itemId: string): Promise<number> {
  const rows = await db
    .update(photos)
    .set({ assignedItemId: itemId, status: 'processed', updatedAt: sql`now()` })
    .where(and(eq(photos.userId, userId), eq(photos.assignedSku, sku)))
    .returning({ id: photos.id });
  return rows.length;
}

/** Section 7: by assigned_sku, reset to null, null, uploaded. */
export async function resetSku(db: Db, userId: string, sku: string): Promise<number> {
  const rows = await db
    .update(photos)
    .set({ assignedSku: null, assignedItemId: null, status: 'uploaded', updatedAt: sql`now()` })
    .where(and(eq(photos.userId, userId), eq(photos.assignedSku, sku)))
    .returning({ id: photos.id });
  return rows.length;
}

export async function updateRotation(
  db: Db,
  userId: string,
  id: string,
  changes: { rotation: number; width: number; height: number; imageUrl: string },
): Promise<PhotoRow | undefined> {
  const [row] = await db
    .update(photos)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(photos.userId, userId), eq(photos.id, id)))
    .returning();
  return row;
}

/** Assigns runs of photos to SKUs and removes label photos in one transaction (group by label photo). */
export async function applyLabelGroups(
  db: Db,
  userId: string,
  groups: { sku: string; ids: string[] }[],
  labelIds: string[],
): Promise<PhotoRow[]> {
  return db.transaction(async (tx) => {
    for (const group of groups) {
      await tx
        .update(photos)
        .set({ assignedSku: group.sku, status: 'assigned', updatedAt: sql`now()` })
        .where(and(eq(photos.userId, userId), inArray(photos.id, group.ids)));
    }
    if (labelIds.length === 0) return [];
    return tx
      .delete(photos)
      .where(and(eq(photos.userId, userId), inArray(photos.id, labelIds)))
      .returning();
  });
}

/** Upload safety (decision 011): the adult-content score of one photo, or the time a check failed (score null). */
export async function saveAdultCheck(
  db: Db,
  userId: string,
  id: string,
  check: { score: number; flagged: boolean } | { failed: true },
): Promise<PhotoRow | undefined> {
  const changes =
    'failed' in check
      ? { adultCheckedAt: sql`now()` }
      : { adultScore: check.score, adultFlagged: check.flagged, adultCheckedAt: sql`now()` };
  const [row] = await db
    .update(photos)
    .set(changes)
    .where(and(eq(photos.userId, userId), eq(photos.id, id)))
    .returning();
  return row;
}

/**
 * Photos of any seller never checked for adult content (no score, no failed try) and stored
 * more than `olderThanMs` ago, oldest first: the sweep sends their checks again (decision 035).
 */
export function findUncheckedPhotos(
  db: Db,
  options: { olderThanMs: number; limit: number },
): Promise<{ id: string; userId: string }[]> {
  return db
    .select({ id: photos.id, userId: photos.userId })
    .from(photos)
    .where(
      and(
        isNull(photos.adultCheckedAt),
        lt(photos.createdAt, sql`now() - make_interval(secs => ${options.olderThanMs / 1000})`),
      ),
    )
    .orderBy(asc(photos.createdAt))
    .limit(options.limit);
}

/** The seller confirmed these flagged photos show the item and are suitable to post. */
export async function confirmAdultPhotos(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(photos)
    .set({ adultConfirmedAt: sql`now()` })
    .where(
      and(
        eq(photos.userId, userId),
        inArray(photos.id, ids),
        eq(photos.adultFlagged, true),
        isNull(photos.adultConfirmedAt),
      ),
    )
    .returning({ id: photos.id });
  return rows.length;
}

/** An item deleted: its photos stay in their SKU group, assigned again with no item (as before Generate). */
export async function unlinkItemPhotos(db: Executor, userId: string, itemId: string): Promise<number> {
  const rows = await db
    .update(photos)
    .set({ assignedItemId: null, status: 'assigned', updatedAt: sql`now()` })
    .where(and(eq(photos.userId, userId), eq(photos.assignedItemId, itemId)))
    .returning({ id: photos.id });
  return rows.length;
}

/** Every photo of the seller (Clear All), returned so their files can go too. */
export function deleteAllPhotos(db: Executor, userId: string): Promise<PhotoRow[]> {
  return db.delete(photos).where(eq(photos.userId, userId)).returning();
}

/** Where every photo of the seller is stored, at which rotation: their files go with them. */
export function findPhotoFiles(db: Executor, userId: string): Promise<{ storagePath: string; rotation: number }[]> {
  return db
    .select({ storagePath: photos.storagePath, rotation: photos.rotation })
    .from(photos)
    .where(eq(photos.userId, userId));
}
