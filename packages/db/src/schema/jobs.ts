import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per job a worker is running, its time refreshed every few seconds
 * (issue 19, point 4; decision 029). A running job (pg-boss `active`) whose
 * row is missing or older than the stale limit belonged to a process that died,
 * and a sweep sends it back to be retried instead of waiting for its expiry.
 */
export const jobHeartbeats = pgTable(
  'job_heartbeats',
  {
    jobId: uuid('job_id').primaryKey(),
    jobName: text('job_name').notNull(),
    /** The process (one id per job queue) running it, for the logs. */
    workerId: text('worker_id').notNull(),
    beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_heartbeats_worker_idx').on(t.workerId)],
);
