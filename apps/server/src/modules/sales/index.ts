/**
 * Sales (issue 8): eBay orders recorded as sales. Other modules read them
 * through what is exported here.
 */
export { findOwnSoldComparables, type OwnSoldComparable } from './sales.repository';
