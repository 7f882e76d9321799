import { PHOTO_MESSAGES } from '@listlens/shared';
import { CircleCheck } from 'lucide-react';
import { Button } from '../../../components/button';
import type { UploadOutcome } from '../use-upload-flow';

/** The success screen of spec part 2, section 2.1, with its two buttons. */
export function UploadSuccess({
  outcome,
  localNotice,
  onGoToSkus,
  onUploadMore,
}: {
  outcome: UploadOutcome;
  localNotice: string | null;
  onGoToSkus: () => void;
  onUploadMore: () => void;
}) {
  return (
    <section
      aria-labelledby="upload-success-title"
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <CircleCheck aria-hidden="true" className="h-12 w-12 text-green-600" />
      <h2 id="upload-success-title" className="text-2xl font-bold">
        {PHOTO_MESSAGES.uploadedTitle}
      </h2>
      {outcome.uploaded > 0 ? (
        <p>
          {outcome.uploaded} photo{outcome.uploaded === 1 ? '' : 's'} uploaded. Next, group them into items by SKU.
        </p>
      ) : null}
      {localNotice ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {localNotice}
        </p>
      ) : null}
      {outcome.duplicates > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-amber-900">
          {outcome.duplicates === 1
            ? '1 of these photos was already uploaded before; it is marked Duplicate on the SKUs tab.'
            : `${outcome.duplicates} of these photos were already uploaded before; they are marked Duplicate on the SKUs tab.`}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onGoToSkus}>Go to SKU Assignment</Button>
        <Button variant="secondary" onClick={onUploadMore}>
          Upload More Photos
        </Button>
      </div>
    </section>
  );
}
