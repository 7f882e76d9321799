/**
 * Posting to eBay (issue 8): previews, publishing, the listings' state and the
 * quantity sync. Other modules use what is exported here.
 */
export {
  countActiveListings,
  findItemListing,
  findItemListingStates,
  findLiveItemIds,
  listSellableListings,
  listSellersWithActiveListings,
  markListingSold,
  recordListingTraffic,
} from './listings.service';
export type { ListingRow, ListingTrafficFigures } from './listings.repository';
export { createPostingState, type PostingState } from './posting-deps';
export { quantitySyncWatch, syncQuantityJob } from './quantity-sync';
export { countListingsPostedSince } from './listings.service';
export { findStockListings, type StockListing } from './stock-listings';
export { endListingsOfItems, type EndListingDeps } from './end-listings';
