import type { Item } from '@listlens/shared';
import { Sparkles } from 'lucide-react';
import { card } from './card';

/** AI Analysis (spec part 3, section 2): the confidence bar and the key features. */
export function AiAnalysisCard({ item }: { item: Item }) {
  const confidence = item.ai_confidence === null ? null : Math.round(item.ai_confidence * 100);
  const features = item.ai_analysis.key_features;
  return (
    <section aria-labelledby="analysis-title" className={card}>
      <h2 id="analysis-title" className="flex items-center gap-2 text-lg font-semibold">
        <Sparkles className="h-5 w-5 text-brand-600" aria-hidden="true" /> AI Analysis
      </h2>
      {confidence === null ? (
        <p className="mt-2 text-slate-600 dark:text-slate-300">No confidence figure for this item.</p>
      ) : (
        <div className="mt-3">
          <p className="flex justify-between text-sm">
            <span id="confidence-label">Confidence</span>
            <span className="font-semibold">{confidence}%</span>
          </p>
          <div
            role="meter"
            aria-labelledby="confidence-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={confidence}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className="h-full rounded-full bg-brand-600" style={{ width: `${confidence}%` }} />
          </div>
        </div>
      )}
      <h3 className="mt-4 text-sm font-semibold">Key features</h3>
      {features.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-slate-700 dark:text-slate-300">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-600 dark:text-slate-300">None noted.</p>
      )}
    </section>
  );
}
