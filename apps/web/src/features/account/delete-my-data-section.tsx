import { cleanupErrorText, cleanupResultText, DASHBOARD_TEXT } from '@listlens/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { ApiError } from '../../lib/api-client';
import { useDeleteMyData } from './api/delete-my-data';

/** Delete all my data (issue 9), with the spec's success, partial and error texts (part 3, section 8). */
export function DeleteMyDataSection({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const erase = useDeleteMyData(userId);
  const run = () =>
    erase.mutate(undefined, {
      onSettled: () => setConfirming(false),
    });
  const error = erase.error instanceof ApiError ? erase.error.message : 'the server could not be reached';
  return (
    <section
      aria-labelledby="danger-title"
      className="rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-slate-900"
    >
      <h2 id="danger-title" className="text-lg font-semibold">
        Delete all my data
      </h2>
      <p className="mt-1 text-slate-700 dark:text-slate-300">
        Removes every item, listing, sale, photo, inventory record and eBay connection you have in ListLens, and the
        photo files themselves. Your account, name and plan stay, so you can start again.
      </p>
      <Button variant="danger" className="mt-4" onClick={() => setConfirming(true)}>
        Delete all my data
      </Button>
      <div aria-live="polite">
        {erase.isSuccess ? (
          <p role="status" className="mt-3 font-medium text-green-800 dark:text-green-300">
            {cleanupResultText(erase.data)}
          </p>
        ) : null}
        {erase.isError ? (
          <p role="alert" className="mt-3 font-medium text-red-700 dark:text-red-300">
            {cleanupErrorText(error)}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete all your data?"
        description={`Every item, listing, sale, photo and connection is removed for good. ${DASHBOARD_TEXT.endsLiveListings} This action cannot be undone.`}
        confirmLabel="Delete everything"
        busyLabel="Deleting..."
        busy={erase.isPending}
        onConfirm={run}
      />
    </section>
  );
}
