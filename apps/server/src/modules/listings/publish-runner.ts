import {
  BusinessPolicyIdsSchema,
  POSTING_TEXT,
  listingProblemsText,
  photosNeedConfirmationText,
  validateListing,
  type BusinessPolicyIds,
  type PublishError,
} from '@listlens/shared';
import { createEbayInventory } from '../../adapters/ebay/ebay-inventory';
import type { JobContext } from '../../jobs/job-queue';
import { createStockForListing, getSkuStock } from '../inventory';
import { analysisOf, findItem, toListingItem } from '../items';
import { expireTreeCheck, rulesFor } from '../taxonomy';
import { findPhotosToConfirm } from '../photos';
import { inventoryItemBody, listingUrlOf, looksLikeMockListingId, offerBody } from './ebay-payloads';
import { createEbaySession } from '../ebay-connection';
import { markMilestone } from '../onboarding';
import * as repo from './listings.repository';
import {
  classify,
  ensureLocation,
  publishBulk,
  publishOne,
  type FlowDeps,
  type Outcome,
  type Prepared,
} from './publish-flows';
import type { PostingDeps } from './posting-deps';

export type PublishJobData = { userId: string; entries: { listingId: string; requestId: string }[] };

const failure = (message: string): PublishError => ({ message, details: [] });

/** The stock an item posted without an inventory record gets once it is live (issue 18, point 4). */
type NewStock = { sku: string; name: string; quantity: number };

/**
 * The eBay payloads of one claimed listing, from the item as it is now (it may
 * have been edited since the Post). What eBay would refuse anyway ends the
 * entry here, before any eBay call.
 */
async function prepare(
  deps: PostingDeps,
  userId: string,
  row: repo.ListingRow,
  untracked: Map<string, NewStock>,
): Promise<Prepared | PublishError> {
  const itemRow = await findItem(deps.db, userId, row.itemId);
  if (!itemRow) return failure(POSTING_TEXT.missingData);
  const categoryId = analysisOf(itemRow).ebay_category_id;
  const rules = categoryId ? await rulesFor(deps.taxonomy, categoryId) : null;
  const item = toListingItem(itemRow, rules);
  // Read after any stock movement of the SKU still running commits (decision 041).
  const stock = item.sku
    ? await getSkuStock(deps.db, { userId, sku: item.sku }, { forPosting: true })
    : { tracked: false as const };
  const quantity = stock.tracked ? stock.available : 1;
  const policiesChosen = BusinessPolicyIdsSchema.safeParse(row.businessPolicies).success;
  const problems = validateListing(item, rules, { quantity, policiesChosen });
  if (problems.length > 0) return failure(listingProblemsText(problems));
  // The item may have new photos since the Post: a flagged one still needs the seller's word (decision 011).
  const toConfirm = await findPhotosToConfirm(deps, userId, item.images);
  if (toConfirm.length > 0) return failure(photosNeedConfirmationText(toConfirm.length));
  const imageUrls = await deps.posting.photoLinks.publicUrlsFor(userId, item.images);
  if (imageUrls.length === 0) return failure('Add at least one photo.');
  const sku = row.sku ?? '';
  if (!stock.tracked && item.sku) untracked.set(row.id, { sku: item.sku, name: item.title || item.sku, quantity });
  const policies = row.businessPolicies as BusinessPolicyIds;
  return {
    row,
    sku,
    item: inventoryItemBody(item, imageUrls, quantity),
    offer: offerBody(item, sku, policies, quantity),
  };
}

/**
 * `listings.publish`: posts the claimed listings of one request (1 to 25).
 * Entries end live, or failed with eBay's errors in full; an outage leaves
 * them publishing and the job is tried again, and only its last attempt
 * turns an outage into a failure.
 */
export async function runPublish(deps: PostingDeps, data: PublishJobData, context: Pick<JobContext, 'finalAttempt'>) {
  const { userId } = data;
  const rows = await repo.findClaimed(deps.db, userId, data.entries);
  if (rows.length === 0) return { published: 0, failed: 0 };
  const batch: Prepared[] = [];
  const untracked = new Map<string, NewStock>();
  for (const row of rows) {
    const prepared = await prepare(deps, userId, row, untracked);
    if ('row' in prepared) batch.push(prepared);
    else await repo.markFailed(deps.db, row, prepared);
  }
  const flow: FlowDeps = {
    inventory: createEbayInventory(deps.ebay.bases, deps.ebay.http),
    session: createEbaySession(deps.ebay, userId),
    posting: deps.posting,
    userId,
    saveOfferId: (row, offerId) => repo.saveOfferId(deps.db, row, offerId),
  };
  let outcomes: Outcome[];
  try {
    if (batch.length > 0) await ensureLocation(flow);
    outcomes =
      batch.length === 1 ? [await publishOne(flow, batch[0]!)] : batch.length > 1 ? await publishBulk(flow, batch) : [];
  } catch (error) {
    // A whole call failed: every entry of the batch shares its fate.
    const shared = classify(error);
    outcomes = batch.map((p) => ({ row: p.row, ok: false, ...shared }));
  }
  return settle(deps, userId, outcomes, { finalAttempt: context.finalAttempt, untracked });
}

async function settle(
  deps: PostingDeps,
  userId: string,
  outcomes: Outcome[],
  { finalAttempt, untracked }: { finalAttempt: boolean; untracked: Map<string, NewStock> },
) {
  let published = 0;
  let failed = 0;
  let retry = 0;
  for (const outcome of outcomes) {
    if (outcome.ok) {
      if (looksLikeMockListingId(outcome.listingId)) {
        await repo.markFailed(deps.db, outcome.row, failure(POSTING_TEXT.mockListing));
        failed++;
        continue;
      }
      const url = listingUrlOf(deps.posting.environment, deps.ebay.bases.consent, outcome.listingId);
      const at = deps.ebay.now();
      const live = { offerId: outcome.offerId, listingId: outcome.listingId, url, at };
      // Inventory shows what eBay shows: the posted quantity becomes the SKU's stock, before
      // the listing reads as live (a reader never sees a live listing without its stock).
      const stock = untracked.get(outcome.row.id);
      if (stock) await createStockForListing(deps.db, userId, stock);
      if (!(await repo.markActive(deps.db, outcome.row, live))) continue;
      published++;
      await markMilestone(deps.db, userId, 'first_listing_posted', {
        itemId: outcome.row.itemId,
        listingId: outcome.listingId,
      });
      continue;
    }
    // 25012: the location we remembered is gone on eBay; make it again next time.
    if (outcome.error.details.some((d) => d.errorId === 25012)) deps.posting.knownLocations.delete(userId);
    // 25002 / 25021: eBay's rules differ from the cached ones; look for a new tree version next time.
    if (outcome.error.details.some((d) => d.errorId === 25002 || d.errorId === 25021))
      await expireTreeCheck(deps.taxonomy);
    if (outcome.retryable && !finalAttempt) {
      retry++;
      continue;
    }
    await repo.markFailed(deps.db, outcome.row, outcome.error);
    failed++;
  }
  if (retry > 0) throw new Error(`eBay did not answer for ${retry} listing(s); the post will be tried again`);
  return { published, failed };
}
