import { brandCategoryLabel, KEYWORD_LEARNING, type BrandLearningEntry } from '@listlens/shared';
import { Button } from '../../../components/button';
import { BrandDetailsDialog } from './brand-details-dialog';
import { LearningProgress } from './learning-progress';
import { LearningStatusBadge } from './learning-status-badge';

/**
 * One brand/category learning entry (spec part 3, sections 2 and 9): its
 * submissions and progress, the top keywords (6, then '+N more'), View
 * Details, and Promote once it is ready.
 */
export function LearningEntryCard({
  entry,
  promoting,
  busy,
  onPromote,
}: {
  entry: BrandLearningEntry;
  /** This entry's promotion is running. */
  promoting: boolean;
  /** A promotion (this one or another) is running. */
  busy: boolean;
  onPromote: () => void;
}) {
  const name = brandCategoryLabel(entry.brand, entry.category);
  const shown = entry.top_keywords.slice(0, KEYWORD_LEARNING.topKeywordsShown);
  const more = entry.top_keywords.length - shown.length;
  return (
    <article
      aria-label={name}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold break-words">{entry.brand}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">{entry.category ?? 'No category'}</p>
        </div>
        <LearningStatusBadge status={entry.status} />
      </div>
      <LearningProgress submissions={entry.submission_count} progress={entry.progress} label={`Progress for ${name}`} />
      {shown.length > 0 ? (
        <div>
          <h4 className="text-sm font-medium">Top keywords</h4>
          <ul className="mt-1 flex flex-wrap gap-2" aria-label={`Top keywords for ${name}`}>
            {shown.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
              >
                {keyword}
              </li>
            ))}
            {more > 0 ? <li className="px-1 py-1 text-sm text-slate-600 dark:text-slate-300">+{more} more</li> : null}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {entry.generated_count} item{entry.generated_count === 1 ? '' : 's'} generated; no keywords approved yet.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <BrandDetailsDialog entry={entry} />
        {entry.ready_for_promotion ? (
          <Button onClick={onPromote} disabled={busy} aria-label={`${promoting ? 'Promoting...' : 'Promote'} ${name}`}>
            {promoting ? 'Promoting...' : 'Promote'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
