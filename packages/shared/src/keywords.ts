import { z } from 'zod';
import { safeText } from './safe-text';

// Keyword learning and auto-promotion (spec part 3, sections 2, 3, 4, 7, 8 and 9;
// decision 013). Each seller's learning comes from their own items only.

/** Spec part 3, section 9 'Keywords'. */
export const KEYWORD_LEARNING = {
  /** Approved submissions a brand/category needs; progress is count / 15, capped at 100 %. */
  learningThreshold: 15,
  /** A keyword is promoted when it is in at least 60 % of the approved submissions (decision 013). */
  minApprovalRate: 0.6,
  /** The admin list loads the top 10 brands. */
  brandListLimit: 10,
  /** Top keywords show 6, then '+N more'. */
  topKeywordsShown: 6,
  /** Keywords kept per brand/category in the list and the details. */
  topKeywordsKept: 20,
  /** Top 10 suggestions kept. */
  suggestionLimit: 10,
  /** The fallback list, used when the AI gave no keywords, holds at most 8. */
  fallbackLimit: 8,
} as const;

/** Ranking score per source (spec part 3, section 9). A keyword from several sources adds them up. */
export const KEYWORD_SCORES = { userPreferred: 12, database: 10, ai: 8 } as const;

/** Keyword confidence = min(0.95, 0.3 + 0.05 × database keywords + 0.03 × AI keywords). */
export function keywordConfidence(databaseKeywords: number, aiKeywords: number): number {
  const raw = 0.3 + 0.05 * databaseKeywords + 0.03 * aiKeywords;
  return Math.min(0.95, Math.round(raw * 1000) / 1000);
}

/** Progress towards the learning threshold, 0 to 1 (spec part 3, section 9). */
export const learningProgress = (submissions: number): number =>
  Math.min(1, Math.max(0, submissions) / KEYWORD_LEARNING.learningThreshold);

export const KEYWORD_TEXT = {
  /** Spec part 3, section 8 (alerts). */
  serviceUnavailable: 'Keyword service not available - database connection missing',
  promotionFailed: 'Error running auto-promotion',
  empty:
    'No brands are being learned yet. Entries appear here as items are generated and you approve their keywords: save the SEO keywords on an item to count it.',
  nothingReady: 'No brand is ready to promote yet.',
  preferencesSaved: 'Your keyword preferences were saved.',
  preferencesFailed: 'Failed to save your keyword preferences. Please try again.',
  preferencesLoadFailed: 'Could not load your keyword preferences. Please try again.',
} as const;

/** How a brand/category is named on the page and in messages. */
export const brandCategoryLabel = (brand: string, category: string | null) =>
  category ? `${brand} (${category})` : brand;

export const promotedText = (count: number, brand: string, category: string | null) =>
  `Promoted ${count} keyword${count === 1 ? '' : 's'} for ${brandCategoryLabel(brand, category)}.`;

export const notReadyText = (brand: string, category: string | null) =>
  `${brandCategoryLabel(brand, category)} is not ready to promote: it needs ${KEYWORD_LEARNING.learningThreshold} approved submissions and a keyword kept in at least ${Math.round(KEYWORD_LEARNING.minApprovalRate * 100)}% of them.`;

const name = (what: string) =>
  safeText(100, { tooLong: `A ${what} is at most 100 characters` })
    .trim()
    .min(1, `Enter a ${what}`);

/** The brand in a keyword route's path. */
export const BrandParamsSchema = z.object({ brand: name('brand') });

/** A brand/category: no category (or an empty one) is the brand's entry without a category. */
export const BrandCategorySchema = z
  .object({
    category: safeText(100, { tooLong: 'A category is at most 100 characters' })
      .trim()
      .nullish()
      .transform((v) => v || null),
  })
  .strict();
export type BrandCategory = z.infer<typeof BrandCategorySchema>;

export const LearningStatusSchema = z.enum(['learning', 'ready', 'promoted']);
export type LearningStatus = z.infer<typeof LearningStatusSchema>;

