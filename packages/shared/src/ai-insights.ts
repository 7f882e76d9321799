import { z } from 'zod';

// AI insights dashboard and AI accuracy test lab (spec part 3, sections 2, 3, 7
// and 9 'AI insights thresholds'). How accuracy and cost efficiency are
// measured is decision 012.

/** Period selector: 7, 30 or 90 days, default 30. */
export const AI_INSIGHTS_PERIODS = [7, 30, 90] as const;
export const AI_INSIGHTS_DEFAULT_DAYS = 30;

/** The fields of 'AI performance metrics', in the spec's order. */
export const AI_METRIC_FIELDS = [
  'title',
  'brand',
  'size',
  'condition',
  'category',
  'color',
  'keywords',
  'specifics',
] as const;
export type AiMetricField = (typeof AI_METRIC_FIELDS)[number];

export const AI_METRIC_FIELD_LABELS: Record<AiMetricField, string> = {
  title: 'Title',
  brand: 'Brand',
  size: 'Size',
  condition: 'Condition',
  category: 'Category',
  color: 'Color',
  keywords: 'Keywords',
  specifics: 'Item specifics',
};

/** Spec section 9, 'AI insights thresholds', word for word in numbers. */
export const AI_INSIGHTS_THRESHOLDS = {
  accuracyExcellent: 0.85,
  accuracyNeedsAttention: 0.6,
  costEfficiencyGood: 15,
  costEfficiencyWarning: 8,
  weakField: 0.5,
  improving: 0.1,
  maxRecommendations: 3,
  barGood: 0.8,
  barFair: 0.6,
  textGood: 0.9,
  textFair: 0.7,
} as const;

export const AiInsightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90' })
    .refine((d) => (AI_INSIGHTS_PERIODS as readonly number[]).includes(d), { message: 'days must be 7, 30 or 90' })
    .default(AI_INSIGHTS_DEFAULT_DAYS),
});
export type AiInsightsQuery = z.infer<typeof AiInsightsQuerySchema>;

const share = z.number().min(0).max(1);

/** One field's accuracy: null while no prediction in the period could be compared on it. */
export const FieldAccuracySchema = z.object({ accuracy: share.nullable(), compared: z.number().int().min(0) });
export type FieldAccuracy = z.infer<typeof FieldAccuracySchema>;

/** Spec section 3, 'AI performance metrics', plus the counts behind them. */
export const AiPerformanceMetricsSchema = z.object({
  days: z.number().int(),
  /** Analysis runs in the period, failed ones included. */
  totalPredictions: z.number().int().min(0),
  /** Runs whose item is still stored: the ones accuracy is measured on. */
  comparedPredictions: z.number().int().min(0),
  avgAccuracy: share.nullable(),
  /** Mean cost of a run in cents; null when no run's cost is known. */
  avgCostCents: z.number().min(0).nullable(),
  topFailingField: z.enum(AI_METRIC_FIELDS).nullable(),
  /** Newer half's accuracy minus the older half's; null under 2 compared runs. */
  improvementTrend: z.number().min(-1).max(1).nullable(),
  /** Accurate fields per cent spent; null when nothing was paid. */
  costEfficiency: z.number().min(0).nullable(),
  fieldAccuracies: z.record(z.enum(AI_METRIC_FIELDS), FieldAccuracySchema),
});
export type AiPerformanceMetrics = z.infer<typeof AiPerformanceMetricsSchema>;

/** Spec section 3, 'Insight'. */
export const InsightSchema = z.object({
  type: z.enum(['success', 'error', 'warning', 'info']),
  title: z.string(),
  description: z.string(),
  metric: z.string().optional(),
  action: z.string().optional(),
});
export type Insight = z.infer<typeof InsightSchema>;

export const AiInsightsSchema = z.object({
  metrics: AiPerformanceMetricsSchema,
  recommendations: z.array(InsightSchema).max(AI_INSIGHTS_THRESHOLDS.maxRecommendations),
});
export type AiInsights = z.infer<typeof AiInsightsSchema>;

export type Level = 'good' | 'fair' | 'poor';

/** avgAccuracy: 0.85 or more is excellent, below 0.6 needs attention, otherwise moderate. */
export function accuracyRating(value: number): { level: Level; label: string } {
  if (value >= AI_INSIGHTS_THRESHOLDS.accuracyExcellent) return { level: 'good', label: 'Excellent' };
  if (value < AI_INSIGHTS_THRESHOLDS.accuracyNeedsAttention) return { level: 'poor', label: 'Needs attention' };
  return { level: 'fair', label: 'Moderate' };
}

