import { and, count, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { isUuid, reusableQuery, schema, type Db } from '@listlens/db';
import type { PublishError } from '@listlens/shared';

const { listings } = schema;

export type ListingRow = typeof listings.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

// Every query is filtered by the seller (spec part 3, section 6). A state
// change after a job's claim also names the job's request id, so a job that a
// newer Post overtook writes nothing.

export async function findListingByItem(db: Executor, userId: string, itemId: string): Promise<ListingRow | undefined> {
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), sql`${listings.itemId}::text = ${itemId}`))
    .limit(1);
  return rows[0];
}

export async function findListing(db: Executor, userId: string, id: string): Promise<ListingRow | undefined> {
  const rows = await db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), sql`${listings.id}::text = ${id}`))
    .limit(1);
  return rows[0];
}

export function findListingsByItems(db: Executor, userId: string, itemIds: string[]): Promise<ListingRow[]> {
  // Compared as uuids, so the item index serves: a page of the Generate screen reads its own listings.
  const ids = itemIds.filter(isUuid);
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.itemId, ids)));
}

export type ClaimInput = {
  userId: string;
  itemId: string;
  sku: string;
  title: string | null;
  description: string | null;
  price: string | null;
  images: string[];
  platforms: string[];
  businessPolicies: Record<string, string>;
  requestId: string;
};

/**
 * Starts a post: creates the item's listing as `publishing`, or moves a failed
 * or ended one back to it with a new request id. A listing already publishing,
 * live or sold is left alone (no row back), which is what makes two Posts at
 * once queue one job: the upsert is a single statement.
 */
export async function claimForPublish(db: Executor, input: ClaimInput): Promise<ListingRow | undefined> {
  const values = {
    itemId: input.itemId,
    userId: input.userId,
    sku: input.sku,
    title: input.title,
    description: input.description,
    price: input.price,
    images: input.images,
    platforms: input.platforms,
    businessPolicies: input.businessPolicies,
    status: 'publishing',
    publishRequestId: input.requestId,
    publishJobId: null,
    publishError: null,
  };
  const { itemId: _item, userId: _user, ...changes } = values;
  const rows = await db
    .insert(listings)
    .values(values)
    .onConflictDoUpdate({
      target: listings.itemId,
      set: { ...changes, updatedAt: sql`now()` },
      setWhere: sql`${listings.userId} = ${input.userId} and ${listings.status} in ('failed', 'ended')`,
    })
    .returning();
  return rows[0];
}

export async function setPublishJob(db: Executor, id: string, requestId: string, jobId: string): Promise<void> {
  await db
    .update(listings)
    .set({ publishJobId: jobId })
    .where(and(eq(listings.id, id), eq(listings.publishRequestId, requestId)));
}

/** The listings a publish job serves that are still waiting for it. */
export function findClaimed(
  db: Executor,
  userId: string,
  entries: { listingId: string; requestId: string }[],
): Promise<ListingRow[]> {
  const ids = entries.map((e) => e.listingId);
  const current = new Set(entries.map((e) => `${e.listingId}|${e.requestId}`));
  return db
    .select()
    .from(listings)
    .where(and(eq(listings.userId, userId), inArray(listings.id, ids), eq(listings.status, 'publishing')))
    .then((rows) => rows.filter((r) => current.has(`${r.id}|${r.publishRequestId ?? ''}`)));
}

const whilePublishing = (row: Pick<ListingRow, 'id' | 'publishRequestId'>) =>
  and(
    eq(listings.id, row.id),
    eq(listings.publishRequestId, row.publishRequestId ?? ''),
    eq(listings.status, 'publishing'),
  );

/** Kept as soon as eBay names the offer, so a retry reuses it instead of making another. */
export async function saveOfferId(db: Executor, row: ListingRow, offerId: string): Promise<void> {
  await db
    .update(listings)
    .set({ ebayOfferId: offerId, updatedAt: sql`now()` })
    .where(whilePublishing(row));
}

