/**
 * Items (spec part 2, sections 2.4, 2.5, 4.4): the SKU groups, generation,
 * the stored drafts and their edits. Other modules use what is exported here.
 */
export {
  deleteGroup,
  generateAll,
  generateGroups,
  getListing,
  getReadiness,
  listGroups,
  updateListing,
  type ItemReadDeps,
  type ItemsDeps,
} from './items.service';
export {
  clearStoredItems,
  countItems,
  deleteStoredItem,
  findDetailsItem,
  findItem,
  findRecentItems,
  updateDetails,
} from './stored-items.service';
export { analysisOf, toListingItem } from './item-record';
export type { ItemRow } from './items.repository';
export type { Analyzer } from './generate-item';
export type { ItemListingsEnder, ItemListingsReader } from './items.service';
export {
  applyMarketPrice,
  findPricingSubject,
  pricingSubjectOfAnalysis,
  withMarketPrice,
  type DraftPricer,
  type PricedDraft,
  type PricingSubject,
} from './item-pricing';
