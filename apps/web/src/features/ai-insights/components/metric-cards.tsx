import {
  AI_INSIGHTS_THRESHOLDS,
  AI_METRIC_FIELD_LABELS,
  accuracyRating,
  costEfficiencyRating,
  formatCostCents,
  type AiPerformanceMetrics,
  type Level,
} from '@listlens/shared';
import type { ReactNode } from 'react';
import { BADGE_CLASS, percent } from '../level-styles';

function Rating({ level, label }: { level: Level; label: string }) {
  return (
    <span data-level={level} className={`w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE_CLASS[level]}`}>
      {label}
    </span>
  );
}

function Card({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="flex flex-col gap-1">
        <span className="text-2xl font-bold tabular-nums">{value}</span>
        {children}
      </dd>
    </div>
  );
}

function trendText(trend: number): { label: string; level: Level } {
  if (trend > AI_INSIGHTS_THRESHOLDS.improving) return { label: 'Improving', level: 'good' };
  if (trend < -AI_INSIGHTS_THRESHOLDS.improving) return { label: 'Getting worse', level: 'poor' };
  return { label: 'Steady', level: 'fair' };
}

const note = 'text-sm text-slate-600 dark:text-slate-400';

/** The headline figures of 'AI performance metrics', each with its spec threshold as words and colour. */
export function MetricCards({ metrics }: { metrics: AiPerformanceMetrics }) {
  const { avgAccuracy, avgCostCents, costEfficiency, improvementTrend, topFailingField } = metrics;
  const trend = improvementTrend === null ? null : trendText(improvementTrend);
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      <Card label="Average accuracy" value={avgAccuracy === null ? '–' : percent(avgAccuracy)}>
        {avgAccuracy === null ? (
          <span className={note}>No analysis has a stored item to compare with yet.</span>
        ) : (
          <Rating {...accuracyRating(avgAccuracy)} />
        )}
      </Card>
      <Card label="Analyses" value={String(metrics.totalPredictions)}>
        <span className={note}>
          {metrics.comparedPredictions} compared with the {metrics.comparedPredictions === 1 ? 'item' : 'items'} you
          kept
        </span>
      </Card>
      <Card label="Average cost per analysis" value={avgCostCents === null ? '–' : formatCostCents(avgCostCents)}>
        {avgCostCents === null && <span className={note}>The provider did not report a cost.</span>}
      </Card>
      <Card label="Cost efficiency" value={costEfficiency === null ? '–' : costEfficiency.toFixed(1)}>
        {costEfficiency === null ? (
          <span className={note}>Nothing was paid for these analyses.</span>
        ) : (
          <>
            <span className={note}>accurate fields per cent spent</span>
            <Rating {...costEfficiencyRating(costEfficiency)} />
          </>
        )}
      </Card>
      <Card
        label="Improvement trend"
        value={
          improvementTrend === null
            ? '–'
            : `${improvementTrend > 0 ? '+' : ''}${Math.round(improvementTrend * 100)} points`
        }
      >
        {trend ? <Rating {...trend} /> : <span className={note}>Needs at least 2 compared analyses.</span>}
      </Card>
      <Card label="Most corrected field" value={topFailingField ? AI_METRIC_FIELD_LABELS[topFailingField] : 'None'}>
        {topFailingField === null && avgAccuracy !== null && (
          <span className={note}>Every compared field was kept as the AI gave it.</span>
        )}
      </Card>
    </dl>
  );
}
