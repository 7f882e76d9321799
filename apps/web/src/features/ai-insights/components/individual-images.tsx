import type { MultiImageAnalysisResult } from '@listlens/shared';
import { Star } from 'lucide-react';
import { percent } from '../level-styles';
import { ValueList } from './value-list';

/** One card per photo: what it led to alone, and how much of the combined result it reached. */
export function IndividualImages({ result, photoUrls }: { result: MultiImageAnalysisResult; photoUrls: string[] }) {
  return (
    <ul aria-label="Individual images" className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {result.individualResults.map((r) => {
        const best = result.bestImage === r.index;
        const url = photoUrls[r.index];
        return (
          <li
            key={r.index}
            aria-label={`Photo ${r.index + 1}`}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700"
          >
            <div className="flex items-center gap-3">
              {url && <img src={url} alt="" className="h-16 w-16 shrink-0 rounded-lg object-cover" />}
              <div className="min-w-0">
                <p className="font-semibold">Photo {r.index + 1}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">{r.fileName}</p>
              </div>
              {best && (
                <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2 py-1 text-xs font-semibold text-brand-700">
                  <Star aria-hidden="true" className="h-3 w-3" /> Best image
                </span>
              )}
            </div>
            {r.error ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">
                {r.error}
              </p>
            ) : (
              <ValueList
                label={`Photo ${r.index + 1} result`}
                values={[
                  ['Brand', r.brand],
                  ['Size', r.size],
                  ['Color', r.color],
                  ['Item type', r.itemType],
                  ['Confidence', percent(r.confidence)],
                  ['Keywords', r.keywords.length > 0 ? r.keywords.join(', ') : null],
                ]}
              />
            )}
            <p className="text-sm">
              {r.agreement.compared === 0
                ? 'Nothing to compare: all photos together found no brand, size, colour or item type.'
                : `Matches ${r.agreement.matched} of ${r.agreement.compared} combined findings`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
