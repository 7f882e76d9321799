/** eBay orders recorded as sales (issue 8). Other modules use what is exported here. */
export { countSellerSales, findOwnSoldComparables } from './sales.service';
export type { OwnSoldComparable } from './sales.repository';
