// The eBay connection feature's public surface for the app layer. Routes import
// pages by file so each page stays in its own on-demand chunk.
export { EbayStatusBadge } from './components/ebay-status-badge';
export { EbayConnectionSettings } from './components/connection-card';
export { EbayConnectionTest } from './components/ebay-connection-test';
export { OnboardingWelcome } from './components/onboarding-welcome';
export { dashboardOnboarding } from './dashboard-onboarding';
export { useEbayConnect } from './use-ebay-connect';
