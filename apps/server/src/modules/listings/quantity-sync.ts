import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { describeEbayErrors, EbayApiError, EbayNetworkError, isRetryableStatus } from '../../adapters/ebay/ebay-errors';
import { createEbayInventory, type QuantityUpdate } from '../../adapters/ebay/ebay-inventory';
import { AppError } from '../../errors/app-error';
import type { JobContext, JobDefinition, JobQueue, JobSpec } from '../../jobs/job-queue';
import { getSkuStock, type StockWatch } from '../inventory';
import { createEbaySession } from '../ebay-connection';
import { findListedStockSkus, findListingsForStockSku, listedStockSql } from './listings.repository';
import type { PostingDeps } from './posting-deps';

// Stock that changes after a post reaches eBay (decision 010): a change of a
// SKU's available quantity enqueues `listings.sync-quantity`, which sets the
// live listing's quantity on eBay to what the inventory has then.

export type QuantitySyncData = { userId: string; sku: string };

/**
 * Retried by pg-boss when eBay is down or throttles (after the HTTP client's
 * own retries) and while a post of the SKU is still running. Repeats are
 * harmless: the job sends absolute quantities read when it runs.
 */
const SYNC_QUANTITY_JOB: JobSpec<QuantitySyncData> = {
  name: 'listings.sync-quantity',
  schema: z.object({ userId: z.string().min(1), sku: z.string().trim().min(1) }),
  retryLimit: 5,
  retryDelaySeconds: 3,
  expireInMinutes: 5,
};

/** A burst of changes to one SKU (a run of +1 clicks) becomes at most two jobs in this many seconds. */
const SYNC_DEBOUNCE_SECONDS = 2;

type EnqueueDeps = { db: PostingDeps['db']; jobs: JobQueue; logger: FastifyBaseLogger };

/**
 * Queues the sync of the SKUs (trimmed, once each); with `lookUp`, only of those found with a
 * listing live or being posted. Never throws: a stock change stands even when its sync cannot be
 * queued, and the failure is logged.
 */
async function queueSync(deps: EnqueueDeps, userId: string, skus: string[], lookUp: boolean): Promise<void> {
  try {
    const wanted = [...new Set(skus.map((s) => s.trim()).filter(Boolean))];
    const listed = lookUp ? await findListedStockSkus(deps.db, userId, wanted) : wanted;
    for (const sku of listed) {
      await deps.jobs.send(
        SYNC_QUANTITY_JOB,
        { userId, sku },
        { singletonKey: `${userId}:${sku}`, debounceSeconds: SYNC_DEBOUNCE_SECONDS },
      );
    }
  } catch (error) {
    deps.logger.error({ err: error, userId, skus }, 'could not queue the eBay quantity sync');
  }
}

/**
 * Inventory's stock changes, wired to this sync by the app. Only SKUs with a listing live (or
 * being posted) on eBay get a job. A movement reads `listed` in its own write, after its row
 * lock; a post reads the stock it sends with a locking read (`getSkuStock`'s `forPosting`), so a
 * post claimed after that read finds the movement committed (decision 041).
 */
export function quantitySyncWatch(deps: EnqueueDeps): StockWatch {
  return {
    listed: listedStockSql,
    sync: (userId, skus) => queueSync(deps, userId, skus, false),
    changed: (userId, skus) => queueSync(deps, userId, skus, true),
  };
}

const retryable = (error: unknown) =>
  error instanceof EbayNetworkError || (error instanceof EbayApiError && isRetryableStatus(error.status));

export type QuantitySyncResult =
  | { synced: number; quantity: number; failed: number }
  | { skipped: 'untracked' | 'not_live' | 'not_connected' | 'refused' };

/**
 * `listings.sync-quantity`: the SKU's available quantity now, sent to its live
 * listings with bulk_update_price_quantity. 0 is sent as 0: eBay shows the
 * listing out of stock or ends it, as the seller's eBay settings say; we end
 * nothing ourselves. Listings that are not live are left alone.
 */
async function runQuantitySync(
  deps: Pick<PostingDeps, 'db' | 'ebay'>,
  data: QuantitySyncData,
  context: Pick<JobContext, 'logger' | 'finalAttempt'>,
): Promise<QuantitySyncResult> {
  const { userId, sku } = data;
  const log = context.logger.child({ userId, sku });
  const stock = await getSkuStock(deps.db, { userId, sku });
  if (!stock.tracked) return { skipped: 'untracked' };
  const listings = await findListingsForStockSku(deps.db, userId, [sku]);
  // A post still running read its quantity before this change: wait for it to go live.
  if (listings.some((l) => l.status === 'publishing') && !context.finalAttempt) {
    throw new Error(`a post of SKU ${sku} is still running; the quantity is sent once it is live`);
  }
  const live = listings.filter((l) => l.status === 'active' && l.ebayOfferId && l.sku);
  if (live.length === 0) return { skipped: 'not_live' };

  const quantity = Math.max(0, stock.available);
  const bySku = new Map<string, QuantityUpdate>();
  for (const l of live) {
    const ebaySku = l.sku ?? '';
    const update = bySku.get(ebaySku) ?? { sku: ebaySku, quantity, offerIds: [] };
    update.offerIds.push(l.ebayOfferId ?? '');
    bySku.set(ebaySku, update);
  }
  const inventory = createEbayInventory(deps.ebay.bases, deps.ebay.http);
  const session = createEbaySession(deps.ebay, userId);
  let answers;
  try {
    answers = await session.run((t) => inventory.bulkUpdateQuantities(t, [...bySku.values()]));
  } catch (error) {
    if (retryable(error)) throw error;
    if (error instanceof AppError && error.code === 'ebay_not_connected') {
      log.warn('eBay is not connected: the quantity was not sent');
      return { skipped: 'not_connected' };
    }
    if (error instanceof EbayApiError) {
      log.error({ status: error.status, ebay: error.message }, 'eBay refused the quantity update');
      return { skipped: 'refused' };
    }
    throw error;
  }
  const failed = answers.filter((a) => a.statusCode !== 200);
  for (const a of failed) {
    log.error(
      { ebaySku: a.sku, offerId: a.offerId, statusCode: a.statusCode, ebay: describeEbayErrors(a.errors) },
      'eBay refused the quantity of one entry',
    );
  }
  if (failed.some((a) => a.statusCode >= 500 || a.statusCode === 429) && !context.finalAttempt) {
    throw new Error(`eBay did not take the quantity of SKU ${sku}; it will be sent again`);
  }
  log.info({ quantity, listings: live.length }, 'quantity sent to eBay');
  return { synced: live.length, quantity, failed: failed.length };
}

export function syncQuantityJob(deps: Pick<PostingDeps, 'db' | 'ebay'>): JobDefinition<QuantitySyncData> {
  return { ...SYNC_QUANTITY_JOB, handler: (data, context) => runQuantitySync(deps, data, context) };
}
