/**
 * The seller's eBay connection (issue 7): connecting, the stored tokens and a
 * session that runs eBay calls with a fresh one. Other modules use what is
 * exported here.
 */
export { getStatus, getValidAccessToken, type EbayConnectionDeps } from './ebay-connection.service';
export { createEbayApiDeps, createEbayDeps, type EbayApiDeps, type EbayDeps } from './ebay-deps';
export { createEbaySession, type EbaySession } from './ebay-session';
