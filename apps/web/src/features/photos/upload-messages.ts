import { PHOTO_MESSAGES, uploadFailedMessage } from '@listlens/shared';
import { ApiError } from '../../lib/api-client';

/**
 * What the browser does with a failed upload. `keep-locally` means the server
 * could not be reached or could not save (spec part 2, section 4.1): the
 * photos go to browser storage and upload by themselves later.
 */
export type UploadFailure = { action: 'keep-locally' } | { action: 'show'; message: string };

const UNREACHABLE_STATUSES = new Set([0, 500, 502, 503, 504]);

/** The spec's upload alerts (section 8), mapped from what the server answered. */
export function classifyUploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) return { action: 'show', message: PHOTO_MESSAGES.uploadFailedDefault };
  if (error.code === 'storage_unavailable') return { action: 'show', message: PHOTO_MESSAGES.storageNotSetUp };
  if (error.status === 413 || error.code === 'photo_too_large')
    return { action: 'show', message: PHOTO_MESSAGES.tooLarge };
  if (UNREACHABLE_STATUSES.has(error.status)) return { action: 'keep-locally' };
  if (error.status === 401) return { action: 'show', message: PHOTO_MESSAGES.databaseUnavailable };
  if (error.code !== 'unexpected_response' && error.message) {
    return { action: 'show', message: uploadFailedMessage(error.message) };
  }
  return { action: 'show', message: PHOTO_MESSAGES.uploadFailedDefault };
}

/** A HEIC photo is recognised by its type or name before anything is sent (DESIGN: clear message). */
export function isHeic(file: Pick<File, 'name' | 'type'>): boolean {
  return /^image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);
}

/** Spec section 5: on drop only files whose type begins with image/ are accepted. */
export const isImageFile = (file: Pick<File, 'type'>) => file.type.startsWith('image/');
