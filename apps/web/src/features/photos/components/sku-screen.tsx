import { PHOTO_MESSAGES, POST_ASSIGN_PROMPT_MS, deleteConfirmMessage } from '@listlens/shared';
import { RefreshCw, RotateCcw, RotateCw, Tags, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { PageSpinner } from '../../../components/spinner';
import { useLocalPhotos, useLocalPhotoSync } from '../local/use-local-photos';
import { canAssign, liveSkuHint } from '../sku-input';
import { useSkuActions } from '../use-sku-actions';
import { useSkuPhotos } from '../use-sku-photos';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SkuHelpPanel } from './sku-help-panel';
import { SkuPhotoGrid } from './sku-photo-grid';

/**
 * 'Assign SKUs to Photos' (spec part 2, sections 2.3 and 4.2). Assigned photos
 * stay in view with their SKU badge until Refresh; once none is left without
 * a SKU, the screen offers the Generate tab after 1.5 s.
 */
export function SkuScreen({ onAllAssigned }: { onAllAssigned: () => void }) {
  useLocalPhotoSync();
  const { userId } = useLocalPhotos();
  const data = useSkuPhotos();
  const actions = useSkuActions(data.store, userId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assigned, setAssigned] = useState<Map<string, string>>(new Map());
  const [sku, setSku] = useState('');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [prompt, setPrompt] = useState(false);
  const [removed, setRemoved] = useState<Set<string>>(new Set());
  const skuId = useId();

  const photos = data.photos.filter((p) => !removed.has(p.id));
  const open = photos.filter((p) => !assigned.has(p.id));
  const allAssigned = photos.length > 0 && open.length === 0;

  useEffect(() => {
    if (!allAssigned) return;
    const timer = window.setTimeout(() => setPrompt(true), POST_ASSIGN_PROMPT_MS);
    return () => window.clearTimeout(timer);
  }, [allAssigned]);

  const toggle = (id: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const everySelected = open.length > 0 && open.every((p) => selected.has(p.id));

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

  const hint = liveSkuHint(sku);
  const header = (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 className="text-xl font-bold">Assign SKUs to Photos</h2>
        <p className="text-slate-600 dark:text-slate-300">Select the photos of one item and give them its SKU.</p>
      </div>
      <Button variant="secondary" onClick={() => void refresh()}>
        <RefreshCw aria-hidden="true" className="h-5 w-5" /> Refresh
      </Button>
    </div>
  );

  if (data.loading) return <PageSpinner label="Loading photos…" />;
  if (data.failed) {
    return (
      <section className="flex flex-col gap-4">
        {header}
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <h3 className="text-lg font-semibold text-red-900">{PHOTO_MESSAGES.errorTitle}</h3>
          <p className="mt-1 text-red-800">{PHOTO_MESSAGES.loadFailed}</p>
          <Button className="mt-3" onClick={() => void refresh()}>
            Try Again
          </Button>
        </div>
      </section>
    );
  }
  if (photos.length === 0) {
    return (
      <section className="flex flex-col gap-4">
        {header}
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-semibold">{PHOTO_MESSAGES.emptyTitle}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{PHOTO_MESSAGES.emptyText}</p>
        </div>
        <SkuHelpPanel />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-4">
      {header}
      {data.serverFailed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Showing photos saved on this device - database unavailable
        </p>
      ) : null}
      <form
        aria-label="Assign SKU"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-3 md:flex-row md:flex-wrap md:items-end dark:border-slate-700 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          void assign();
        }}
      >
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={skuId} className="text-sm font-medium">
            SKU
          </label>
          <input
            id={skuId}
            value={sku}
            onChange={(e) => setSku(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void assign();
              }
            }}
            placeholder="e.g., ABC-123"
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? `${skuId}-hint` : undefined}
            className="min-h-11 rounded-lg border border-slate-300 px-3 dark:border-slate-600 dark:bg-slate-900"
          />
          {hint ? (
            <p id={`${skuId}-hint`} className="text-sm text-red-700">
              {hint}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => setSelected(everySelected ? new Set() : new Set(open.map((p) => p.id)))}
          >
            {everySelected ? 'Deselect All' : 'Select All'}
          </Button>
          <Button
            variant="secondary"
            disabled={actions.busy}
            onClick={() => void actions.rotate([...selected], 'left')}
          >
            <RotateCcw aria-hidden="true" className="h-5 w-5" /> Rotate Left
          </Button>
          <Button
            variant="secondary"
            disabled={actions.busy}
            onClick={() => void actions.rotate([...selected], 'right')}
          >
            <RotateCw aria-hidden="true" className="h-5 w-5" /> Rotate Right
          </Button>
          <Button
            variant="secondary"
            disabled={actions.busy}
            onClick={() =>
              selected.size === 0 ? actions.failure(PHOTO_MESSAGES.selectToDelete) : setConfirmDelete(true)
            }
          >
            <Trash2 aria-hidden="true" className="h-5 w-5" /> Delete
          </Button>
          <Button type="submit" disabled={!canAssign(selected.size, sku, actions.assigning)}>
            {actions.assigning ? 'Assigning…' : 'Assign'}
          </Button>
        </div>
      </form>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {selected.size} of {open.length} photo(s) selected
      </p>
      {actions.message ? (
        <p
          role={actions.message.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg p-3 ${actions.message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
        >
          {actions.message.text}
        </p>
      ) : null}
      <SkuPhotoGrid photos={photos} selected={selected} assigned={assigned} onToggle={toggle} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={actions.busy}
          onClick={async () => {
            const result = await actions.groupByLabel();
            if (result) {
              setSelected(new Set());
              setAssigned((prev) => new Map([...prev, ...result.grouped]));
              setRemoved((prev) => new Set([...prev, ...result.labels]));
            }
          }}
        >
          <Tags aria-hidden="true" className="h-5 w-5" /> Group by Label Photos
        </Button>
      </div>
      <SkuHelpPanel />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete photos"
        description={deleteConfirmMessage(selected.size)}
        confirmLabel="Delete"
        role="alertdialog"
        onOpenChange={setConfirmDelete}
        onConfirm={async () => {
          setConfirmDelete(false);
          if (await actions.remove([...selected])) setSelected(new Set());
        }}
      />
      <ConfirmDialog
        open={prompt}
        title="All photos assigned"
        description={PHOTO_MESSAGES.allAssigned}
        confirmLabel="Go to Generate Listings"
        cancelLabel="Stay Here"
        tone="primary"
        role="alertdialog"
        onOpenChange={setPrompt}
        onConfirm={() => {
          setPrompt(false);
          onAllAssigned();
        }}
      />
    </section>
  );
}
