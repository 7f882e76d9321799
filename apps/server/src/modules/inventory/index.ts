/** Inventory (spec part 2; issue 6): stock per SKU and its ledger. Other modules use what is exported here. */
export { createStockForListing } from './inventory-items.service';
export { getSkuStock } from './stock-ledger.service';
