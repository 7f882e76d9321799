import { AI_METRIC_FIELDS, type AiMetricField, type AiPerformanceMetrics, type FieldAccuracy } from '@listlens/shared';
import type { FieldScores } from './field-scores';

/** One analysis run as the metrics see it. */
export type ScoredRun = {
  createdAt: Date;
  /** What the run cost in cents; null when not known. */
  costCents: number | null;
  /** Its field scores; null when its item is no longer stored (nothing to compare with). */
  scores: FieldScores | null;
};

const mean = (values: number[]): number | null =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length;

const round = (value: number | null, places: number): number | null =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

const scoresOf = (run: ScoredRun): number[] => Object.values(run.scores ?? {});

/**
 * The spec's 'AI performance metrics' over a period's runs (decision 012).
 * Accuracy pools every compared field of every run; the trend compares the
 * newer half of the compared runs with the older half; cost efficiency is
 * accurate fields per cent spent.
 */
export function computeMetrics(runs: ScoredRun[], days: number): AiPerformanceMetrics {
  const compared = runs.filter((r) => r.scores !== null);
  const fieldAccuracies = Object.fromEntries(
    AI_METRIC_FIELDS.map((field) => {
      const values = compared.flatMap((r) => (r.scores?.[field] === undefined ? [] : [r.scores[field]]));
      return [field, { accuracy: round(mean(values), 4), compared: values.length }];
    }),
  ) as Record<AiMetricField, FieldAccuracy>;

  const costs = runs.flatMap((r) => (r.costCents === null ? [] : [r.costCents]));
  return {
    days,
    totalPredictions: runs.length,
    comparedPredictions: compared.length,
    avgAccuracy: round(mean(compared.flatMap(scoresOf)), 4),
    avgCostCents: round(mean(costs), 4),
    topFailingField: topFailingField(fieldAccuracies),
    improvementTrend: round(improvementTrend(compared), 4),
    costEfficiency: round(costEfficiency(compared), 2),
    fieldAccuracies,
  };
}

/** The least accurate field, first in the spec's order on a tie; none when every compared field is always right. */
function topFailingField(accuracies: Record<AiMetricField, FieldAccuracy>): AiMetricField | null {
  let worst: AiMetricField | null = null;
  for (const field of AI_METRIC_FIELDS) {
    const { accuracy } = accuracies[field];
    if (accuracy === null || accuracy >= 1) continue;
    if (worst === null || accuracy < (accuracies[worst].accuracy ?? 1)) worst = field;
  }
  return worst;
}

/** Newer half's mean run accuracy minus the older half's; with an odd count the middle run sits out. */
function improvementTrend(compared: ScoredRun[]): number | null {
  const accuracies = [...compared]
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .flatMap((r) => {
      const m = mean(scoresOf(r));
      return m === null ? [] : [m];
    });
  const half = Math.floor(accuracies.length / 2);
  if (half === 0) return null;
  const older = mean(accuracies.slice(0, half));
  const newer = mean(accuracies.slice(accuracies.length - half));
  return older === null || newer === null ? null : newer - older;
}

/** Accurate fields (the sum of field scores) per cent, over compared runs whose cost is known; null when they cost nothing. */
function costEfficiency(compared: ScoredRun[]): number | null {
  let accurate = 0;
  let cents = 0;
  for (const run of compared) {
    if (run.costCents === null) continue;
    accurate += scoresOf(run).reduce((a, b) => a + b, 0);
    cents += run.costCents;
  }
  return cents > 0 ? accurate / cents : null;
}
