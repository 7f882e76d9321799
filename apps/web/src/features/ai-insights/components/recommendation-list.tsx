import type { Insight } from '@listlens/shared';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';

const LOOK: Record<Insight['type'], { icon: LucideIcon; word: string; className: string }> = {
  success: { icon: CircleCheck, word: 'Good', className: 'border-green-200 dark:border-green-900 text-green-700' },
  error: { icon: CircleAlert, word: 'Problem', className: 'border-red-200 dark:border-red-900 text-red-700' },
  warning: { icon: TriangleAlert, word: 'Warning', className: 'border-amber-200 dark:border-amber-900 text-amber-700' },
  info: { icon: Info, word: 'Note', className: 'border-slate-200 dark:border-slate-700 text-slate-700' },
};

/** The server's optimization recommendations (at most 3, most urgent first). */
export function RecommendationList({ insights }: { insights: Insight[] }) {
  return (
    <section aria-labelledby="recommendations-title" className="flex flex-col gap-3">
      <h2 id="recommendations-title" className="text-lg font-semibold">
        Recommendations
      </h2>
      {insights.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No recommendations for this period.</p>
      ) : (
        <ul aria-label="Recommendations" className="flex flex-col gap-3">
          {insights.map((insight) => {
            const look = LOOK[insight.type];
            const Icon = look.icon;
            return (
              <li
                key={insight.title}
                className={`flex gap-3 rounded-xl border bg-white p-4 dark:bg-slate-900 ${look.className}`}
              >
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                <div className="flex min-w-0 flex-col gap-1 text-slate-800 dark:text-slate-100">
                  <p className="font-semibold">
                    <span className="sr-only">{look.word}: </span>
                    {insight.title}
                    {insight.metric && (
                      <span className="ml-2 text-sm font-normal text-slate-600 dark:text-slate-400">
                        ({insight.metric})
                      </span>
                    )}
                  </p>
                  <p>{insight.description}</p>
                  {insight.action && <p className="text-sm text-slate-700 dark:text-slate-300">{insight.action}</p>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
