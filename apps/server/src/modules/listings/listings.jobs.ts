import { z } from 'zod';
import { EBAY_BULK_LIMIT } from '@listlens/shared';
import type { JobDefinition, JobSpec } from '../../jobs/job-queue';
import type { PostingDeps } from './posting-deps';
import { runPublish, type PublishJobData } from './publish-runner';

export const PublishJobSchema = z.object({
  userId: z.string().min(1),
  /** The listings of one Post (1) or of one bulk batch (at most 25, eBay's bulk limit). */
  entries: z
    .array(z.object({ listingId: z.string().uuid(), requestId: z.string().uuid() }))
    .min(1)
    .max(EBAY_BULK_LIMIT),
});

/**
 * `listings.publish` (STYLE habit 6): a request claims the listing and sends
 * this; the job talks to eBay. Its retries back the eBay client's own (3 per
 * call): a listing still open after them waits and is tried again, and a
 * crashed worker's job expires and runs again. Both are safe, since
 * publishing is idempotent by SKU (DESIGN section 8).
 */
export const PUBLISH_LISTINGS_JOB: JobSpec<PublishJobData> = {
  name: 'listings.publish',
  schema: PublishJobSchema,
  retryLimit: 4,
  retryDelaySeconds: 3,
  expireInMinutes: 10,
};

/** Listings posted at once per process; each job is one listing or one bulk batch. */
export const PUBLISH_CONCURRENCY = 3;

export function publishListingsJob(deps: PostingDeps): JobDefinition<PublishJobData> {
  return {
    ...PUBLISH_LISTINGS_JOB,
    handler: (data, context) => runPublish({ ...deps, logger: context.logger }, data, context),
  };
}
