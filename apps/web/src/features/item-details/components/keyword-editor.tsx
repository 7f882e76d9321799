import { DASHBOARD_TEXT, parseKeywordList, type Item } from '@listlens/shared';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { DiscardQuestion } from '../../../components/discard-question';
import { useCloseGuard } from '../../../lib/use-close-guard';
import { useUpdateItem } from '../api/update-item';
import { card } from './card';

/**
 * SEO Keywords (spec part 3, sections 2 and 5): view, edit, saving, back to
 * view. The text is comma-separated; entries are trimmed and blanks dropped.
 * Changed keywords are not dropped unasked: Cancel, a link or the browser's
 * Back ask "Discard your changes?" first.
 */
export function KeywordEditor({ item }: { item: Item }) {
  const id = useId();
  const update = useUpdateItem(item.id);
  const [draft, setDraft] = useState<string | null>(null);
  const keywords = item.ai_suggested_keywords;
  const changed = draft !== null && draft !== keywords.join(', ');
  const closing = useCloseGuard(changed, () => setDraft(null));

  const save = () => {
    if (draft === null) return;
    update.mutate({ ai_suggested_keywords: parseKeywordList(draft) }, { onSuccess: () => setDraft(null) });
  };

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          SEO Keywords
        </h2>
        {draft === null ? (
          <Button
            variant="ghost"
            onClick={() => {
              update.reset();
              setDraft(keywords.join(', '));
            }}
          >
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit keywords
          </Button>
        ) : null}
      </div>
      {draft === null ? (
        keywords.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Keywords">
            {keywords.map((keyword) => (
              <li
                key={keyword}
                className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-700 dark:bg-slate-800 dark:text-brand-100"
              >
                {keyword}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-slate-600 dark:text-slate-300">No keywords yet.</p>
        )
      ) : (
        <div className="mt-2 flex flex-col gap-2">
          <label htmlFor={`${id}-input`} className="text-sm font-medium">
            Keywords, separated by commas
          </label>
          <textarea
            id={`${id}-input`}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            rows={3}
            className="rounded-lg border border-slate-300 p-3 text-base dark:border-slate-600 dark:bg-slate-900"
          />
          {update.isError ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {DASHBOARD_TEXT.saveKeywordsFailed}
            </p>
          ) : null}
          <div className="flex gap-2">
            <Button onClick={save} disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save keywords'}
            </Button>
            <Button variant="secondary" onClick={closing.requestClose} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
      <DiscardQuestion question={closing.question} description="Your keyword changes are not saved." />
    </section>
  );
}
