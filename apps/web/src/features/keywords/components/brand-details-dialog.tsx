import {
  brandCategoryLabel,
  KEYWORD_LEARNING,
  type BrandLearningEntry,
  type BrandStatus,
  type KeywordStat,
} from '@listlens/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useBrandStatus } from '../api/brand-status';
import { LearningProgress } from './learning-progress';
import { LearningStatusBadge } from './learning-status-badge';

const MIN_RATE_PERCENT = Math.round(KEYWORD_LEARNING.minApprovalRate * 100);

/**
 * View Details: the brand status detail (spec part 3, section 3), read when
 * opened. The shared Modal traps focus, Escape and Close dismiss, and focus goes
 * back to the View details button that opened it.
 */
export function BrandDetailsDialog({ entry }: { entry: BrandLearningEntry }) {
  const [open, setOpen] = useState(false);
  const name = brandCategoryLabel(entry.brand, entry.category);
  const status = useBrandStatus(entry.brand, entry.category, open);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={name}
      description={`What ListLens has learned from the keywords you kept on your ${name} items.`}
      trigger={
        <Button variant="secondary" aria-label={`View details for ${name}`}>
          View details
        </Button>
      }
    >
      {status.isPending ? (
        <p role="status">Loading the details...</p>
      ) : status.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 text-red-700 dark:text-red-300">
          <p>Could not load the details of {name}. Please try again.</p>
          <Button variant="secondary" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <StatusDetails status={status.data} name={name} />
      )}
    </Modal>
  );
}

function StatusDetails({ status, name }: { status: BrandStatus; name: string }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <LearningStatusBadge status={status.status} />
        <span className="text-sm text-slate-700 dark:text-slate-300">
          {status.needsMore > 0
            ? `Needs ${status.needsMore} more approved submission${status.needsMore === 1 ? '' : 's'}.`
            : 'Has enough approved submissions.'}{' '}
          {status.generated} item{status.generated === 1 ? '' : 's'} generated.
        </span>
      </div>
      <LearningProgress submissions={status.submissions} progress={status.progress} label={`Progress for ${name}`} />
      <section aria-labelledby="kept-keywords">
        <h3 id="kept-keywords" className="font-semibold">
          Keywords you kept
        </h3>
        {status.topKeywords.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            None yet: save the SEO keywords on an item of this brand to count it.
          </p>
        ) : (
          <KeywordTable stats={status.topKeywords} submissions={status.submissions} />
        )}
      </section>
      <section aria-labelledby="promoted-keywords">
        <h3 id="promoted-keywords" className="font-semibold">
          Promoted keywords
        </h3>
        {status.promotedKeywords.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            None yet. Keywords kept in at least {MIN_RATE_PERCENT}% of {KEYWORD_LEARNING.learningThreshold} or more
            approved submissions can be promoted; they then lead the keywords of your next drafts of this brand.
          </p>
        ) : (
          <>
            <ul className="mt-1 flex flex-wrap gap-2" aria-label="Promoted keywords">
              {status.promotedKeywords.map((k) => (
                <li
                  key={k}
                  className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 dark:bg-slate-800 dark:text-brand-100"
                >
                  {k}
                </li>
              ))}
            </ul>
            {status.promotedAt ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Promoted on {new Date(status.promotedAt).toLocaleDateString('en-US', { dateStyle: 'medium' })}.
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

function KeywordTable({ stats, submissions }: { stats: KeywordStat[]; submissions: number }) {
  return (
    <table className="mt-1 w-full text-left text-sm">
      <thead>
        <tr className="border-b border-slate-200 dark:border-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            Keyword
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            Kept in
          </th>
          <th scope="col" className="py-1 font-medium">
            Approval
          </th>
        </tr>
      </thead>
      <tbody>
        {stats.map((s) => {
          const percent = Math.round(s.approvalRate * 100);
          return (
            <tr key={s.keyword} className="border-b border-slate-100 dark:border-slate-800">
              <td className="py-1 pr-2 break-all">{s.keyword}</td>
              <td className="py-1 pr-2">
                {s.approvals} of {submissions}
              </td>
              <td className="py-1">
                {percent}%
                {s.approvalRate >= KEYWORD_LEARNING.minApprovalRate - 1e-9 ? ` (meets ${MIN_RATE_PERCENT}%)` : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
