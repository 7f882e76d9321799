import { randomUUID } from 'node:crypto';
import {
  BusinessPolicyIdsSchema,
  EBAY_BULK_LIMIT,
  POSTING_TEXT,
  bulkPhotosNeedConfirmationText,
  livePlatforms,
  listingProblemsText,
  missingScopes,
  photosNeedConfirmationText,
  type BulkPublishRequest,
  type BulkPublishResult,
  type BusinessPolicyIds,
  type ListingItem,
  type ListingView,
  type PublishRequest,
} from '@listlens/shared';
import type { SessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import { getStatus } from '../ebay-connection';
import { assertSkuInStock } from '../inventory';
import { getListing } from '../items';
import { confirmFlaggedPhotos, findPhotosToConfirm } from '../photos';
import { getBusinessPolicies } from './business-policies';
import { ebaySkuOf } from './ebay-payloads';
import { postingProblems } from './posting-problems';
import { PUBLISH_LISTINGS_JOB } from './listings.jobs';
import * as repo from './listings.repository';
import { viewsOf } from './listings.service';
import type { PostingDeps, PostingRequestDeps } from './posting-deps';

// A Post only checks and enqueues (STYLE habit 6: a request never waits on
// eBay); the `listings.publish` job does the eBay calls.

const invalid = (message: string, path: string, errors = [{ path, message }]) =>
  new AppError('validation_failed', message, { errors });

/** Section 5: eBay needs a connected account with the critical scopes. */
async function assertConnected(deps: PostingDeps, userId: string): Promise<void> {
  const status = await getStatus(deps.ebay, userId);
  if (!status.connected) throw new AppError('ebay_not_connected', POSTING_TEXT.connectFirst);
  const critical = missingScopes(status.scopes, status.isManual).filter((s) => s.critical);
  if (critical.length > 0) {
    const scope = critical[0]?.name ?? '';
    throw new AppError(
      'ebay_not_connected',
      scope === 'sell.account'
        ? `${POSTING_TEXT.missingAccountScope}. Please reconnect your eBay account.`
        : `OAuth token missing required ${scope} scope for posting listings. Please reconnect your eBay account.`,
    );
  }
}

/**
 * What stops a post before any eBay call: missing required item specifics
 * (named, so the seller can fill them in the Edit modal), what eBay would
 * refuse anyway, and tracked stock at 0 (issue 6, point 4).
 */
async function assertReady(deps: PostingDeps, userId: string, item: ListingItem): Promise<void> {
  if (item.sku) await assertSkuInStock(deps.db, { userId, sku: item.sku });
  const problems = await postingProblems(deps, item, {});
  if (problems.length > 0)
    throw invalid(
      listingProblemsText(problems),
      'item',
      problems.map((p) => ({ path: p.field, message: p.message })),
    );
}

/**
 * Upload safety (decision 011): photos the adult-content check flagged are
 * posted only once the seller has confirmed them on the preview. Without that
 * the Post is refused (409) before anything is queued; with it, the
 * confirmation is stored. Photos not scored yet are scored here.
 */
async function confirmPhotos(
  deps: PostingDeps,
  userId: string,
  item: ListingItem,
  confirmedIds: readonly string[],
): Promise<void> {
  const toConfirm = await findPhotosToConfirm(deps, userId, item.images);
  const confirmed = new Set(confirmedIds.map((id) => id.toLowerCase()));
  const missing = toConfirm.filter((p) => !confirmed.has(p.id));
  if (missing.length > 0) {
    const message = photosNeedConfirmationText(missing.length);
    throw new AppError('photos_need_confirmation', message, { errors: [{ path: 'confirmedPhotoIds', message }] });
  }
  await confirmFlaggedPhotos(
    deps,
    userId,
    toConfirm.map((p) => p.id),
  );
}

/** Bulk publish has no confirmation: items with flagged photos are named and the whole request is refused. */
async function assertNoPhotosToConfirm(deps: PostingDeps, userId: string, items: ListingItem[]): Promise<void> {
  const errors: { path: string; message: string }[] = [];
  const labels: string[] = [];
  for (const item of items) {
    const toConfirm = await findPhotosToConfirm(deps, userId, item.images);
    if (toConfirm.length === 0) continue;
    const label = item.sku ?? item.title ?? item.id;
    labels.push(label);
    errors.push({ path: 'itemIds', message: `${label}: ${photosNeedConfirmationText(toConfirm.length)}` });
  }
  if (labels.length > 0)
    throw new AppError('photos_need_confirmation', bulkPhotosNeedConfirmationText(labels), { errors });
}

type Claimed = { row: repo.ListingRow; requestId: string } | { existing: repo.ListingRow };

/** One listing per item: a new post, or the one already publishing, live or sold. */
async function claim(
  deps: PostingDeps,
  userId: string,
  item: ListingItem,
  policies: BusinessPolicyIds,
): Promise<Claimed> {
  const before = await repo.findListingByItem(deps.db, userId, item.id);
  // A post whose job died is a failure by now, and can be claimed again.
  if (before?.status === 'publishing') await viewsOf(deps, userId, [before]);
  const requestId = randomUUID();
  const row = await repo.claimForPublish(deps.db, {
    userId,
    itemId: item.id,
    sku: ebaySkuOf(item.sku, item.id),
    title: item.title,
    description: item.description,
    price: item.price === null ? null : item.price.toFixed(2),
    images: item.images,
    platforms: ['ebay'],
    businessPolicies: policies,
    requestId,
  });
  if (row) return { row, requestId };
  const existing = await repo.findListingByItem(deps.db, userId, item.id);
  if (!existing) throw new Error(`listing of item ${item.id} neither claimed nor found`);
  return { existing };
}

async function enqueue(deps: PostingDeps, userId: string, claimed: { row: repo.ListingRow; requestId: string }[]) {
  for (let start = 0; start < claimed.length; start += EBAY_BULK_LIMIT) {
    const batch = claimed.slice(start, start + EBAY_BULK_LIMIT);
    const jobId = await deps.jobs.send(PUBLISH_LISTINGS_JOB, {
      userId,
      entries: batch.map((c) => ({ listingId: c.row.id, requestId: c.requestId })),
    });
    if (!jobId) continue;
    for (const c of batch) {
      await repo.setPublishJob(deps.db, c.row.id, c.requestId, jobId);
      c.row.publishJobId = jobId;
    }
  }
}

/** 'Post to N Platforms' (spec part 3, sections 2, 4 and 5): 202 with the listing, publishing. */
export async function requestPublish(
  deps: PostingDeps,
  user: SessionUser,
  input: PublishRequest,
): Promise<ListingView> {
  if (livePlatforms(input.platforms).length === 0) throw invalid(POSTING_TEXT.selectPlatform, 'platforms');
  const policies = BusinessPolicyIdsSchema.safeParse(input.policies ?? {});
  if (!policies.success) throw invalid(POSTING_TEXT.selectPolicies, 'policies');
  await assertConnected(deps, user.id);
  const item = await getListing(deps, user, input.itemId);
  const current = await repo.findListingByItem(deps.db, user.id, item.id);
  // Already live (or sold): answered as it is, never posted twice.
  if (current && (current.status === 'active' || current.status === 'sold'))
    return (await viewsOf(deps, user.id, [current]))[0]!;
  await assertReady(deps, user.id, item);
  await confirmPhotos(deps, user.id, item, input.confirmedPhotoIds ?? []);
  const claimed = await claim(deps, user.id, item, policies.data);
  if ('existing' in claimed) return (await viewsOf(deps, user.id, [claimed.existing]))[0]!;
  await enqueue(deps, user.id, [claimed]);
  return (await viewsOf(deps, user.id, [claimed.row]))[0]!;
}

/**
 * Bulk publish from the Generate screen (issue 8, point 5): the chosen items
 * in batches of 25, one `listings.publish` job and three eBay bulk calls per
 * batch. Items that cannot be posted are refused with their reason; the rest
 * each end live or with their own error. Items whose flagged photos are not
 * confirmed stop the whole request, named, before anything is queued
 * (decision 011).
 */
export async function requestBulkPublish(
  deps: PostingRequestDeps,
  user: SessionUser,
  input: BulkPublishRequest,
): Promise<BulkPublishResult> {
  await assertConnected(deps, user.id);
  let policies = input.policies;
  if (!policies) {
    const { defaults } = await getBusinessPolicies(deps, user.id);
    const chosen = BusinessPolicyIdsSchema.safeParse(defaults);
    if (!chosen.success) throw new AppError('ebay_rejected', POSTING_TEXT.noDefaults);
    policies = chosen.data;
  }
  const refused: BulkPublishResult['refused'] = [];
  const claimed: { row: repo.ListingRow; requestId: string }[] = [];
  const existing: repo.ListingRow[] = [];
  const toPost: ListingItem[] = [];
  for (const itemId of [...new Set(input.itemIds)]) {
    try {
      const item = await getListing(deps, user, itemId);
      const current = await repo.findListingByItem(deps.db, user.id, item.id);
      if (current && (current.status === 'active' || current.status === 'sold')) existing.push(current);
      else toPost.push(item);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ itemId, message: error.message });
    }
  }
  await assertNoPhotosToConfirm(deps, user.id, toPost);
  for (const item of toPost) {
    const itemId = item.id;
    try {
      await assertReady(deps, user.id, item);
      const result = await claim(deps, user.id, item, policies);
      if ('existing' in result) existing.push(result.existing);
      else claimed.push(result);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({ itemId, message: error.message });
    }
  }
  await enqueue(deps, user.id, claimed);
  return { listings: await viewsOf(deps, user.id, [...claimed.map((c) => c.row), ...existing]), refused };
}
