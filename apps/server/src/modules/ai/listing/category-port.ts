import type { CategoryRules, CategorySuggestion, Department } from '@listlens/shared';

/** What the listing asks eBay's taxonomy: what the item is, in a few words. */
export type CategoryQuery = {
  itemType: string;
  /** From evidence only; null when the photos do not say. */
  department: Department | null;
  /** Notable words of the title (style, model), besides the item type. */
  terms: string[];
  /** How sure the item type is, 0..1; the category's confidence starts from it. */
  itemTypeConfidence: number;
};

/** The leaf chosen for a query, with what eBay asks of a listing there. */
export type ResolvedCategory = {
  rules: CategoryRules;
  /** Runners-up the seller can pick instead (spec part 2, section 3 'Category suggestion'). */
  suggestions: CategorySuggestion[];
  /** 0..1: how sure the choice is (the item type's confidence, less when the department was assumed). */
  confidence: number;
  /** True when the department was not in evidence and a default side was taken. */
  departmentAssumed: boolean;
};

/**
 * The taxonomy the listing stage reads: eBay's (the taxonomy module, through
 * the Taxonomy and Metadata APIs) or the built-in fallback table. A port, so
 * the AI engine never calls eBay itself.
 */
export type ListingTaxonomy = {
  resolve(query: CategoryQuery): Promise<ResolvedCategory | null>;
};
