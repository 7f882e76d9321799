import {
  DASHBOARD_TEXT,
  deleteItemConfirmText,
  clearAllConfirmText,
  cleanupErrorText,
  cleanupResultText,
  type RecentItem,
} from '@listlens/shared';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ApiError } from '../../../lib/api-client';
import { useClearAllItems } from '../api/clear-all-items';
import { DASHBOARD_KEY, useDashboardSummary } from '../api/dashboard-summary';
import { useDeleteRecentItem } from '../api/delete-recent-item';
import { useRefreshTriggers } from '../use-refresh-triggers';
import { RecentItems } from './recent-items';
import { StatCards } from './stat-cards';

type Notice = { kind: 'success' | 'error'; text: string } | null;

const clearFailedText = (error: unknown) =>
  cleanupErrorText(error instanceof ApiError ? error.message : 'the server could not be reached');

// The server words a refused delete with the spec's longer text; anything else gets the short one.
const deleteFailedText = (error: unknown) =>
  error instanceof ApiError && error.code === 'conflict' ? error.message : DASHBOARD_TEXT.deleteItemFailed;

/** The dashboard's Overview tab (spec part 3, section 2). */
export function OverviewTab() {
  const queryClient = useQueryClient();
  const summary = useDashboardSummary();
  const clearAll = useClearAllItems();
  const deleteItem = useDeleteRecentItem();
  const [confirmClear, setConfirmClear] = useState(false);
  const [toDelete, setToDelete] = useState<RecentItem | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const refresh = useCallback(() => void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY }), [queryClient]);
  useRefreshTriggers(refresh);

  const itemCount = summary.data?.stats.itemsProcessed ?? 0;
  const runClearAll = () =>
    clearAll.mutate(undefined, {
      onSuccess: (result) => setNotice({ kind: 'success', text: cleanupResultText(result) }),
      onError: (error) => setNotice({ kind: 'error', text: clearFailedText(error) }),
      onSettled: () => setConfirmClear(false),
    });
  const runDelete = () => {
    if (!toDelete) return;
    deleteItem.mutate(toDelete.id, {
      onSuccess: () => setNotice(null),
      onError: (error) => setNotice({ kind: 'error', text: deleteFailedText(error) }),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-label="Overview" className="flex flex-col gap-6">
      <StatCards stats={summary.data?.stats} />
      <RecentItemsBar
        refreshing={summary.isFetching}
        onRefresh={refresh}
        canClear={itemCount > 0}
        onClear={() => setConfirmClear(true)}
      />
      <NoticeLine notice={notice} />
      {summary.isPending ? (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          Loading your items...
        </p>
      ) : (
        <>
          {summary.isError ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800">
              <p>Your items could not be loaded. {summary.error instanceof ApiError ? summary.error.message : ''}</p>
              <Button variant="secondary" className="mt-2" onClick={refresh}>
                Try Again
              </Button>
            </div>
          ) : null}
          {/* A refresh that failed keeps the items already loaded on screen. */}
          {summary.data ? <RecentItems items={summary.data.recentItems} onDelete={setToDelete} /> : null}
        </>
      )}
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear All Test Items"
        description={clearAllConfirmText(itemCount)}
        confirmLabel="Delete All"
        busyLabel="Deleting..."
        busy={clearAll.isPending}
        onConfirm={runClearAll}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
        title="Delete this item?"
        description={deleteItemConfirmText(toDelete?.live ?? false)}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteItem.isPending}
        onConfirm={runDelete}
      />
    </section>
  );
}

/** Recent Items' title, Refresh and Clear All Test Items. */
function RecentItemsBar({
  refreshing,
  onRefresh,
  canClear,
  onClear,
}: {
  refreshing: boolean;
  onRefresh: () => void;
  canClear: boolean;
  onClear: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold">Recent Items</h2>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onRefresh} disabled={refreshing}>
          <RefreshCw className={`h-4 w-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </Button>
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Clear All Test Items
        </Button>
      </div>
    </div>
  );
}

/** What the last clear or delete did, read out as it changes. */
function NoticeLine({ notice }: { notice: Notice }) {
  return (
    <div aria-live="polite">
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`rounded-lg px-4 py-3 font-medium ${notice.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
