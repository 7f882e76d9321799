import { randomUUID } from 'node:crypto';
import {
  AI_MESSAGES,
  GENERATE_TEXT,
  type GenerateGroup,
  type GenerateResult,
  complianceScore,
  endListingFailedText,
  type GenerateScreen,
  type GroupListing,
  type ItemReadiness,
  type ListingItem,
  type ListingNotEnded,
  type ListingStatus,
  type PageQuery,
  type UpdateListing,
} from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../../auth/session-user';
import { AppError, notFound } from '../../errors/app-error';
import { decodeCursor, pageOf, TEXT_KEY } from '../../http/keyset';
import type { JobQueue } from '../../jobs/job-queue';
import { deleteStoredItem } from './stored-items.service';
import {
  findAssignedPhotos,
  findGroupPagePhotos,
  findGroupSkuPage,
  photoFileUrl,
  resetSku,
  type GroupPagePhoto,
} from '../photos';
import { findGroupPhotos } from './generate-item';
import { analysisOf, toListingItem } from './item-record';
import { specificsAfterEdit } from './item-specifics';
import { changesWhatItIs, deriveForChange, textAfterEdit } from './listing-derivation';
import { rulesFor, cachedRulesForMany, type TaxonomyDeps } from '../taxonomy';
import { ANALYZE_ITEM_JOB } from './items.jobs';
import * as repo from './items.repository';

export type ItemsDeps = {
  db: Db;
  jobs: JobQueue;
  logger: FastifyBaseLogger;
  taxonomy: TaxonomyDeps;
  /** Asks for the item to be priced again (issue 16: its category, brand, size or condition changed). */
  repriceItem?: (userId: string, itemId: string) => Promise<void>;
};
/** Ends the items' live eBay listings, naming those eBay did not end; composed in createDeps (issue 18, point 5). */
export type ItemListingsEnder = (userId: string, itemIds: string[]) => Promise<ListingNotEnded[]>;

/** Each item's eBay listing (status and page), by item id; composed in createDeps so items does not import listings. */
export type ItemListingsReader = (userId: string, itemIds: string[]) => Promise<Map<string, GroupListing>>;

/** What reading and editing one item needs: its rows and its category's rules. */
export type ItemReadDeps = Pick<ItemsDeps, 'db' | 'taxonomy'>;

const itemNotFound = () => notFound('That item');

/** A queued or running generation whose job is gone (its worker died for good) is shown, and can be retried. */
const LOST_CHECK_AFTER_MS = 30_000;

type GroupState = {
  sku: string;
  photos: GroupPagePhoto[];
  item: repo.ItemRow | undefined;
  generation: repo.GenerationRow | undefined;
  lost: boolean;
};

async function lostRequests(jobs: JobQueue, generations: repo.GenerationRow[]): Promise<Set<string>> {
  const pending = generations.filter(
    (g) =>
      (g.status === 'queued' || g.status === 'analyzing') && Date.now() - g.updatedAt.getTime() > LOST_CHECK_AFTER_MS,
  );
  if (pending.length === 0) return new Set();
  const live = await jobs.liveJobIds(
    ANALYZE_ITEM_JOB,
    pending.flatMap((g) => (g.jobId ? [g.jobId] : [])),
  );
  return new Set(pending.filter((g) => !g.jobId || !live.has(g.jobId)).map((g) => g.requestId));
}

/**
 * Section 4.4, initial load: photos assigned or processed with a SKU, grouped by
 * SKU (in SKU order); the seller's items, newest first; and where each group's
 * generation stands.
 */
