import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { photosKey } from './photos-list';

/** Spec part 2, section 7: delete by id list (the server removes the files too). */
export const deletePhotos = (ids: string[]) =>
  apiFetch('/api/photos', { method: 'DELETE', body: { ids }, schema: z.object({ deleted: z.number().int() }) });

export function useDeletePhotos() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deletePhotos, onSettled: () => client.invalidateQueries({ queryKey: photosKey }) });
}
