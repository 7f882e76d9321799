import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_BATCH } from '@listlens/shared';
import type { AppDeps } from '../../app';
import { requireSessionUser } from '../../auth/session-user';
import { AppError } from '../../errors/app-error';
import { photoError } from './photo-errors';
import { ingestPhotos, type UploadPart } from './photos-ingest';

/** Uploads per seller: generous for real use, a wall against scripted floods (DESIGN section 9). */
const UPLOAD_RATE = { max: 120, windowMs: 10 * 60 * 1000 };

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** Adapts the streaming multipart parser to the service's parts, with our messages for its limits. */
async function* uploadParts(request: FastifyRequest): AsyncGenerator<UploadPart> {
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        yield { kind: 'field', name: part.fieldname, value: typeof part.value === 'string' ? part.value : '' };
        continue;
      }
      yield {
        kind: 'file',
        filename: part.filename,
        read: async () => {
          try {
            return await part.toBuffer();
          } catch (error) {
            if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw photoError('too_large', part.filename, error);
            throw error;
          }
        },
        skip: async () => {
          part.file.resume();
          await new Promise<void>((resolve) => part.file.once('end', () => resolve()));
        },
      };
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT') {
      throw new AppError('validation_failed', `Please upload at most ${PHOTO_UPLOAD_BATCH} photos at a time.`);
    }
    throw error;
  }
}

/**
 * POST /api/photos: the streamed upload. The multipart parser is registered in
 * this scope only, so no other route accepts multipart bodies.
 */
export function registerPhotoUploadRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: PHOTO_UPLOAD_BATCH,
        fields: 5,
        parts: PHOTO_UPLOAD_BATCH + 5,
        fieldSize: 64 * 1024,
      },
    });
    scope.post('/api/photos', async (request, reply) => {
      const user = await requireSessionUser(deps.auth, request);
      await deps.rateLimiter.hit(`photos-upload:${user.id}`, UPLOAD_RATE);
      if (!request.isMultipart()) throw new AppError('validation_failed', 'Send the photos as multipart/form-data.');
      // The adult-content check waits while uploads run here (decision 035).
      const ended = deps.uploadActivity.begin();
      try {
        return reply.status(201).send(await ingestPhotos(deps, user, uploadParts(request)));
      } finally {
        ended();
      }
    });
  });
}
