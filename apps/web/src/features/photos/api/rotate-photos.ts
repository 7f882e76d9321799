import { PhotoListSchema, type RotatePhotos, type UploadedPhoto } from '@listlens/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { photosKey } from './photos-list';

/** Rotate Left / Right turn the stored photos (DESIGN section 2). */
export const rotatePhotos = async (input: RotatePhotos): Promise<UploadedPhoto[]> =>
  (await apiFetch('/api/photos/rotate', { method: 'POST', body: input, schema: PhotoListSchema })).photos;

export function useRotatePhotos() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rotatePhotos, onSettled: () => client.invalidateQueries({ queryKey: photosKey }) });
}
