// The dashboard overview's public surface: the Overview tab and the banner the
// dashboard shows after the eBay connection's redirect.
export { EbayResultBanner } from './components/ebay-result-banner';
export { OverviewTab } from './components/overview-tab';
