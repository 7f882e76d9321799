/**
 * Stage 3, listing: the draft a seller reviews.
 *
 * Takes a provider's `Draft` (fields with evidence). Applies the spec's
 * sanitising rules (part 2, section 5), picks the eBay category and fills its
 * aspects, and builds the title, description and keyword lists. Returns the
 * flat `AiAnalysis` of the shared contract plus each field with its evidence.
 * `itemTypeCheckOf` turns the classifier's fused prediction into the
 * draft's item-type check (issue 17). `fallbackResult` is the spec's needs-attention result when no provider
 * answered; `preprocessingOf` summarises what was read for the stored record.
 */
export { buildListing, categoryQueryOf, type Draft } from './build-listing';
export { fillAspects, nearestAllowedValue, type AspectFill } from './aspect-filling';
export type { CategoryQuery, ListingTaxonomy, ResolvedCategory } from './category-port';
export { fallbackRulesFor, fallbackTaxonomy, resolveFromTable } from './fallback-taxonomy';
export { fallbackResult } from './fallback';
export { itemTypeCheckOf } from './item-type-check';
export { preprocessingOf } from './preprocessing';
export { buildDescription, buildTitle, truncateWords, type ListingFacts } from './listing-text';
export { descriptionAfterEdit, titleAfterEdit, type EditedFacts } from './text-after-edit';