async function readGroups(deps: ItemsDeps, userId: string, skus?: string[]): Promise<GroupState[]> {
  const photos: GroupPagePhoto[] = skus
    ? await findGroupPagePhotos(deps.db, userId, skus)
    : await findAssignedPhotos(deps.db, userId);
  const [items, generations] = await Promise.all([
    skus
      ? repo.findGroupItems(
          deps.db,
          userId,
          skus,
          photos.flatMap((p) => (p.assignedItemId ? [p.assignedItemId] : [])),
        )
      : repo.findItems(deps.db, userId),
    repo.findGenerations(deps.db, userId, skus),
  ]);
  const lost = await lostRequests(deps.jobs, generations);
  const bySku = new Map<string, GroupPagePhoto[]>();
  for (const photo of photos) {
    if (!photo.assignedSku) continue;
    const group = bySku.get(photo.assignedSku);
    if (group) group.push(photo);
    else bySku.set(photo.assignedSku, [photo]);
  }
  // Looked up by key, not searched: a seller with thousands of groups must not cost groups x items.
  const itemBySku = new Map<string, repo.ItemRow>();
  const itemById = new Map<string, { item: repo.ItemRow; rank: number }>();
  items.forEach((item, rank) => {
    if (item.sku && !itemBySku.has(item.sku)) itemBySku.set(item.sku, item);
    itemById.set(item.id, { item, rank });
  });
  const generationBySku = new Map(generations.map((g) => [g.sku, g]));
  const newestLinked = (group: GroupPagePhoto[]) =>
    group
      .flatMap((p) => (p.assignedItemId ? (itemById.get(p.assignedItemId) ?? []) : []))
      .sort((a, b) => a.rank - b.rank)[0]?.item;
  return [...bySku].map(([sku, group]) => {
    const generation = generationBySku.get(sku);
    const item = itemBySku.get(sku) ?? newestLinked(group);
    return { sku, photos: group, item, generation, lost: generation ? lost.has(generation.requestId) : false };
  });
}

/** A group with a stored item starts as complete, one without as not_started (section 4.4). */
function statusOf(state: GroupState): { status: ListingStatus; queued: boolean; error: string | null } {
  const g = state.generation;
  if (!g) return { status: state.item ? 'complete' : 'not_started', queued: false, error: null };
  if ((g.status === 'queued' || g.status === 'analyzing') && state.lost)
    return { status: 'needs_attention', queued: false, error: GENERATE_TEXT.lostJob };
  if (g.status === 'queued') return { status: 'analyzing', queued: true, error: null };
  // A failed first try is about the photos it saw: photos assigned (or turned) since make it a new group.
  const changedSince = (at: Date) => state.photos.some((p) => p.updatedAt.getTime() > at.getTime());
  if (g.status === 'needs_attention' && !state.item && changedSince(g.finishedAt ?? g.updatedAt))
    return { status: 'not_started', queued: false, error: null };
  return { status: g.status, queued: false, error: g.status === 'needs_attention' ? g.error : null };
}

/** Items with their categories' current rules (one lookup per category, not per item). */
async function listingItemsOf(deps: ItemReadDeps, rows: repo.ItemRow[]): Promise<Map<string, ListingItem>> {
  // Each stored analysis is read once: its parse is most of what a list page costs.
  const analyses = rows.map((row) => analysisOf(row));
  const rules = await cachedRulesForMany(
    deps.taxonomy,
    analyses.flatMap((a) => a.ebay_category_id ?? []),
  );
  return new Map(
    rows.map((row, i) => {
      const analysis = analyses[i] ?? analysisOf(row);
      return [row.id, toListingItem(row, rules.get(analysis.ebay_category_id ?? '') ?? null, analysis)];
    }),
  );
}

function toGroup(
  state: GroupState,
  items: Map<string, ListingItem>,
  listings: Map<string, GroupListing>,
): GenerateGroup {
  const times = [
    ...state.photos.map((p) => p.updatedAt.getTime()),
    state.item?.updatedAt.getTime() ?? 0,
    state.generation?.updatedAt.getTime() ?? 0,
  ];
  return {
    sku: state.sku,
    photos: state.photos.map((p) => ({
      id: p.id,
      image_url: p.imageUrl,
      thumbnail_url: photoFileUrl(p.id, 'thumb', p.rotation),
    })),
    ...statusOf(state),
    item: state.item ? (items.get(state.item.id) ?? null) : null,
    listing: state.item ? (listings.get(state.item.id) ?? null) : null,
    last_updated: new Date(Math.max(...times)).toISOString(),
  };
}

/**
 * A page of the Generate screen: SKU groups in SKU order (issue 19: keyset
 * pagination by SKU), each with its item's eBay listing, read for the whole page at once.
 */
export async function listGroups(
  deps: ItemsDeps & { itemListings: ItemListingsReader },
  user: SessionUser,
  query: PageQuery,
): Promise<GenerateScreen> {
  const after = decodeCursor(query.after, [TEXT_KEY])?.[0];
  const page = pageOf(await findGroupSkuPage(deps.db, user.id, { limit: query.limit, after }), query.limit, (sku) => [
    sku,
  ]);
  if (page.rows.length === 0) return { groups: [], next_cursor: null };
  const states = await readGroups(deps, user.id, page.rows);
  const rows = states.flatMap((s) => s.item ?? []);
  const [items, listings] = await Promise.all([
    listingItemsOf(deps, rows),
    deps.itemListings(
      user.id,
      rows.map((r) => r.id),
    ),
  ]);
  return { groups: states.map((state) => toGroup(state, items, listings)), next_cursor: page.nextCursor };
}

