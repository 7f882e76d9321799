/** The Welcome screen's four steps (spec part 1, section 2); only the first is actionable. */
export const ONBOARDING_STEPS = [
  {
    id: 'connect_ebay',
    title: 'Connect Your eBay Account',
    text: 'Link your eBay seller account so ListLens can list for you.',
  },
  { id: 'upload_photos', title: 'Upload Photos', text: 'Photograph your items and group them by SKU.' },
  { id: 'generate_listing', title: 'Generate AI Analysis', text: 'Let the AI draft titles, descriptions and prices.' },
  { id: 'launch_listing', title: 'Launch Your Listing', text: 'Review the draft and publish it to eBay.' },
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** Progress is 100% when connected, else 0 of 1 completed (spec part 1, section 2). */
export function onboardingProgress(connected: boolean): { percent: number; label: string } {
  return connected ? { percent: 100, label: '1 of 1 completed' } : { percent: 0, label: '0 of 1 completed' };
}
