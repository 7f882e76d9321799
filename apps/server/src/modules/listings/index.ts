/**
 * Listings (spec part 3; issue 8): posting to eBay, the listings' states,
 * ending them. Other modules use what is exported here.
 */
export { countListingsPostedSince } from './listings.repository';
export { findStockListings, type StockListing } from './stock-listings';
export { endListingsOfItems, type EndListingDeps } from './end-listings';
