/** eBay orders recorded as sales (issue 8). Other modules use what is exported here. */
export { findOwnSoldComparables } from './sales.service';
export type { OwnSoldComparable } from './sales.repository';
export { sumSales } from './sales.service';