/**
 * Generate one item or several: each group gets a new request and one
 * `items.analyze` job; a group already queued or running is left alone, so
 * two bulk runs started at once queue each group once. Only enqueues.
 */
async function enqueue(deps: ItemsDeps, userId: string, states: GroupState[]): Promise<GenerateResult> {
  const lost = states.flatMap((s) => (s.lost && s.generation ? [s.generation.requestId] : []));
  const result: GenerateResult = { queued: [], skipped: [] };
  for (const state of states) {
    const requestId = randomUUID();
    const row = await repo.queueGeneration(deps.db, {
      userId,
      sku: state.sku,
      requestId,
      itemId: state.item?.id ?? null,
      replaceable: lost,
    });
    if (!row) {
      result.skipped.push(state.sku);
      continue;
    }
    try {
      const jobId = await deps.jobs.send(ANALYZE_ITEM_JOB, { userId, sku: state.sku, requestId });
      if (jobId) await repo.setGenerationJob(deps.db, userId, requestId, jobId);
      result.queued.push(state.sku);
    } catch (error) {
      deps.logger.error({ err: error, sku: state.sku }, 'items.analyze could not be queued');
      await repo.finishGeneration(deps.db, {
        userId,
        requestId,
        status: 'needs_attention',
        error: AI_MESSAGES.failed('the job could not be queued'),
      });
      result.skipped.push(state.sku);
    }
  }
  return result;
}

export async function generateGroups(deps: ItemsDeps, user: SessionUser, skus: string[]): Promise<GenerateResult> {
  const states = await readGroups(deps, user.id);
  const wanted = [...new Set(skus)].map((sku) => states.find((s) => s.sku === sku));
  // One unknown or foreign SKU answers 404 for the whole request, and nothing is queued.
  if (wanted.some((s) => s === undefined)) throw itemNotFound();
  return enqueue(deps, user.id, wanted as GroupState[]);
}

/** Bulk generation (section 4.4): every group not started or needing attention. */
export async function generateAll(deps: ItemsDeps, user: SessionUser): Promise<GenerateResult> {
  const states = await readGroups(deps, user.id);
  const due = states.filter((s) => {
    const { status } = statusOf(s);
    return status === 'not_started' || status === 'needs_attention';
  });
  return enqueue(deps, user.id, due);
}

/** Whether eBay would take the item: its problems and the compliance figure, from the same validator. */
export async function getReadiness(deps: ItemReadDeps, user: SessionUser, itemId: string): Promise<ItemReadiness> {
  const row = await repo.findItem(deps.db, user.id, itemId);
  if (!row) throw itemNotFound();
  const categoryId = analysisOf(row).ebay_category_id;
  const rules = categoryId ? await rulesFor(deps.taxonomy, categoryId) : null;
  const item = toListingItem(row, rules);
  return { problems: item.problems, compliance: complianceScore(item, rules) };
}

/** One item as the screens show it, with its category's current rules and problems. */
export async function getListing(deps: ItemReadDeps, user: SessionUser, itemId: string): Promise<ListingItem> {
  const row = await repo.findItem(deps.db, user.id, itemId);
  if (!row) throw itemNotFound();
  return toReadItem(deps, row);
}

async function toReadItem(deps: ItemReadDeps, row: repo.ItemRow): Promise<ListingItem> {
  const categoryId = analysisOf(row).ebay_category_id;
  return toListingItem(row, categoryId ? await rulesFor(deps.taxonomy, categoryId) : null);
}

