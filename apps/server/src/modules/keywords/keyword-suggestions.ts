import type { Db } from '@listlens/db';
import { keyOf } from './keyword-learning';
import { fallbackKeywords, rankKeywords, type FallbackFacts, type KeywordRanking } from './keyword-ranking';
import { findPreferences, findPromotion } from './keywords.repository';

export type KeywordSuggestionInput = {
  userId: string;
  brand: string | null;
  category: string | null;
  /** The AI's keywords for the item. */
  aiKeywords: readonly string[];
  /** The item's facts, for the fallback list used when the AI gave no keyword. */
  facts?: FallbackFacts;
};

export type KeywordSuggestions = KeywordRanking & {
  /** True when the seller's preferences or promotions took part; otherwise it is the AI's list ranked. */
  learned: boolean;
  /** The seller's blocked keywords, dropped from every source. */
  blocked: string[];
  /** The seller's auto-approve preference: a new draft's keywords count as approved. */
  autoApprove: boolean;
};

/**
 * Spec part 3, 'get_keyword_suggestions': the seller's preferred keywords, the
 * keywords promoted for this brand and category (the 'database' keywords) and
 * the AI's, ranked (rankKeywords). Only this seller's learning is read. The
 * spec's style parameter has no part here: learning is kept per brand and
 * category (decision 013); the style is recorded on photo_analysis.
 */
export async function keywordSuggestions(db: Db, input: KeywordSuggestionInput): Promise<KeywordSuggestions> {
  const [preferences, promotion] = await Promise.all([
    findPreferences(db, input.userId),
    keyOf(input.brand)
      ? findPromotion(db, input.userId, keyOf(input.brand), keyOf(input.category))
      : Promise.resolve(undefined),
  ]);
  const preferred = preferences?.preferredKeywords ?? [];
  const blocked = preferences?.blockedKeywords ?? [];
  const database = promotion?.keywords ?? [];
  const fallback = fallbackKeywords({ brand: input.brand, category: input.category, ...input.facts });
  const ranking = rankKeywords({ preferred, database, ai: input.aiKeywords, blocked, fallback });
  return {
    ...ranking,
    learned: preferred.length + blocked.length + database.length > 0,
    blocked,
    autoApprove: preferences?.autoApprove ?? false,
  };
}
