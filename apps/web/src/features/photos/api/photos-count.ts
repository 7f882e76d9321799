import { PhotoCountSchema } from '@listlens/shared';
import { apiFetch } from '../../../lib/api-client';

/** Spec part 2, section 7: the count query, used as the connection test before a sync. */
export async function fetchPhotoCount(signal?: AbortSignal): Promise<number> {
  return (await apiFetch('/api/photos/count', { schema: PhotoCountSchema, signal })).count;
}
