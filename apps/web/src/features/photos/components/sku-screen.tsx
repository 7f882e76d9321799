import { PHOTO_MESSAGES, deleteConfirmMessage } from '@listlens/shared';
import { RefreshCw, Tags } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/spinner';
import { useLocalPhotos, useLocalPhotoSync } from '../local/use-local-photos';
import { useSkuActions, type ScreenMessage } from '../use-sku-actions';
import { useSkuBoard } from '../use-sku-board';
import { useSkuPhotos } from '../use-sku-photos';
import { SkuAssignForm } from './sku-assign-form';
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
  const board = useSkuBoard(data, actions);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const header = <SkuHeader onRefresh={() => void board.refresh()} />;
  if (data.loading) return <PageSpinner label="Loading photos…" />;
  if (data.failed)
    return (
      <Frame header={header} help={false}>
        <LoadError
          title={PHOTO_MESSAGES.errorTitle}
          text={PHOTO_MESSAGES.loadFailed}
          onRetry={() => void board.refresh()}
        />
      </Frame>
    );
  if (board.photos.length === 0)
    return (
      <Frame header={header}>
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <h3 className="text-lg font-semibold">{PHOTO_MESSAGES.emptyTitle}</h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{PHOTO_MESSAGES.emptyText}</p>
        </div>
      </Frame>
    );

  return (
    <Frame header={header}>
      {data.serverFailed ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          Showing photos saved on this device - database unavailable
        </p>
      ) : null}
      <SkuAssignForm board={board} actions={actions} onDelete={() => setConfirmDelete(true)} />
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {board.selected.size} of {board.open.length} photo(s) selected
      </p>
      <ActionMessage message={actions.message} />
      <SkuPhotoGrid photos={board.photos} selected={board.selected} assigned={board.assigned} onToggle={board.toggle} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={actions.busy} onClick={() => void board.groupByLabel()}>
          <Tags aria-hidden="true" className="h-5 w-5" /> Group by Label Photos
        </Button>
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete photos"
        description={deleteConfirmMessage(board.selected.size)}
        confirmLabel="Delete"
        role="alertdialog"
        onOpenChange={setConfirmDelete}
        onConfirm={() => {
          setConfirmDelete(false);
          void board.remove();
        }}
      />
      <ConfirmDialog
        open={board.prompt}
        title="All photos assigned"
        description={PHOTO_MESSAGES.allAssigned}
        confirmLabel="Go to Generate Listings"
        cancelLabel="Stay Here"
        tone="primary"
        role="alertdialog"
        onOpenChange={board.setPrompt}
        onConfirm={() => {
          board.setPrompt(false);
          onAllAssigned();
        }}
      />
    </Frame>
  );
}

/** The screen's section: its header, the content and (unless it failed to load) the SKU help below. */
function Frame({ header, help = true, children }: { header: ReactNode; help?: boolean; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      {header}
      {children}
      {help ? <SkuHelpPanel /> : null}
    </section>
  );
}

function ActionMessage({ message }: { message: ScreenMessage | null }) {
  if (!message) return null;
  return (
    <p
      role={message.kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg p-3 ${message.kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-900'}`}
    >
      {message.text}
    </p>
  );
}

function SkuHeader({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div>
        <h2 className="text-xl font-bold">Assign SKUs to Photos</h2>
        <p className="text-slate-600 dark:text-slate-300">Select the photos of one item and give them its SKU.</p>
      </div>
      <Button variant="secondary" onClick={onRefresh}>
        <RefreshCw aria-hidden="true" className="h-5 w-5" /> Refresh
      </Button>
    </div>
  );
}
