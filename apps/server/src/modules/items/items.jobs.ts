import { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/job-queue';
import { runGeneration, type GenerationDeps } from './generate-item';

export const AnalyzeItemJobSchema = z.object({
  userId: z.string().min(1),
  sku: z.string().min(1),
  /** The generation request this job serves; a newer Generate makes it a no-op. */
  requestId: z.string().uuid(),
});
export type AnalyzeItemJob = z.infer<typeof AnalyzeItemJobSchema>;

/**
 * `items.analyze`: one SKU group's analysis and save (spec part 2, section 4.4,
 * 'Generation of one item'). Requests only send it (STYLE habit 6). A crashed
 * worker's job runs again once its heartbeat is 30 s old (decision 029); the
 * handler is idempotent, so that run updates the same item.
 */
export const ANALYZE_ITEM_JOB: JobSpec<AnalyzeItemJob> = {
  name: 'items.analyze',
  schema: AnalyzeItemJobSchema,
  retryLimit: 2,
  retryDelaySeconds: 5,
  // Only for a worker that is alive but stuck: long enough for a remote provider's three
  // attempts with Retry-After waits. A dead worker's job is retried by the heartbeat sweep.
  expireInMinutes: 10,
};

export function analyzeItemJob(deps: GenerationDeps): JobDefinition<AnalyzeItemJob> {
  return {
    ...ANALYZE_ITEM_JOB,
    handler: (data, context) => runGeneration({ ...deps, logger: context.logger }, data, context),
  };
}
