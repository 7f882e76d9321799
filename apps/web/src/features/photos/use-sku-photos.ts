import { useEffect, useMemo } from 'react';
import { useUnassignedPhotos } from './api/photos-list';
import { useLocalPhotos } from './local/use-local-photos';

/** One photo on the SKU screen, from the server or kept in this browser. */
export type GridPhoto = {
  id: string;
  src: string;
  filename: string;
  order: number;
  local: boolean;
  duplicate: boolean;
  rotation: number;
  /** The adult-content check's mark (decision 011): flagged and waiting for review, or reviewed. */
  review: 'needed' | 'done' | null;
};

const reviewOf = (p: { adult_flagged: boolean; adult_confirmed: boolean }): GridPhoto['review'] =>
  p.adult_flagged ? (p.adult_confirmed ? 'done' : 'needed') : null;

/**
 * The SKU screen's photos (spec part 2, section 4.2): the seller's unassigned
 * photos from the server, then those kept in this browser. When the server
 * cannot be read, the local ones still show.
 */
export function useSkuPhotos() {
  const server = useUnassignedPhotos();
  const local = useLocalPhotos();
  const localRows = useMemo(() => (local.data ?? []).filter((p) => p.assigned_sku === null), [local.data]);
  const localUrls = useMemo(() => localRows.map((p) => URL.createObjectURL(p.blob)), [localRows]);
  useEffect(() => () => localUrls.forEach((u) => URL.revokeObjectURL(u)), [localUrls]);

  const photos = useMemo<GridPhoto[]>(
    () => [
      ...(server.data ?? []).map((p) => ({
        id: p.id,
        src: p.thumbnail_url,
        filename: p.filename,
        order: p.upload_order,
        local: false,
        duplicate: p.duplicate_of !== null,
        rotation: p.rotation,
        review: reviewOf(p),
      })),
      ...localRows.map((p, i) => ({
        id: p.id,
        src: localUrls[i] ?? '',
        filename: p.filename,
        order: p.upload_order,
        local: true,
        duplicate: false,
        rotation: 0,
        review: null,
      })),
    ],
    [server.data, localRows, localUrls],
  );

  return {
    photos,
    loading: server.isPending && local.isPending,
    serverFailed: server.isError,
    failed: server.isError && localRows.length === 0 && !local.isPending,
    refetch: async () => {
      await Promise.all([server.refetch(), local.refetch()]);
    },
    store: local.store,
  };
}
