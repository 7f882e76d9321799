import type { LearningSummary as Summary } from '@listlens/shared';
import { BookOpen, CheckCircle2, Sparkles, ThumbsUp } from 'lucide-react';

/** The summary tiles, over every brand/category of the seller (not only the 10 listed). */
export function LearningSummary({ summary }: { summary: Summary }) {
  const tiles = [
    { label: 'Brands learning', value: summary.brandsTracked, Icon: BookOpen },
    { label: 'Ready to promote', value: summary.readyForPromotion, Icon: CheckCircle2 },
    { label: 'Approved submissions', value: summary.approvedSubmissions, Icon: ThumbsUp },
    { label: 'Promoted keywords', value: summary.promotedKeywords, Icon: Sparkles },
  ];
  return (
    <dl aria-label="Summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <dt className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <Icon className="h-4 w-4 text-brand-700 dark:text-brand-100" aria-hidden="true" />
            {label}
          </dt>
          <dd className="mt-1 text-2xl font-bold">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
