import {
  GENERATE_TEXT,
  deleteListingConfirm,
  generateAllLabel,
  type GenerateGroup,
  type ListingItem,
  type ListingStatus,
} from '@listlens/shared';
import { ArrowLeft, RefreshCw, Sparkles } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { useDeleteGroup } from '../api/delete-group';
import { useGenerateAll } from '../api/generate-all';
import { useGenerateGroups } from '../api/generate-groups';
import { useGenerateItems } from '../api/generate-items';
import { useUpdateListing } from '../api/update-listing';
import { flagDashboardRefresh } from '../dashboard-flag';
import {
  anyAnalyzing,
  canGenerate,
  newlyReady,
  notStartedCount,
  parsePrice,
  readyToPostCount,
  statusCounts,
} from '../generate-logic';
import { BulkPublish } from './bulk-publish';
import { EditListingModal } from './edit-listing-modal';
import { GenerateTable } from './generate-table';
import type { RowActions } from './generate-row';
import { SummaryTiles } from './summary-tiles';

type Message = { kind: 'error' | 'info'; text: string };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? (error.fieldErrors[0]?.message ?? error.message)
    : fallback;

/**
 * Generate Listings (spec part 2, sections 2.4 and 4.4). Generating only
 * queues jobs on the server; the list polls while anything is analysing, so a
 * closed tab or a reload loses nothing.
 */