const money = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** Section 7's update by id, from the Generate screen or the Edit modal: saved to the item (DESIGN section 2). */
export async function updateListing(
  deps: ItemReadDeps & Pick<ItemsDeps, 'repriceItem' | 'logger'>,
  user: SessionUser,
  itemId: string,
  changes: UpdateListing,
): Promise<ListingItem> {
  const { db } = deps;
  const before = await repo.findItem(db, user.id, itemId);
  if (!before) throw itemNotFound();
  const values: Partial<repo.NewItemRow> = {};
  if (changes.title !== undefined) values.title = changes.title;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.category !== undefined) values.category = changes.category;
  if (changes.condition !== undefined) values.condition = changes.condition;
  if (changes.brand !== undefined) values.brand = changes.brand;
  if (changes.size !== undefined) values.size = changes.size;
  if (changes.color !== undefined) values.color = changes.color;
  if (changes.model_number !== undefined) values.modelNumber = changes.model_number;
  if (changes.ai_suggested_keywords !== undefined)
    values.aiSuggestedKeywords = [...new Set(changes.ai_suggested_keywords)];
  // The price the seller sets here is the listing's price; a final price from the details page gives way to it.
  if (changes.price !== undefined) Object.assign(values, { suggestedPrice: money(changes.price), finalPrice: null });
  if (changes.primary_image_url !== undefined) {
    if (!before.images.includes(changes.primary_image_url)) {
      const message = "Choose one of the item's photos.";
      throw new AppError('validation_failed', message, { errors: [{ path: 'primary_image_url', message }] });
    }
    values.primaryImageUrl = changes.primary_image_url;
  }
  const touchesSpecifics = ['item_specifics', 'brand', 'color', 'size'].some((k) => k in changes);
  if (touchesSpecifics) {
    const analysis = analysisOf(before);
    values.aiAnalysis = {
      ...before.aiAnalysis,
      ebay_item_specifics: specificsAfterEdit(analysis.ebay_item_specifics, changes, analysis.ebay_aspects),
    };
  }
  // Derived from the item as this edit leaves it: its new brand, size and specifics count.
  const edited = {
    ...before,
    ...values,
    aiAnalysis: (values.aiAnalysis as Record<string, unknown>) ?? before.aiAnalysis,
  };
  if (changesWhatItIs(changes)) Object.assign(values, (await deriveForChange(deps.taxonomy, edited, changes)).values);
  else if (touchesSpecifics) Object.assign(values, textAfterEdit(before, edited));
  const updated = await db.transaction(async (tx) => {
    const saved = await repo.updateItem(tx, user.id, itemId, values);
    if (saved && changes.reviewed) await repo.completeGeneration(tx, user.id, itemId);
    return saved;
  });
  if (!updated) throw itemNotFound();
  if (changesPricingInputs(before, updated)) await askForReprice(deps, user.id, itemId);
  return toReadItem(deps, updated);
}

/** Issue 16: what the pricing agent searches by. */
const changesPricingInputs = (before: repo.ItemRow, after: repo.ItemRow): boolean =>
  (['category', 'brand', 'size', 'condition'] as const).some((k) => (before[k] ?? '') !== (after[k] ?? '')) ||
  analysisOf(before).ebay_category_id !== analysisOf(after).ebay_category_id;

/** The edit is saved whatever happens here: a refresh that cannot be asked for is logged. */
async function askForReprice(deps: Pick<ItemsDeps, 'repriceItem' | 'logger'>, userId: string, itemId: string) {
  if (!deps.repriceItem) return;
  try {
    await deps.repriceItem(userId, itemId);
  } catch (error) {
    deps.logger.warn({ err: error, itemId }, 'the item could not be queued for repricing');
  }
}

/**
 * Delete from the Generate screen (section 4.4): the stored item with what
 * depends on it, then the group's photos back to unassigned (SKU and item
 * cleared, status uploaded). A live eBay listing of the item is ended first,
 * and the item kept when eBay does not end it (issue 18, point 5). The
 * generation row goes next, so a job still running for the group finds nothing
 * to save into.
 */
export async function deleteGroup(
  deps: ItemsDeps & { endItemListings: ItemListingsEnder },
  user: SessionUser,
  sku: string,
): Promise<void> {
  const photos = await findGroupPhotos(deps.db, user.id, sku);
  const linked = photos.find((p) => p.assignedItemId)?.assignedItemId;
  const item =
    (await repo.findItemBySku(deps.db, user.id, sku)) ??
    (linked ? await repo.findItem(deps.db, user.id, linked) : undefined);
  if (photos.length === 0 && !item) throw itemNotFound();
  const [notEnded] = item ? await deps.endItemListings(user.id, [item.id]) : [];
  if (notEnded) throw new AppError('conflict', endListingFailedText(notEnded.message));
  await repo.deleteGeneration(deps.db, user.id, sku);
  if (item) {
    try {
      await deleteStoredItem(deps.db, user.id, item.id);
    } catch (cause) {
      deps.logger.warn({ err: cause, itemId: item.id }, 'item delete failed');
      throw new AppError('conflict', GENERATE_TEXT.deleteFailed, { cause });
    }
  }
  await resetSku(deps.db, user, sku);
}
