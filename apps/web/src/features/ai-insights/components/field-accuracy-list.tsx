import {
  AI_METRIC_FIELDS,
  AI_METRIC_FIELD_LABELS,
  accuracyBarLevel,
  accuracyTextLevel,
  type AiPerformanceMetrics,
} from '@listlens/shared';
import { BAR_CLASS, TEXT_CLASS, percent } from '../level-styles';

/**
 * Accuracy per field: the percentage coloured by the text thresholds (0.9,
 * 0.7), the bar by the bar thresholds (0.8, 0.6). The number is always shown,
 * so colour is never the only signal.
 */
export function FieldAccuracyList({ metrics }: { metrics: AiPerformanceMetrics }) {
  return (
    <section aria-labelledby="field-accuracy-title" className="flex flex-col gap-3">
      <h2 id="field-accuracy-title" className="text-lg font-semibold">
        Accuracy by field
      </h2>
      <ul aria-label="Accuracy by field" className="flex flex-col gap-3">
        {AI_METRIC_FIELDS.map((field) => {
          const { accuracy, compared } = metrics.fieldAccuracies[field];
          const label = AI_METRIC_FIELD_LABELS[field];
          return (
            <li key={field} aria-label={label} className="flex flex-col gap-1">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium">{label}</span>
                {accuracy === null ? (
                  <span className="text-sm text-slate-600 dark:text-slate-400">Not measured yet</span>
                ) : (
                  <span className="text-sm">
                    <span
                      data-level={accuracyTextLevel(accuracy)}
                      className={`font-semibold tabular-nums ${TEXT_CLASS[accuracyTextLevel(accuracy)]}`}
                    >
                      {percent(accuracy)}
                    </span>{' '}
                    <span className="text-slate-600 dark:text-slate-400">
                      of {compared} {compared === 1 ? 'item' : 'items'}
                    </span>
                  </span>
                )}
              </div>
              <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
                {accuracy !== null && (
                  <div
                    data-testid={`bar-${field}`}
                    data-level={accuracyBarLevel(accuracy)}
                    className={`h-full rounded-full ${BAR_CLASS[accuracyBarLevel(accuracy)]}`}
                    style={{ width: `${Math.round(accuracy * 100)}%` }}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
