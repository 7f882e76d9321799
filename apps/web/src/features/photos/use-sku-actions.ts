import {
  MESSAGE_DISMISS_MS,
  PHOTO_MESSAGES,
  assignFailedMessage,
  assignSuccessMessage,
  deleteFailedMessage,
  deleteSuccessMessage,
} from '@listlens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAssignSku } from './api/assign-sku';
import { useDeletePhotos } from './api/delete-photos';
import { useGroupByLabel } from './api/group-by-label';
import { useRotatePhotos } from './api/rotate-photos';
import { isLocalId, type LocalPhotoStore } from './local/local-photo-store';
import { localPhotosKey } from './local/use-local-photos';
import { assignProblem } from './sku-input';

export type ScreenMessage = { kind: 'success' | 'error'; text: string };
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'Unknown error');

/**
 * The SKU screen's actions with the spec's messages (part 2, sections 5 and
 * 8). Server photos go through the API, photos kept in this browser through
 * the local store; messages leave after 5 s.
 */
export function useSkuActions(store: LocalPhotoStore, userId: string | undefined) {
  const client = useQueryClient();
  const assignMutation = useAssignSku();
  const deleteMutation = useDeletePhotos();
  const rotateMutation = useRotatePhotos();
  const groupMutation = useGroupByLabel();
  const [message, setMessage] = useState<ScreenMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const success = (text: string) => setMessage({ kind: 'success', text });
  const failure = (text: string) => setMessage({ kind: 'error', text });
  const refreshLocal = () => client.invalidateQueries({ queryKey: localPhotosKey(userId) });

  /** Returns the ids that got the SKU, or null when nothing was assigned. */
  const assign = async (ids: string[], rawSku: string): Promise<string[] | null> => {
    const problem = assignProblem(ids.length, rawSku);
    if (problem) {
      failure(problem);
      return null;
    }
    const sku = rawSku.trim();
    const server = ids.filter((id) => !isLocalId(id));
    const local = ids.filter(isLocalId);
    if (server.length > 0) {
      try {
        await assignMutation.mutateAsync({ ids: server, sku });
      } catch (error) {
        failure(assignFailedMessage(reasonOf(error)));
        return null;
      }
    }
    if (local.length > 0) {
      try {
        await store.setSku(local, sku);
      } catch {
        failure(PHOTO_MESSAGES.localAssignFailed);
        return null;
      }
    }
    success(assignSuccessMessage(sku, ids.length, server.length === 0));
    return ids;
  };

  const remove = async (ids: string[]): Promise<boolean> => {
    const server = ids.filter((id) => !isLocalId(id));
    const local = ids.filter(isLocalId);
    if (server.length > 0) {
      try {
        await deleteMutation.mutateAsync(server);
      } catch (error) {
        failure(deleteFailedMessage(reasonOf(error)));
        return false;
      }
    }
    if (local.length > 0) {
      try {
        await store.remove(local);
        await refreshLocal();
      } catch {
        failure(PHOTO_MESSAGES.localDeleteFailed);
        return false;
      }
    }
    success(deleteSuccessMessage(ids.length, server.length === 0));
    return true;
  };

  const rotate = async (ids: string[], direction: 'left' | 'right') => {
    const server = ids.filter((id) => !isLocalId(id));
    if (ids.length === 0) return failure('Please select photos to rotate');
    if (server.length === 0) return failure('Photos saved on this device can be rotated once they are uploaded.');
    try {
      await rotateMutation.mutateAsync({ ids: server, direction });
      success(`Rotated ${server.length} photo(s) ${direction === 'left' ? 'left' : 'right'}`);
    } catch (error) {
      failure(`Failed to rotate photos: ${reasonOf(error)}`);
    }
  };

  /** The photos that got a SKU and the label photos removed, or null on failure. */
  const groupByLabel = async (): Promise<{ grouped: Map<string, string>; labels: string[] } | null> => {
    try {
      const result = await groupMutation.mutateAsync();
      const grouped = new Map(result.groups.flatMap((g) => g.photo_ids.map((id) => [id, g.sku] as const)));
      if (result.label_photo_ids.length === 0) {
        failure('No label photos found. Photograph a QR code or Code 128 label holding the SKU before each item.');
      } else {
        success(
          `Grouped ${grouped.size} photo(s) into ${result.groups.length} SKU(s) from ${result.label_photo_ids.length} label photo(s); the label photos were removed.`,
        );
      }
      return { grouped, labels: result.label_photo_ids };
    } catch (error) {
      failure(`Failed to group photos: ${reasonOf(error)}`);
      return null;
    }
  };

  return {
    message,
    setMessage,
    failure,
    assign,
    remove,
    rotate,
    groupByLabel,
    assigning: assignMutation.isPending,
    busy: deleteMutation.isPending || rotateMutation.isPending || groupMutation.isPending,
  };
}
