import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES } from '@listlens/shared';
import { AppError } from '../../errors/app-error';

export type PhotoProblem = 'too_large' | 'empty' | 'heic' | 'not_a_photo' | 'damaged' | 'too_many_pixels';

/**
 * Why a file was refused, in words a seller can act on. The browser shows
 * them as 'Upload failed: {reason}' (spec part 2, section 8); the size
 * refusal is the spec's own sentence.
 */
export function photoError(problem: PhotoProblem, filename: string, cause?: unknown): AppError {
  const name = `"${filename}"`;
  switch (problem) {
    case 'too_large':
      return new AppError('photo_too_large', PHOTO_MESSAGES.tooLarge, { cause });
    case 'empty':
      return new AppError('invalid_photo', `${name} is empty.`, { cause });
    case 'heic':
      return new AppError('unsupported_photo', PHOTO_MESSAGES.heic, { cause });
    case 'not_a_photo':
      return new AppError('unsupported_photo', `${name} is not a JPG, PNG or WebP photo.`, { cause });
    case 'damaged':
      return new AppError('invalid_photo', `${name} is damaged or incomplete and could not be read.`, { cause });
    case 'too_many_pixels':
      return new AppError(
        'invalid_photo',
        `${name} has too many pixels (at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels).`,
        { cause },
      );
  }
}

export const storageUnavailable = (cause: unknown) =>
  new AppError('storage_unavailable', PHOTO_MESSAGES.storageNotSetUp, { cause });
