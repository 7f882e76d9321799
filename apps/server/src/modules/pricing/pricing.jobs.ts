import { z } from 'zod';
import type { JobDefinition, JobQueue, JobSpec } from '../../jobs/job-queue';
import { refreshItemPricing, type PricingDeps } from './pricing.service';

export const RefreshPricingJobSchema = z.object({ userId: z.string().min(1), itemId: z.string().uuid() });
export type RefreshPricingJob = z.infer<typeof RefreshPricingJobSchema>;

/**
 * `pricing.refresh`: one item priced again after its category, brand, size or
 * condition changed (issue 16). The edit only sends it (STYLE habit 6); a few
 * edits in a row make one run (debounced per item).
 */
export const REFRESH_PRICING_JOB: JobSpec<RefreshPricingJob> = {
  name: 'pricing.refresh',
  schema: RefreshPricingJobSchema,
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInMinutes: 5,
};

export function refreshPricingJob(deps: PricingDeps): JobDefinition<RefreshPricingJob> {
  return {
    ...REFRESH_PRICING_JOB,
    handler: async (data, context) => {
      await refreshItemPricing({ ...deps, logger: context.logger }, data.userId, data.itemId);
    },
  };
}

/** Sends the refresh; a failure to enqueue is logged by the caller, never undoes the edit. */
export async function sendPricingRefresh(jobs: JobQueue, userId: string, itemId: string): Promise<void> {
  await jobs.send(REFRESH_PRICING_JOB, { userId, itemId }, { singletonKey: `pricing:${itemId}`, debounceSeconds: 2 });
}
