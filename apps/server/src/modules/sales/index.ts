/** Sales (issue 8, point 4): eBay's orders recorded as sales. Other modules use what is exported here. */
export { sumSales } from './sales.repository';