export async function markActive(
  db: Executor,
  row: ListingRow,
  live: { offerId: string; listingId: string; url: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({
      status: 'active',
      ebayOfferId: live.offerId,
      ebayListingId: live.listingId,
      listingUrl: live.url,
      listedAt: live.at,
      publishError: null,
      endedAt: null,
      updatedAt: sql`now()`,
    })
    .where(whilePublishing(row))
    .returning({ id: listings.id });
  return rows.length > 0;
}

export async function markFailed(db: Executor, row: ListingRow, error: PublishError): Promise<void> {
  await db
    .update(listings)
    .set({ status: 'failed', publishError: error, updatedAt: sql`now()` })
    .where(whilePublishing(row));
}

/** A post whose job is gone (its worker died for good) becomes a failure the seller can retry. */
export async function failLostPublish(db: Executor, userId: string, id: string, error: PublishError): Promise<void> {
  await db
    .update(listings)
    .set({ status: 'failed', publishError: error, updatedAt: sql`now()` })
    .where(and(eq(listings.userId, userId), eq(listings.id, id), eq(listings.status, 'publishing')));
}

/** The seller's listings live on eBay (an offer eBay published), of these items or of all. */
export function findLiveListings(db: Executor, userId: string, itemIds?: string[]): Promise<ListingRow[]> {
  if (itemIds?.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(listings)
    .where(
      and(
        eq(listings.userId, userId),
        eq(listings.status, 'active'),
        isNotNull(listings.ebayOfferId),
        itemIds ? inArray(sql`${listings.itemId}::text`, itemIds) : undefined,
      ),
    );
}

export async function markEnded(db: Executor, userId: string, id: string, at: Date): Promise<ListingRow | undefined> {
  const rows = await db
    .update(listings)
    .set({ status: 'ended', endedAt: at, updatedAt: sql`now()` })
    .where(and(eq(listings.userId, userId), eq(listings.id, id), eq(listings.status, 'active')))
    .returning();
  return rows[0];
}

export async function markSold(db: Executor, userId: string, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({ status: 'sold', soldAt: at, updatedAt: sql`now()` })
    .where(and(eq(listings.userId, userId), eq(listings.id, id), eq(listings.status, 'active')))
    .returning({ id: listings.id });
  return rows.length > 0;
}

/** The seller's listings that eBay may have sold since `listedBefore`, by eBay listing id and SKU. */
export function findSellableListings(db: Executor, userId: string): Promise<ListingRow[]> {
  return db
    .select()
    .from(listings)
    .where(
      and(eq(listings.userId, userId), isNotNull(listings.ebayListingId), inArray(listings.status, ['active', 'sold'])),
    );
}

/** Traffic figures of one listing; null is "eBay gave none". */
export type ListingTrafficFigures = {
  views: number | null;
  impressions: number | null;
  clickThroughRate: number | null;
  transactions: number | null;
};

export async function saveTraffic(
  db: Executor,
  userId: string,
  id: string,
  traffic: ListingTrafficFigures,
  at: Date,
): Promise<void> {
  await db
    .update(listings)
    .set({
      ...(traffic.views === null ? {} : { totalViews: traffic.views }),
      ...(traffic.impressions === null ? {} : { totalImpressions: traffic.impressions }),
      ...(traffic.clickThroughRate === null ? {} : { clickThroughRate: traffic.clickThroughRate.toFixed(2) }),
      ...(traffic.transactions === null ? {} : { totalTransactions: traffic.transactions }),
      trafficUpdatedAt: at,
    })
    .where(and(eq(listings.id, id), eq(listings.userId, userId)));
}

/**
 * The seller's listings of items carrying an inventory SKU (the link between
 * stock and a listing, issue 6 point 4) that are live or about to be: what a
 * change of that SKU's stock must reach. The listing's own `sku` is the
 * eBay form of it (ebaySkuOf).
 */
export async function findListingsForStockSku(
  db: Executor,
  userId: string,
  skus: string[],
): Promise<(ListingRow & { stockSku: string })[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ listing: listings, stockSku: sql<string>`trim(${schema.items.sku})` })
    .from(listings)
    .innerJoin(schema.items, eq(schema.items.id, listings.itemId))
    .where(
      and(
        eq(listings.userId, userId),
        eq(schema.items.userId, userId),
        inArray(listings.status, ['active', 'publishing']),
        inArray(sql`trim(${schema.items.sku})`, skus),
      ),
    );
  return rows.map((r) => ({ ...r.listing, stockSku: r.stockSku }));
}

