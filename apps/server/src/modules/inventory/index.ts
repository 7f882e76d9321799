/**
 * Inventory (spec part 2, sections 2.6 and 7): items, the movement ledger and
 * its alerts. Other modules use what is exported here.
 */
export { assertSkuInStock, getSkuStock, recordSale, type SkuStock } from './stock-ledger.service';
export type { InventoryDeps, StockWatch } from './stock-changes.service';
export { createStockForListing, type StockListingsReader } from './inventory-items.service';
