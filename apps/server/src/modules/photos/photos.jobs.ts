import { PHOTO_UPLOAD_BATCH } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { JobDefinition, JobQueue, JobSpec } from '../../jobs/job-queue';
import { ORPHAN_GRACE_MS, sweepOrphanFiles, type StoredFilesDeps } from './photo-orphans';
import { scoreUploadedPhotos, type SafetyDeps } from './photo-safety';
import * as repo from './photos.repository';
import type { UploadActivity } from './upload-activity';

export const PhotoSafetyJobSchema = z.object({
  userId: z.string().min(1),
  /** The photos one upload request stored. */
  photoIds: z.array(z.string().uuid()).min(1).max(PHOTO_UPLOAD_BATCH),
  /** Until when (epoch ms) the check may wait for this process's uploads to end (decision 035); absent: no wait. */
  deferUntil: z.number().int().positive().optional(),
});
export type PhotoSafetyJob = z.infer<typeof PhotoSafetyJobSchema>;

/**
 * The longest a check waits for uploads to end (decision 035): a seller who keeps
 * uploading still sees a flagged photo marked half a minute after its upload.
 */
export const SAFETY_CHECK_MAX_WAIT_MS = 30_000;

/**
 * `photos.safety` (decision 011): the adult-content scores of one upload's
 * photos, sent after the upload is stored so it never slows the upload.
 * Before each photo it waits while uploads run in this process, up to
 * `deferUntil` (decision 035), so the model does not take their cores.
 * Idempotent: a photo that already has a score is skipped, so a retry only
 * scores what failed. Posting does not wait for it (it scores what is missing).
 */
export const PHOTO_SAFETY_JOB: JobSpec<PhotoSafetyJob> = {
  name: 'photos.safety',
  schema: PhotoSafetyJobSchema,
  retryLimit: 2,
  retryDelaySeconds: 10,
  expireInMinutes: 5,
};

export function photoSafetyJob(deps: SafetyDeps & { uploadActivity: UploadActivity }): JobDefinition<PhotoSafetyJob> {
  return {
    ...PHOTO_SAFETY_JOB,
    handler: async (data, context) => {
      const { deferUntil } = data;
      const result = await scoreUploadedPhotos({ ...deps, logger: context.logger }, data.userId, data.photoIds, {
        finalAttempt: context.finalAttempt,
        ...(deferUntil ? { beforeEach: () => deps.uploadActivity.settled(deferUntil) } : {}),
      });
      if (result.failed > 0 && !context.finalAttempt)
        throw new Error(`${result.failed} photo(s) could not be scored; the job will be tried again`);
      return result;
    },
  };
}

type Sweep = JobSpec<Record<string, never>>;
const sweepSpec = (name: string): Sweep => ({
  name,
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  expireInMinutes: 30,
});

/**
 * An hourly job need not be looked for twice a second: each query of an idle fetch loop costs
 * the embedded database a few milliseconds of the cores uploads use (decision 035).
 */
const SWEEP_POLLING_SECONDS = 30;

/**
 * A sweep runs every hour at `minute`, and once when the workers start (a crash is often
 * followed by a start): that first one is queued before the worker's first look, so it runs at once.
 */
async function startHourlySweep(
  jobs: JobQueue,
  sweep: Sweep,
  minute: number,
  run: (logger: FastifyBaseLogger) => Promise<unknown>,
): Promise<void> {
  await jobs.send(sweep, {});
  await jobs.work(
    { ...sweep, handler: (_data, context) => run(context.logger) },
    { pollingIntervalSeconds: SWEEP_POLLING_SECONDS },
  );
  await jobs.boss.schedule(sweep.name, `${minute} * * * *`, {}, { tz: 'UTC' });
}

/** `photos.sweep-orphans` (issue 19, point 4): stored files no photo row owns, older than an hour, removed. */
export const SWEEP_ORPHAN_FILES_JOB = sweepSpec('photos.sweep-orphans');

export function startOrphanFileSweep(deps: StoredFilesDeps & { jobs: JobQueue }): Promise<void> {
  return startHourlySweep(deps.jobs, SWEEP_ORPHAN_FILES_JOB, 23, (logger) =>
    sweepOrphanFiles({ ...deps, logger }, { prefix: '', graceMs: ORPHAN_GRACE_MS }),
  );
}

/**
 * `photos.sweep-unchecked` (decision 035): photos never checked for adult content whose check
 * is not queued (their process died between the rows and the job, or the job could not be
 * sent) get one again. Photos younger than a minute are left to their own upload's job.
 */
const SWEEP_UNCHECKED_PHOTOS_JOB = sweepSpec('photos.sweep-unchecked');
const UNCHECKED_GRACE_MS = 60_000;
/** Photos sent per sweep: a backlog (photos stored before the check existed) is spread over hours. */
const UNCHECKED_PER_SWEEP = 500;

async function sendMissingSafetyChecks(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'send' | 'livePayloads'>;
  logger: FastifyBaseLogger;
}): Promise<{ sent: number }> {
  const queued = new Set((await deps.jobs.livePayloads(PHOTO_SAFETY_JOB)).flatMap((job) => job.photoIds));
  const unchecked = (
    await repo.findUncheckedPhotos(deps.db, { olderThanMs: UNCHECKED_GRACE_MS, limit: UNCHECKED_PER_SWEEP })
  ).filter((photo) => !queued.has(photo.id));
  const bySeller = new Map<string, string[]>();
  for (const photo of unchecked) {
    const ids = bySeller.get(photo.userId) ?? [];
    ids.push(photo.id);
    bySeller.set(photo.userId, ids);
  }
  for (const [userId, ids] of bySeller) {
    for (let at = 0; at < ids.length; at += PHOTO_UPLOAD_BATCH) {
      const photoIds = ids.slice(at, at + PHOTO_UPLOAD_BATCH);
      await deps.jobs.send(PHOTO_SAFETY_JOB, { userId, photoIds, deferUntil: Date.now() + SAFETY_CHECK_MAX_WAIT_MS });
    }
  }
  if (unchecked.length > 0) deps.logger.warn({ photos: unchecked.length }, 'adult-content checks sent again');
  return { sent: unchecked.length };
}

export function startUncheckedPhotoSweep(deps: { db: Db; jobs: JobQueue; logger: FastifyBaseLogger }): Promise<void> {
  return startHourlySweep(deps.jobs, SWEEP_UNCHECKED_PHOTOS_JOB, 41, (logger) =>
    sendMissingSafetyChecks({ ...deps, logger }),
  );
}
