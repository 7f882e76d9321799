import { GENERATE_TEXT, type GenerateGroup, type ListingItem } from '@listlens/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toggled } from '../../lib/toggled';
import { useDeleteGroup } from './api/delete-group';
import { useGenerateAll } from './api/generate-all';
import { useGenerateItems } from './api/generate-items';
import { useUpdateListing } from './api/update-listing';
import type { RowActions } from './components/generate-row';
import { parsePrice } from './generate-logic';

export type ScreenMessage = { kind: 'error' | 'info'; text: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? (error.fieldErrors[0]?.message ?? error.message)
    : fallback;

/**
 * The open Edit Listing modal lives in the URL (?edit=item id, &field= the
 * field to open on), so the preview's "Fill them in" link opens it and a
 * reload keeps it open.
 */
export function useEditParam() {
  const [params, setParams] = useSearchParams();
  const setEditingId = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('edit', id);
        else next.delete('edit');
        next.delete('field');
        return next;
      },
      { replace: true },
    );
  return { editingId: params.get('edit'), field: params.get('field'), setEditingId };
}

/** The SKUs selected on the Generate screen, with a toggle for one and for all. */
export function useSkuSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (sku: string) => setSelected((prev) => toggled(prev, sku));
  const forget = (sku: string) => setSelected((prev) => new Set([...prev].filter((s) => s !== sku)));
  return { selected, setSelected, toggle, forget };
}

/**
 * What the Generate screen does: queue groups (one, the selected, or all not
 * started), save an inline title or price, delete a group after the question;
 * with the SKUs a request is running for and the message it left.
 */
export function useGenerateActions(onDeleted: (sku: string) => void, onEdit: (item: ListingItem) => void) {
  const generateAll = useGenerateAll();
  const generateItems = useGenerateItems();
  const remove = useDeleteGroup();
  const update = useUpdateListing();
  const [deleting, setDeleting] = useState<GenerateGroup | null>(null);
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const fail = (fallback: string) => (error: unknown) =>
    setMessage({ kind: 'error', text: messageOf(error, fallback) });

  const track = async (skus: string[], work: () => Promise<unknown>) => {
    setPending((prev) => new Set([...prev, ...skus]));
    try {
      await work();
    } finally {
      setPending((prev) => new Set([...prev].filter((s) => !skus.includes(s))));
    }
  };

  const queue = (skus: string[]) => {
    setMessage(null);
    if (skus.length === 0) return setMessage({ kind: 'info', text: GENERATE_TEXT.noneToGenerate });
    void track(skus, () => generateItems.mutateAsync(skus).catch(fail(GENERATE_TEXT.saveListingFailed)));
  };

  const runAll = () => {
    setMessage(null);
    generateAll.mutate(undefined, {
      onSuccess: (result) => {
        if (result.queued.length === 0) setMessage({ kind: 'info', text: GENERATE_TEXT.noneToGenerate });
      },
      onError: fail(GENERATE_TEXT.saveListingFailed),
    });
  };

  const save = async (item: ListingItem, changes: { title: string } | { price: number }) => {
    try {
      await update.mutateAsync({ id: item.id, changes });
      return null;
    } catch (error) {
      return messageOf(error, GENERATE_TEXT.saveListingFailed);
    }
  };

  const runDelete = () => {
    if (!deleting) return;
    const sku = deleting.sku;
    remove.mutate(sku, {
      onSuccess: () => onDeleted(sku),
      onError: fail(GENERATE_TEXT.deleteFailed),
      onSettled: () => setDeleting(null),
    });
  };

  const rowActions = (toggle: (sku: string) => void): RowActions => ({
    toggle,
    generate: (sku) => queue([sku]),
    edit: onEdit,
    remove: setDeleting,
    saveTitle: (item, draft) => (draft.trim() ? save(item, { title: draft }) : Promise.resolve('Enter a title')),
    savePrice: (item, draft) =>
      Number(draft) < 0 ? Promise.resolve('Price cannot be negative') : save(item, { price: parsePrice(draft) }),
  });

  return {
    queue,
    runAll,
    allPending: generateAll.isPending,
    rowActions,
    message,
    pending,
    deleting,
    setDeleting,
    deletePending: remove.isPending,
    runDelete,
  };
}
