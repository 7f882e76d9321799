import { PHOTO_UPLOAD_BATCH } from '@listlens/shared';
import { z } from 'zod';
import type { JobDefinition, JobQueue, JobSpec } from '../../jobs/job-queue';
import { ORPHAN_GRACE_MS, sweepOrphanFiles, type StoredFilesDeps } from './photo-orphans';
import { scoreUploadedPhotos, type SafetyDeps } from './photo-safety';

export const PhotoSafetyJobSchema = z.object({
  userId: z.string().min(1),
  /** The photos one upload request stored. */
  photoIds: z.array(z.string().uuid()).min(1).max(PHOTO_UPLOAD_BATCH),
});
export type PhotoSafetyJob = z.infer<typeof PhotoSafetyJobSchema>;

/**
 * `photos.safety` (decision 011): the adult-content scores of one upload's
 * photos, sent after the upload is stored so it never slows the upload.
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

export function photoSafetyJob(deps: SafetyDeps): JobDefinition<PhotoSafetyJob> {
  return {
    ...PHOTO_SAFETY_JOB,
    handler: async (data, context) => {
      const result = await scoreUploadedPhotos({ ...deps, logger: context.logger }, data.userId, data.photoIds, {
        finalAttempt: context.finalAttempt,
      });
      if (result.failed > 0 && !context.finalAttempt)
        throw new Error(`${result.failed} photo(s) could not be scored; the job will be tried again`);
      return result;
    },
  };
}

/** `photos.sweep-orphans` (issue 19, point 4): stored files no photo row owns, older than an hour, removed. */
export const SWEEP_ORPHAN_FILES_JOB: JobSpec<Record<string, never>> = {
  name: 'photos.sweep-orphans',
  schema: z.object({}).strict() as z.ZodType<Record<string, never>>,
  retryLimit: 1,
  expireInMinutes: 30,
};

/** Every hour, and once when the workers start (a crash mid-upload is often followed by a start). */
export async function startOrphanFileSweep(deps: StoredFilesDeps & { jobs: JobQueue }): Promise<void> {
  await deps.jobs.work({
    ...SWEEP_ORPHAN_FILES_JOB,
    handler: (_data, context) =>
      sweepOrphanFiles({ ...deps, logger: context.logger }, { prefix: '', graceMs: ORPHAN_GRACE_MS }),
  });
  await deps.jobs.boss.schedule(SWEEP_ORPHAN_FILES_JOB.name, '23 * * * *', {}, { tz: 'UTC' });
  await deps.jobs.send(SWEEP_ORPHAN_FILES_JOB, {});
}