export function GenerateScreen() {
  const groupsQuery = useGenerateGroups();
  const generateAll = useGenerateAll();
  const generateItems = useGenerateItems();
  const remove = useDeleteGroup();
  const update = useUpdateListing();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The open Edit Listing modal lives in the URL (?edit=item id), so the
  // preview's "Fill them in" link opens it and a reload keeps it open.
  const [params, setParams] = useSearchParams();
  const editingId = params.get('edit');
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
  const [deleting, setDeleting] = useState<GenerateGroup | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const [pending, setPending] = useState<Set<string>>(new Set());
  const groups = useMemo(() => groupsQuery.data?.groups ?? [], [groupsQuery.data]);
  const previous = useRef(new Map<string, ListingStatus>());

  // Section 4.4 step 4: a finished item sets the dashboard's refresh flag.
  useEffect(() => {
    if (newlyReady(previous.current, groups).length > 0) flagDashboardRefresh();
    previous.current = new Map(groups.map((g) => [g.sku, g.status]));
  }, [groups]);

  const known = new Set(groups.map((g) => g.sku));
  const chosen = new Set([...selected].filter((sku) => known.has(sku)));
  const notStarted = notStartedCount(groups);
  const running = generateAll.isPending || anyAnalyzing(groups);
  const editing = groups.find((g) => g.item?.id === editingId)?.item ?? null;
  const busy = new Set([...pending, ...groups.filter((g) => g.status === 'analyzing').map((g) => g.sku)]);

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
    void track(skus, () =>
      generateItems
        .mutateAsync(skus)
        .catch((error: unknown) =>
          setMessage({ kind: 'error', text: messageOf(error, GENERATE_TEXT.saveListingFailed) }),
        ),
    );
  };

  const runAll = () => {
    setMessage(null);
    generateAll.mutate(undefined, {
      onSuccess: (result) => {
        if (result.queued.length === 0) setMessage({ kind: 'info', text: GENERATE_TEXT.noneToGenerate });
      },
      onError: (error) => setMessage({ kind: 'error', text: messageOf(error, GENERATE_TEXT.saveListingFailed) }),
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

  const actions: RowActions = {
    toggle: (sku) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(sku)) next.delete(sku);
        else next.add(sku);
        return next;
      }),
    generate: (sku) => queue([sku]),
    edit: (item) => setEditingId(item.id),
    remove: (group) => setDeleting(group),
    saveTitle: (item, draft) => (draft.trim() ? save(item, { title: draft }) : Promise.resolve('Enter a title')),
    savePrice: (item, draft) =>
      Number(draft) < 0 ? Promise.resolve('Price cannot be negative') : save(item, { price: parsePrice(draft) }),
  };

  const runDelete = () => {
    if (!deleting) return;
    const sku = deleting.sku;
    remove.mutate(sku, {
      onSuccess: () => setSelected((prev) => new Set([...prev].filter((s) => s !== sku))),
      onError: (error) => setMessage({ kind: 'error', text: messageOf(error, GENERATE_TEXT.deleteFailed) }),
      onSettled: () => setDeleting(null),
    });
  };

  const header = (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 className="text-xl font-bold">{GENERATE_TEXT.title}</h2>
        <p className="text-slate-600 dark:text-slate-300">
          The AI drafts each SKU group's listing; review and edit before you post.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to="/app" className={buttonClass('ghost')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to Dashboard
        </Link>
        <Button variant="secondary" onClick={() => void groupsQuery.refetch()}>
          <RefreshCw className="h-5 w-5" aria-hidden="true" /> Refresh
        </Button>
      </div>
    </div>
  );

  if (groupsQuery.isPending) return <PageSpinner label={GENERATE_TEXT.loading} />;
  if (groupsQuery.isError && !groupsQuery.data) {
    return (
      <section className="flex flex-col gap-4">
        {header}
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
          <h3 className="text-lg font-semibold text-red-900">{GENERATE_TEXT.errorTitle}</h3>
          <p className="mt-1 text-red-800">{GENERATE_TEXT.loadFailed}</p>
          <Button className="mt-3" onClick={() => void groupsQuery.refetch()}>
            Try Again
          </Button>
        </div>
      </section>
    );
  }
  if (groups.length === 0) {
    return (
      <section className="flex flex-col gap-4">
        {header}
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-semibold">{GENERATE_TEXT.emptyTitle}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">
            Assign SKUs to your photos first; each SKU becomes one item here.
          </p>
          <Link to="/app?tab=skus" className={buttonClass('primary', 'mt-3')}>
            Go to SKU Assignment
          </Link>
        </div>
      </section>
    );
  }

  const everySelected = chosen.size === groups.length;
  const selectedDue = groups.filter((g) => chosen.has(g.sku) && canGenerate(g)).map((g) => g.sku);
  // Issue 8, point 5: the selected drafts that are ready can be published together.
  const selectedReady = groups.flatMap((g) =>
    chosen.has(g.sku) && g.item && (g.status === 'ready' || g.status === 'complete') ? [g.item] : [],
  );
  return (
    <section className="flex flex-col gap-4">
      {header}
      <SummaryTiles counts={statusCounts(groups)} />
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-900">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input
            type="checkbox"
            checked={everySelected}
            ref={(el) => {
              if (el) el.indeterminate = chosen.size > 0 && !everySelected;
            }}
            onChange={() => setSelected(everySelected ? new Set() : new Set(groups.map((g) => g.sku)))}
            className="h-5 w-5 accent-brand-600"
          />
          Select All ({chosen.size} selected)
        </label>
        <div className="flex flex-wrap gap-2">
          {chosen.size > 0 ? (
            <Button variant="secondary" disabled={running} onClick={() => queue(selectedDue)}>
              Generate Selected ({selectedDue.length})
            </Button>
          ) : null}
          <Button disabled={running || notStarted === 0} onClick={runAll}>
            <Sparkles className="h-5 w-5" aria-hidden="true" /> {generateAllLabel(notStarted)}
          </Button>
        </div>
      </div>
      <BulkPublish items={selectedReady} />
      {message ? (
        <p
          role="alert"
          className={`rounded-lg p-3 ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
        >
          {message.text}
        </p>
      ) : null}
      {groupsQuery.isError ? (
        <p role="status" className="text-sm text-amber-900">
          {GENERATE_TEXT.loadFailed}
        </p>
      ) : null}
      <GenerateTable groups={groups} selected={chosen} busySkus={busy} actions={actions} />
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {groups.length} item{groups.length === 1 ? '' : 's'} · {chosen.size} selected · {readyToPostCount(groups)} ready
        to post
      </p>
      {editing ? (
        <EditListingModal
          key={editing.id}
          item={editing}
          focusField={params.get('field')}
          onClose={() => setEditingId(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete item?"
        description={deleting ? deleteListingConfirm(deleting.sku) : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={remove.isPending}
        onConfirm={runDelete}
      />
    </section>
  );
}
