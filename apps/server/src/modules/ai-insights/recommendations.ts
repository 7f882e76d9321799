import {
  AI_INSIGHTS_THRESHOLDS as T,
  AI_METRIC_FIELDS,
  AI_METRIC_FIELD_LABELS,
  type AiMetricField,
  type AiPerformanceMetrics,
  type Insight,
} from '@listlens/shared';

// 0.575 × 100 is 57.49999… in floating point; rounding 12 significant digits first gives the 58% a person expects.
const percent = (share: number) => `${Math.round(Number((share * 100).toPrecision(12)))}%`;
const points = (delta: number) => `${delta > 0 ? '+' : ''}${Math.round(delta * 100)} points`;

/** What a seller can do about a field the AI often gets wrong. */
const FIELD_ADVICE: Record<AiMetricField, string> = {
  title: 'Check the brand, item type and size in the photos: the title is built from them.',
  brand: 'Add a sharp close-up of the brand label or neck tag, taken straight on.',
  size: 'Add a close-up of the size tag, in focus and filling most of the frame.',
  condition: 'Show wear, stains or original tags in a photo so the condition can be judged.',
  category: 'Photograph the whole item laid flat, front on, so its type is clear.',
  color: 'Photograph the item in daylight on a plain, light background.',
  keywords: 'Include the brand label and a full view of the item so the keywords describe it.',
  specifics: 'Add a photo of the care label: material and origin come from it.',
};

/**
 * At most 3 recommendations (spec section 9), most urgent first: accuracy
 * below 0.6, then each field below 0.5 (weakest first), then cost efficiency
 * below 8, then the trend, then praise for accuracy of 0.85 or more.
 */
export function recommendationsFor(m: AiPerformanceMetrics): Insight[] {
  if (m.avgAccuracy === null) return [];
  const out: Insight[] = [];
  if (m.avgAccuracy < T.accuracyNeedsAttention) {
    out.push({
      type: 'error',
      title: 'Accuracy needs attention',
      description: `You kept ${percent(m.avgAccuracy)} of the AI's field values in the last ${m.days} days.`,
      metric: percent(m.avgAccuracy),
      action: 'Start with the weakest fields below: better label photos fix most of them.',
    });
  }
  const weak = AI_METRIC_FIELDS.flatMap((field) => {
    const accuracy = m.fieldAccuracies[field]?.accuracy ?? null;
    return accuracy !== null && accuracy < T.weakField ? [{ field, accuracy }] : [];
  }).sort((a, b) => a.accuracy - b.accuracy);
  for (const { field, accuracy } of weak) {
    const label = AI_METRIC_FIELD_LABELS[field];
    out.push({
      type: 'warning',
      title: `${label} is often corrected`,
      description: `The AI's ${label.toLowerCase()} was kept on ${percent(accuracy)} of ${m.fieldAccuracies[field].compared} compared items.`,
      metric: percent(accuracy),
      action: FIELD_ADVICE[field],
    });
  }
  if (m.costEfficiency !== null && m.costEfficiency < T.costEfficiencyWarning) {
    out.push({
      type: 'warning',
      title: 'Low cost efficiency',
      description: `Each cent spent on analysis gave ${m.costEfficiency.toFixed(1)} accurate fields.`,
      metric: `${m.costEfficiency.toFixed(1)} per cent`,
      action: 'Regenerate only items whose photos changed, and add label close-ups so one run gets more right.',
    });
  }
  if (m.improvementTrend !== null && m.improvementTrend > T.improving) {
    out.push({
      type: 'success',
      title: 'Accuracy is improving',
      description: 'Your newer analyses needed fewer corrections than the older ones.',
      metric: points(m.improvementTrend),
    });
  } else if (m.improvementTrend !== null && m.improvementTrend < -T.improving) {
    out.push({
      type: 'warning',
      title: 'Accuracy is slipping',
      description: 'Your newer analyses needed more corrections than the older ones.',
      metric: points(m.improvementTrend),
      action: 'Compare recent photos with older ones: lighting and label close-ups matter most.',
    });
  }
  if (m.avgAccuracy >= T.accuracyExcellent) {
    out.push({
      type: 'success',
      title: 'Excellent accuracy',
      description: `You kept ${percent(m.avgAccuracy)} of the AI's field values. Keep photographing labels the same way.`,
      metric: percent(m.avgAccuracy),
    });
  }
  return out.slice(0, T.maxRecommendations);
}
