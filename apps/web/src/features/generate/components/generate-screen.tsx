import { deleteListingConfirm, GENERATE_TEXT, type GenerateGroup, type ListingStatus } from '@listlens/shared';
import { useEffect, useMemo, useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageSpinner } from '../../../components/spinner';
import { useGenerateGroups } from '../api/generate-groups';
import { flagDashboardRefresh } from '../dashboard-flag';
import {
  anyAnalyzing,
  canGenerate,
  canPublish,
  hasLiveListing,
  newlyReady,
  notStartedCount,
  readyToPostCount,
  statusCounts,
} from '../generate-logic';
import { useEditParam, useGenerateActions, useSkuSelection, type ScreenMessage } from '../use-generate-actions';
import { BulkPublish } from './bulk-publish';
import { EditListingModal } from './edit-listing-modal';
import { GenerateEmpty, GenerateHeader, GenerateLoadError } from './generate-states';
import { GenerateTable } from './generate-table';
import { SelectionBar } from './selection-bar';
import { SummaryTiles } from './summary-tiles';

/**
 * Generate Listings (spec part 2, sections 2.4 and 4.4). Generating only
 * queues jobs on the server; the list polls while anything is analysing, so a
 * closed tab or a reload loses nothing.
 */
export function GenerateScreen() {
  const groupsQuery = useGenerateGroups();
  const { editingId, field, setEditingId } = useEditParam();
  const selection = useSkuSelection();
  const work = useGenerateActions(selection.forget, (item) => setEditingId(item.id));
  const groups = useMemo(() => groupsQuery.data?.groups ?? [], [groupsQuery.data]);
  useRefreshFlagOnReady(groups);

  const header = <GenerateHeader onRefresh={() => void groupsQuery.refetch()} />;
  if (groupsQuery.isPending) return <PageSpinner label={GENERATE_TEXT.loading} />;
  if (groupsQuery.isError && !groupsQuery.data)
    return <GenerateLoadError header={header} onRetry={() => void groupsQuery.refetch()} />;
  if (groups.length === 0) return <GenerateEmpty header={header} />;

  const known = new Set(groups.map((g) => g.sku));
  const chosen = new Set([...selection.selected].filter((sku) => known.has(sku)));
  const notStarted = notStartedCount(groups);
  const editing = groups.find((g) => g.item?.id === editingId)?.item ?? null;
  const busy = new Set([...work.pending, ...groups.filter((g) => g.status === 'analyzing').map((g) => g.sku)]);
  const selectedDue = groups.filter((g) => chosen.has(g.sku) && canGenerate(g)).map((g) => g.sku);
  // Issue 8, point 5: the selected drafts that are ready (and not on eBay already) can be published together.
  const selectedReady = groups.flatMap((g) => (chosen.has(g.sku) && canPublish(g) ? [g.item] : []));
  return (
    <section className="flex flex-col gap-4">
      {header}
      <SummaryTiles counts={statusCounts(groups)} />
      <SelectionBar
        total={groups.length}
        selectedCount={chosen.size}
        selectedDue={selectedDue.length}
        notStarted={notStarted}
        running={work.allPending || anyAnalyzing(groups)}
        onSelectAll={(all) => selection.setSelected(all ? new Set(groups.map((g) => g.sku)) : new Set())}
        onGenerateSelected={() => work.queue(selectedDue)}
        onGenerateAll={work.runAll}
      />
      <BulkPublish items={selectedReady} />
      <Message message={work.message} />
      {groupsQuery.isError ? (
        <p role="status" className="text-sm text-amber-900">
          {GENERATE_TEXT.loadFailed}
        </p>
      ) : null}
      <GenerateTable groups={groups} selected={chosen} busySkus={busy} actions={work.rowActions(selection.toggle)} />
      <p className="text-sm text-slate-700 dark:text-slate-300" aria-live="polite">
        {groups.length} item{groups.length === 1 ? '' : 's'} · {chosen.size} selected · {readyToPostCount(groups)} ready
        to post
      </p>
      {editing ? (
        <EditListingModal key={editing.id} item={editing} focusField={field} onClose={() => setEditingId(null)} />
      ) : null}
      <ConfirmDialog
        open={work.deleting !== null}
        onOpenChange={(open) => (open ? undefined : work.setDeleting(null))}
        title="Delete item?"
        description={work.deleting ? deleteListingConfirm(work.deleting.sku, hasLiveListing(work.deleting)) : ''}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={work.deletePending}
        onConfirm={work.runDelete}
      />
    </section>
  );
}

/** Section 4.4 step 4: a finished item sets the dashboard's refresh flag. */
function useRefreshFlagOnReady(groups: GenerateGroup[]) {
  const previous = useRef(new Map<string, ListingStatus>());
  useEffect(() => {
    if (newlyReady(previous.current, groups).length > 0) flagDashboardRefresh();
    previous.current = new Map(groups.map((g) => [g.sku, g.status]));
  }, [groups]);
}

function Message({ message }: { message: ScreenMessage | null }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg p-3 ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900'}`}
    >
      {message.text}
    </p>
  );
}
