import { AI_KEYWORD_CAPS, known, type AiAnalysis } from '@listlens/shared';
import type { Db } from '@listlens/db';
import type { FastifyBaseLogger } from 'fastify';
import { keyOf } from './keyword-learning';
import { keywordSuggestions } from './keyword-suggestions';
import { approveItemKeywords, updatePerformance, upsertAnalysis, type ListingPerformance } from './keywords.repository';

// The calls the items and dashboard modules make into keyword learning. Each
// one logs its own failure and never throws: learning must not cost the seller
// a saved draft or a saved edit.

export type LearningDeps = { db: Db; logger: FastifyBaseLogger };

/** The item fields recording reads (the saved item row). */
export type SavedItem = {
  id: string;
  brand: string | null;
  category: string | null;
  primaryImageUrl: string | null;
  aiSuggestedKeywords: string[];
};

const aiKeywordsOf = (analysis: AiAnalysis) => analysis.keywords.slice(0, AI_KEYWORD_CAPS.keywords);

/** What the seller's learning said about a draft, read once and used again when its analysis is recorded. */
export type DraftLearning = { aiSuggestedKeywords?: string[]; read?: { confidence: number; autoApprove: boolean } };

/**
 * The keywords a new draft gets once the seller's learning has something to
 * say (decision 013): the ranked top 10, then the rest of the AI's keywords up
 * to the cap of 20. Without preferences or promotions `aiSuggestedKeywords`
 * is absent and the draft keeps the AI's list as it is; when the AI gave no
 * keyword the draft gets the fallback list (at most 8, from its facts).
 */
export async function learnedDraftKeywords(
  deps: LearningDeps,
  userId: string,
  analysis: AiAnalysis,
): Promise<DraftLearning> {
  try {
    const ai = aiKeywordsOf(analysis);
    const suggestions = await keywordSuggestions(deps.db, {
      userId,
      brand: known(analysis.brand),
      category: known(analysis.category),
      aiKeywords: ai,
      facts: {
        itemType: known(analysis.item_type),
        color: known(analysis.color),
        size: known(analysis.size),
        department: known(analysis.gender),
      },
    });
    const read = { confidence: suggestions.confidence, autoApprove: suggestions.autoApprove };
    // The AI's list stands as it is unless learning adds to it, or the AI gave none (then the fallback list).
    if (!suggestions.learned && ai.length > 0) return { read };
    const blocked = new Set(suggestions.blocked.map(keyOf));
    const taken = new Set(suggestions.keywords.map(keyOf));
    const rest = ai.filter((k) => !taken.has(keyOf(k)) && !blocked.has(keyOf(k)));
    return { aiSuggestedKeywords: [...suggestions.keywords, ...rest].slice(0, AI_KEYWORD_CAPS.keywords), read };
  } catch (error) {
    deps.logger.warn({ err: error }, 'keyword learning could not be read; the draft keeps the AI keywords');
    return {};
  }
}

/** The first style the AI named, as photo_analysis.detected_style. */
const styleOf = (analysis: AiAnalysis) =>
  known(analysis.style_details?.split(/\s*[,/]\s*/)[0]) ?? known(analysis.style_keywords[0]);

/**
 * Spec part 3, section 7 'insert into photo_analysis', after the item is saved:
 * what the AI saw and suggested, what the draft got, and the keyword confidence.
 * `learned.read` is what learnedDraftKeywords read for the same brand and
 * category; only when that read failed is the learning read here.
 */
export async function recordItemAnalysis(
  deps: LearningDeps,
  userId: string,
  item: SavedItem,
  analysis: AiAnalysis,
  learned: DraftLearning = {},
): Promise<void> {
  try {
    const ai = aiKeywordsOf(analysis);
    const { confidence, autoApprove } =
      learned.read ??
      (await keywordSuggestions(deps.db, { userId, brand: item.brand, category: item.category, aiKeywords: ai }));
    await upsertAnalysis(deps.db, {
      itemId: item.id,
      userId,
      imageUrl: item.primaryImageUrl,
      detectedBrand: item.brand,
      detectedCategory: item.category,
      detectedStyle: styleOf(analysis)?.slice(0, 100) ?? null,
      originalKeywords: ai,
      suggestedKeywords: item.aiSuggestedKeywords,
      confidenceScore: confidence,
      userApprovedKeywords: autoApprove ? item.aiSuggestedKeywords : null,
    });
  } catch (error) {
    deps.logger.warn({ err: error, itemId: item.id }, 'the photo analysis could not be recorded');
  }
}

/** Spec part 3, section 7: the keywords the seller saved on the details page are an approved submission. */
export async function recordApprovedKeywords(
  deps: LearningDeps,
  userId: string,
  itemId: string,
  keywords: string[],
): Promise<void> {
  try {
    await approveItemKeywords(deps.db, userId, itemId, keywords);
  } catch (error) {
    deps.logger.warn({ err: error, itemId }, 'the approved keywords could not be recorded');
  }
}

/**
 * Spec part 3, 'update_keyword_performance': what the item's listing did on
 * eBay (views and impressions from the traffic report, units sold and the
 * latest sale price), credited to the item's keywords. Called by the sales
 * sync; a failure is logged and the sync goes on.
 */
export async function updateKeywordPerformance(
  deps: LearningDeps,
  userId: string,
  itemId: string,
  performance: ListingPerformance,
  at: Date,
): Promise<void> {
  try {
    await updatePerformance(deps.db, userId, itemId, performance, at);
  } catch (error) {
    deps.logger.warn({ err: error, itemId }, 'the keyword performance could not be recorded');
  }
}
