import { PHOTO_UPLOAD_BATCH } from '@listlens/shared';
import { z } from 'zod';
import type { JobDefinition, JobSpec } from '../../jobs/job-queue';
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
