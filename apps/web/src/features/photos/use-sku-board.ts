import { POST_ASSIGN_PROMPT_MS } from '@listlens/shared';
import { useEffect, useState } from 'react';
import { toggled } from '../../lib/toggled';
import type { useSkuActions } from './use-sku-actions';
import type { useSkuPhotos } from './use-sku-photos';

/**
 * What the SKU screen holds between refreshes: the selected photos, the SKU
 * being typed, the photos assigned (they stay in view with their badge) or
 * taken away (label photos grouped), and the Generate prompt shown 1.5 s after
 * the last photo got its SKU.
 */
export function useSkuBoard(data: ReturnType<typeof useSkuPhotos>, actions: ReturnType<typeof useSkuActions>) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assigned, setAssigned] = useState<Map<string, string>>(new Map());
  const [sku, setSku] = useState('');
  const [prompt, setPrompt] = useState(false);
  const [removed, setRemoved] = useState<Set<string>>(new Set());

  const photos = data.photos.filter((p) => !removed.has(p.id));
  const open = photos.filter((p) => !assigned.has(p.id));
  const allAssigned = photos.length > 0 && open.length === 0;

  useEffect(() => {
    if (!allAssigned) return;
    const timer = window.setTimeout(() => setPrompt(true), POST_ASSIGN_PROMPT_MS);
    return () => window.clearTimeout(timer);
  }, [allAssigned]);

  const assign = async () => {
    const done = await actions.assign([...selected], sku);
    if (!done) return;
    setAssigned((prev) => new Map([...prev, ...done.map((id) => [id, sku.trim()] as const)]));
    setSelected(new Set());
    setSku('');
  };

  const refresh = async () => {
    setAssigned(new Map());
    setRemoved(new Set());
    setSelected(new Set());
    await data.refetch();
  };

  const groupByLabel = async () => {
    const result = await actions.groupByLabel();
    if (!result) return;
    setSelected(new Set());
    setAssigned((prev) => new Map([...prev, ...result.grouped]));
    setRemoved((prev) => new Set([...prev, ...result.labels]));
  };

  const remove = async () => {
    if (await actions.remove([...selected])) setSelected(new Set());
  };

  const everySelected = open.length > 0 && open.every((p) => selected.has(p.id));
  return {
    photos,
    open,
    selected,
    assigned,
    everySelected,
    toggle: (id: string) => setSelected((prev) => toggled(prev, id)),
    selectAll: () => setSelected(everySelected ? new Set() : new Set(open.map((p) => p.id))),
    sku,
    setSku,
    assign,
    refresh,
    groupByLabel,
    remove,
    prompt,
    setPrompt,
  };
}