/** costEfficiency: above 15 is good, below 8 a warning. */
export function costEfficiencyRating(value: number): { level: Level; label: string } {
  if (value > AI_INSIGHTS_THRESHOLDS.costEfficiencyGood) return { level: 'good', label: 'Good' };
  if (value < AI_INSIGHTS_THRESHOLDS.costEfficiencyWarning) return { level: 'poor', label: 'Warning' };
  return { level: 'fair', label: 'Moderate' };
}

/** Accuracy bar colours: 0.8 and 0.6. */
export const accuracyBarLevel = (value: number): Level =>
  value >= AI_INSIGHTS_THRESHOLDS.barGood ? 'good' : value >= AI_INSIGHTS_THRESHOLDS.barFair ? 'fair' : 'poor';

/** Accuracy text colours: 0.9 and 0.7. */
export const accuracyTextLevel = (value: number): Level =>
  value >= AI_INSIGHTS_THRESHOLDS.textGood ? 'good' : value >= AI_INSIGHTS_THRESHOLDS.textFair ? 'fair' : 'poor';

/** Cost is shown as dollars with 3 decimals (cents divided by 100). */
export const formatCostCents = (cents: number): string => `$${(cents / 100).toFixed(3)}`;

// ---- AI accuracy test lab ----

/** The lab takes 1 to 8 photos, JPEG, PNG or WebP, 10 MB each. */
export const ACCURACY_TEST_MAX_PHOTOS = 8;
export const ACCURACY_TEST_MAX_BYTES = 10 * 1024 * 1024;
export const ACCURACY_TEST_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const ACCURACY_TEST_TEXT = {
  noPhotos: 'Add at least one photo to test.',
  tooMany: `Please choose at most ${ACCURACY_TEST_MAX_PHOTOS} photos.`,
  tooLarge: (name: string) => `"${name}" is larger than 10 MB.`,
  wrongType: (name: string) => `"${name}" is not a JPG, PNG or WebP photo.`,
  empty: (name: string) => `"${name}" is empty.`,
} as const;

const text = z.string().nullable();

/** What one photo alone, or all of them together, led the analyzer to. */
const AnalysisValuesSchema = z.object({
  brand: text,
  size: text,
  color: text,
  itemType: text,
  keywords: z.array(z.string()),
  ocrText: z.string(),
  confidence: share,
});

export const CombinedAnalysisSchema = AnalysisValuesSchema.extend({
  condition: text,
  category: text,
  material: text,
});
export type CombinedAnalysis = z.infer<typeof CombinedAnalysisSchema>;

export const IndividualResultSchema = AnalysisValuesSchema.extend({
  index: z.number().int().min(0),
  fileName: z.string(),
  /** The analyzer's words when it could not analyse this photo. */
  error: z.string().nullable(),
  /** Fields agreeing with the combined result, out of those the combined result has. */
  agreement: z.object({ matched: z.number().int().min(0), compared: z.number().int().min(0) }),
  processingTime: z.number().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type IndividualResult = z.infer<typeof IndividualResultSchema>;

/** Spec section 3, 'Multi-image analysis result', plus what the Performance tab shows. */
export const MultiImageAnalysisResultSchema = z.object({
  combinedAnalysis: CombinedAnalysisSchema,
  /** The analyzer's words when the combined analysis failed or needs review. */
  combinedError: z.string().nullable(),
  individualResults: z.array(IndividualResultSchema),
  bestImage: z.number().int().min(0).nullable(),
  /** Agreement of the photos alone with all of them together (decision 012); null with nothing to compare. */
  accuracyScore: share.nullable(),
  processingTime: z.number().min(0),
  combinedProcessingTime: z.number().min(0),
  provider: z.string(),
  model: z.string(),
  optimizationSuggestions: z.array(z.string()),
});
export type MultiImageAnalysisResult = z.infer<typeof MultiImageAnalysisResultSchema>;

/** The lab's answer is a stream of JSON lines: progress while it runs, then the result or an error. */
export const AccuracyTestEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    done: z.number().int().min(0),
    total: z.number().int().min(1),
    step: z.string(),
  }),
  z.object({ type: z.literal('result'), result: MultiImageAnalysisResultSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AccuracyTestEvent = z.infer<typeof AccuracyTestEventSchema>;
