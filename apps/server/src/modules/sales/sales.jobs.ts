import { z } from 'zod';
import type { JobQueue, JobSpec } from '../../jobs/job-queue';
import { listSellersWithActiveListings } from '../listings';
import { syncSales, type SalesDeps } from './sales.service';

const SyncSalesJobSchema = z.object({ userId: z.string().min(1) });
type SyncSalesJob = z.infer<typeof SyncSalesJobSchema>;

/** `sales.sync`: one seller's orders read from eBay and recorded (issue 8, point 4). */
export const SYNC_SALES_JOB: JobSpec<SyncSalesJob> = {
  name: 'sales.sync',
  schema: SyncSalesJobSchema,
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInMinutes: 10,
};

/** A sync now, besides the schedule: only enqueued, reading eBay's orders is the job's work (STYLE habit 6). */
export async function requestSalesSync(jobs: Pick<JobQueue, 'send'>, userId: string): Promise<{ queued: boolean }> {
  return { queued: (await jobs.send(SYNC_SALES_JOB, { userId })) !== null };
}

/** `sales.sync_all`: fired by the schedule; one `sales.sync` per seller with a live listing. */
export const SYNC_ALL_SALES_JOB: JobSpec<Record<string, never>> = {
  name: 'sales.sync_all',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  expireInMinutes: 5,
};

/** A cron line for "every N minutes" (under 60), or every N/60 hours. */
export function cronEvery(minutes: number): string {
  return minutes < 60 ? `*/${minutes} * * * *` : `0 */${minutes / 60} * * *`;
}

/**
 * Registers the sales sync on a started queue and schedules it every
 * SALES_SYNC_MINUTES (15 by default). pg-boss keeps the schedule in Postgres,
 * so with several workers it still fires once; 0 removes it.
 */
export async function startSalesSync(deps: SalesDeps & { jobs: JobQueue }, minutes: number): Promise<void> {
  const { jobs } = deps;
  await jobs.work({
    ...SYNC_SALES_JOB,
    handler: async (data, context) => {
      const result = await syncSales({ ...deps, logger: context.logger }, data.userId);
      context.logger.info({ userId: data.userId, ...result }, 'sales synced');
      return result;
    },
  });
  await jobs.work({
    ...SYNC_ALL_SALES_JOB,
    handler: async () => {
      const sellers = await listSellersWithActiveListings(deps.db);
      for (const userId of sellers) await jobs.send(SYNC_SALES_JOB, { userId });
      return { sellers: sellers.length };
    },
  });
  if (minutes > 0) await jobs.boss.schedule(SYNC_ALL_SALES_JOB.name, cronEvery(minutes), {}, { tz: 'UTC' });
  else await jobs.boss.unschedule(SYNC_ALL_SALES_JOB.name);
}