/** How often a keyword was kept: approvals out of the approved submissions. */
export const KeywordStatSchema = z.object({
  keyword: z.string(),
  approvals: z.number().int().nonnegative(),
  approvalRate: z.number().min(0).max(1),
});
export type KeywordStat = z.infer<typeof KeywordStatSchema>;

/** Spec part 3, section 3 'Brand learning entry', with what the page shows besides. */
export const BrandLearningEntrySchema = z.object({
  brand: z.string(),
  category: z.string().nullable(),
  /** Approved submissions: items of this brand/category whose keywords the seller saved. */
  submission_count: z.number().int().nonnegative(),
  /** Items generated with this brand/category, approved or not. */
  generated_count: z.number().int().nonnegative(),
  /** submission_count / 15, capped at 1. */
  progress: z.number().min(0).max(1),
  top_keywords: z.array(z.string()),
  ready_for_promotion: z.boolean(),
  status: LearningStatusSchema,
  promoted_keywords: z.array(z.string()),
});
export type BrandLearningEntry = z.infer<typeof BrandLearningEntrySchema>;

export const LearningSummarySchema = z.object({
  brandsTracked: z.number().int().nonnegative(),
  readyForPromotion: z.number().int().nonnegative(),
  approvedSubmissions: z.number().int().nonnegative(),
  promotedKeywords: z.number().int().nonnegative(),
});
export type LearningSummary = z.infer<typeof LearningSummarySchema>;

export const BrandLearningListSchema = z.object({
  summary: LearningSummarySchema,
  /** The top 10 by approved submissions. */
  entries: z.array(BrandLearningEntrySchema),
});
export type BrandLearningList = z.infer<typeof BrandLearningListSchema>;

/** Spec part 3, section 3 'Brand status detail', with the keywords' approval rates. */
export const BrandStatusSchema = z.object({
  brand: z.string(),
  category: z.string().nullable(),
  submissions: z.number().int().nonnegative(),
  generated: z.number().int().nonnegative(),
  /** Approved submissions still missing to reach the threshold. */
  needsMore: z.number().int().nonnegative(),
  progress: z.number().min(0).max(1),
  readyForPromotion: z.boolean(),
  status: LearningStatusSchema,
  topKeywords: z.array(KeywordStatSchema),
  promotedKeywords: z.array(z.string()),
  promotedAt: z.string().nullable(),
});
export type BrandStatus = z.infer<typeof BrandStatusSchema>;

export const PromotedBrandSchema = z.object({
  brand: z.string(),
  category: z.string().nullable(),
  keywords: z.array(z.string()),
});
export type PromotedBrand = z.infer<typeof PromotedBrandSchema>;

export const PromotionResultSchema = z.object({ promoted: z.array(PromotedBrandSchema) });
export type PromotionResult = z.infer<typeof PromotionResultSchema>;

const keywordList = z
  .array(safeText(80, { tooLong: 'A keyword is at most 80 characters' }).trim().min(1, 'A keyword cannot be blank'))
  .max(50, 'At most 50 keywords');

/** Spec part 3, section 3 'user_keyword_preferences'. */
export const KeywordPreferencesSchema = z
  .object({
    preferred_keywords: keywordList,
    blocked_keywords: keywordList,
    auto_approve: z.boolean(),
  })
  .strict();
export type KeywordPreferences = z.infer<typeof KeywordPreferencesSchema>;

/**
 * Keyword performance (spec part 3, 'update_keyword_performance'; issue 16,
 * point 4): per keyword of the seller's listed items, what their listings did
 * on eBay (the traffic report's views and impressions, and the recorded sales).
 */
export const KeywordPerformanceSchema = z.object({
  keyword: z.string(),
  listings: z.number().int(),
  views: z.number().int(),
  impressions: z.number().int(),
  sold: z.number().int(),
  average_sale_price: z.number().nullable(),
});
export type KeywordPerformance = z.infer<typeof KeywordPerformanceSchema>;
export const KeywordPerformanceListSchema = z.object({ keywords: z.array(KeywordPerformanceSchema) });
export type KeywordPerformanceList = z.infer<typeof KeywordPerformanceListSchema>;
