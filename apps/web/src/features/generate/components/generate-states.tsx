import { GENERATE_TEXT } from '@listlens/shared';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { LoadError } from '../../../components/load-error';

/** The screen's title, what it is for, Back to Dashboard and Refresh. */
export function GenerateHeader({ onRefresh }: { onRefresh: () => void }) {
  return (
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
        <Button variant="secondary" onClick={onRefresh}>
          <RefreshCw className="h-5 w-5" aria-hidden="true" /> Refresh
        </Button>
      </div>
    </div>
  );
}

/** The groups could not be read at all: the spec's error state with Try Again. */
export function GenerateLoadError({ header, onRetry }: { header: ReactNode; onRetry: () => void }) {
  return (
    <section className="flex flex-col gap-4">
      {header}
      <LoadError title={GENERATE_TEXT.errorTitle} text={GENERATE_TEXT.loadFailed} onRetry={onRetry} />
    </section>
  );
}

/** No SKU groups yet: the way to SKU assignment. */
export function GenerateEmpty({ header }: { header: ReactNode }) {
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
