/**
 * The AI engine's public face (DESIGN section 7). Other modules use what is
 * exported here; the stages behind it (evidence, facts, listing, providers)
 * are the engine's own. The engines it works with (image, OCR, vision) are
 * the caller's: `analyzeItem` takes them as `options.engine` (`AiEngine`), and
 * createDeps passes the defaults from src/adapters.
 */
export { analyzeItem, type AnalyzeItemOptions } from './analyze-item';
export type { AiEngine } from './engine';
export type { AnalyzePhoto } from './evidence';
export {
  buildDescription,
  buildTitle,
  descriptionAfterEdit,
  fallbackRulesFor,
  fillAspects,
  nearestAllowedValue,
  resolveFromTable,
  titleAfterEdit,
  truncateWords,
  type CategoryQuery,
  type EditedFacts,
  type ListingFacts,
  type ListingTaxonomy,
  type ResolvedCategory,
} from './listing';
export { recordPrediction } from './predictions.service';
// The diagnostics page's sample label (spec part 3, diagnostics), drawn like the evaluation's.
export { renderLabel } from './fixtures/synthetic-photos';
