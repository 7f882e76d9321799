import type { FastifyRequest } from 'fastify';
import { ACCURACY_TEST_MAX_PHOTOS, ACCURACY_TEST_TEXT, PHOTO_MAX_PIXELS } from '@listlens/shared';
import type { ImageEngine } from '../../adapters/image/image-engine';
import { AppError } from '../../errors/app-error';
import { CONTENT_TYPE_OF, photoError, pixelCountOf, sniffPhotoType } from '../photos';
import type { TestPhoto } from './accuracy-test.service';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Reads the lab's multipart upload into memory and checks every photo by its
 * bytes (JPEG, PNG or WebP; the name and the browser's claim are not trusted).
 * Any bad file refuses the whole test with that file's reason.
 */
export async function readTestPhotos(request: FastifyRequest, image: ImageEngine): Promise<TestPhoto[]> {
  if (!request.isMultipart()) throw new AppError('validation_failed', 'Send the photos as multipart/form-data.');
  const photos: TestPhoto[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') continue;
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('photo_too_large', ACCURACY_TEST_TEXT.tooLarge(part.filename), { cause: error });
        }
        throw error;
      }
      const sniffed = sniffPhotoType(bytes);
      if (!sniffed.ok) throw photoError(sniffed.reason, part.filename);
      // The uploads' decompression-bomb limit (decision 011, DESIGN section 9). A header that cannot
      // be read is left to the analyzer, which reports that photo as unreadable.
      const pixels = await pixelCountOf(image, bytes);
      if (pixels !== null && pixels > PHOTO_MAX_PIXELS) throw photoError('too_many_pixels', part.filename);
      photos.push({ fileName: part.filename, bytes, mimeType: CONTENT_TYPE_OF[sniffed.kind] });
    }
  } catch (error) {
    if (codeOf(error) === 'FST_FILES_LIMIT' || codeOf(error) === 'FST_PARTS_LIMIT') {
      throw new AppError('validation_failed', ACCURACY_TEST_TEXT.tooMany);
    }
    throw error;
  }
  if (photos.length === 0) throw new AppError('validation_failed', ACCURACY_TEST_TEXT.noPhotos);
  return photos;
}

/** The multipart parser's limits for the lab: at most 8 files, and no large fields. */
export const TEST_UPLOAD_LIMITS = {
  files: ACCURACY_TEST_MAX_PHOTOS,
  fields: 5,
  parts: ACCURACY_TEST_MAX_PHOTOS + 5,
  fieldSize: 1024,
} as const;