/** What the inventory screen shows of a stock SKU's listing, whatever its status. */
export type StockSkuListing = Pick<ListingRow, 'itemId' | 'status' | 'listingUrl'> & { stockSku: string };

/**
 * The listings of a page of stock SKUs (the inventory screen): the seller's items with
 * those SKUs, found by (user_id, trim(sku)), then each one's listing by item id, so the
 * read costs the page's SKUs however many listings the seller has.
 */
const stockSkuListingsQuery = reusableQuery((db, name) =>
  db
    .select({
      itemId: listings.itemId,
      status: listings.status,
      listingUrl: listings.listingUrl,
      stockSku: sql<string>`trim(${schema.items.sku})`,
    })
    .from(schema.items)
    // The listing's seller is the item's: a join on it, not a filter of its own, so the
    // listings are reached by item id rather than by scanning the seller's.
    .innerJoin(listings, and(eq(listings.itemId, schema.items.id), eq(listings.userId, schema.items.userId)))
    .where(
      and(
        eq(schema.items.userId, sql.placeholder('userId')),
        sql`trim(${schema.items.sku}) = any(${sql.placeholder('skus')}::text[])`,
      ),
    )
    .prepare(name),
);

export function findStockSkuListings(db: Executor, userId: string, skus: string[]): Promise<StockSkuListing[]> {
  if (skus.length === 0) return Promise.resolve([]);
  return stockSkuListingsQuery(db).execute({ userId, skus });
}

/**
 * The seller's items and their listings live or being posted, reached from the items (the
 * (user_id, trim(sku)) index), not by reading every listing of the seller. Plain SQL: on every
 * stock change, and drizzle took longer to build such a query than the database takes to answer it.
 */
const listedJoin = (userId: string) => sql`from items i join listings l on l.item_id = i.id and l.user_id = i.user_id
    where i.user_id = ${userId} and l.status in ('active', 'publishing')`;

/** Which of these SKUs (trimmed) have a listing live or being posted: the check after a stock change. */
export async function findListedStockSkus(db: Executor, userId: string, skus: string[]): Promise<string[]> {
  if (skus.length === 0) return [];
  const result = await db.execute(sql`
    select distinct trim(i.sku) as sku ${listedJoin(userId)}
      and trim(i.sku) in (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})`);
  return (result as unknown as { rows: { sku: string }[] }).rows.map((r) => r.sku);
}

/** The same check for one SKU, as a boolean expression a stock movement's own statement reads (decision 041). */
export const listedStockSql = (userId: string, sku: string): SQL =>
  sql`exists (select 1 ${listedJoin(userId)} and trim(i.sku) = ${sku.trim()})`;

/** Sellers with something live on eBay: the ones the sales sync reads. */
export async function findSellersWithActiveListings(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ userId: listings.userId }).from(listings).where(eq(listings.status, 'active'));
  return rows.map((r) => r.userId);
}

/**
 * The profile's listings_used (spec part 3, section 3), for the calendar month
 * (issue 18, point 6): listings that went live since `since`. Counted from the
 * listings each time, so it resets with the month and never drifts.
 */
const postedSinceQuery = reusableQuery((db, name) =>
  db
    .select({ n: count() })
    .from(listings)
    .where(
      and(
        eq(listings.userId, sql.placeholder('userId')),
        gte(listings.listedAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    )
    .prepare(name),
);

export async function countListingsPostedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await postedSinceQuery(db).execute({ userId, since: since.toISOString() });
  return row?.n ?? 0;
}

const activeCountQuery = reusableQuery((db, name) =>
  db
    .select({ n: count() })
    .from(listings)
    .where(and(eq(listings.userId, sql.placeholder('userId')), eq(listings.status, sql`'active'`)))
    .prepare(name),
);

export async function countActiveListings(db: Executor, userId: string): Promise<number> {
  const [row] = await activeCountQuery(db).execute({ userId });
  return row?.n ?? 0;
}
