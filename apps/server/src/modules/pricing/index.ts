/**
 * Prices from the market (issue 16): the pricing agent, its stored
 * comparables and recommendations. Other modules use what is exported here.
 */
export { createPricingDeps } from './pricing-deps';
export { runPricingAgent, type AgentRun } from './pricing-agent';
export { refreshPricingJob, sendPricingRefresh, REFRESH_PRICING_JOB } from './pricing.jobs';
export { draftPricer, marketOfRun, refreshItemPricing, type PricingDeps } from './pricing.service';
