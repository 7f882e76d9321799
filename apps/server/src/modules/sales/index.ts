/** eBay orders recorded as sales (issue 8). Other modules use what is exported here. */
export { countSellerSales } from './sales.service';
