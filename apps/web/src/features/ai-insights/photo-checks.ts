import {
  ACCURACY_TEST_MAX_BYTES,
  ACCURACY_TEST_MAX_PHOTOS,
  ACCURACY_TEST_TEXT,
  ACCURACY_TEST_TYPES,
} from '@listlens/shared';

/**
 * Adds newly chosen files to the lab's selection: JPEG, PNG or WebP, 10 MB
 * each, 8 in all. Each refused file gets its own reason; the server checks
 * the bytes again.
 */
export function addTestPhotos(current: File[], added: File[]): { files: File[]; problems: string[] } {
  const files = [...current];
  const problems: string[] = [];
  let overflow = false;
  for (const file of added) {
    if (file.size === 0) problems.push(ACCURACY_TEST_TEXT.empty(file.name));
    else if (!(ACCURACY_TEST_TYPES as readonly string[]).includes(file.type))
      problems.push(ACCURACY_TEST_TEXT.wrongType(file.name));
    else if (file.size > ACCURACY_TEST_MAX_BYTES) problems.push(ACCURACY_TEST_TEXT.tooLarge(file.name));
    else if (files.length >= ACCURACY_TEST_MAX_PHOTOS) overflow = true;
    else files.push(file);
  }
  if (overflow) problems.push(ACCURACY_TEST_TEXT.tooMany);
  return { files, problems };
}
