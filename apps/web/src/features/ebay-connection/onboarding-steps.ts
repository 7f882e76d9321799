import type { Milestone, Onboarding } from '@listlens/shared';

/**
 * The Welcome screen's four steps (spec part 1, section 2), each done when the
 * server marks its milestone, and each opening the screen where it is done (issue 18).
 */
export const ONBOARDING_STEPS = [
  {
    id: 'connect_ebay',
    title: 'Connect Your eBay Account',
    text: 'Link your eBay seller account so ListLens can list for you.',
    milestone: 'ebay_connected',
    action: null,
  },
  {
    id: 'upload_photos',
    title: 'Upload Photos',
    text: 'Photograph your items and group them by SKU.',
    milestone: 'first_photo_uploaded',
    action: 'Upload Photos',
  },
  {
    id: 'generate_listing',
    title: 'Generate AI Analysis',
    text: 'Let the AI draft titles, descriptions and prices.',
    milestone: 'first_listing_generated',
    action: 'Generate Listings',
  },
  {
    id: 'launch_listing',
    title: 'Launch Your Listing',
    text: 'Review the draft and publish it to eBay.',
    milestone: 'first_listing_posted',
    action: 'Preview and Post',
  },
] as const satisfies readonly {
  id: string;
  title: string;
  text: string;
  milestone: Milestone;
  action: string | null;
}[];
export type OnboardingStepId = (typeof ONBOARDING_STEPS)[number]['id'];

/** The steps the seller has done, from the server's milestones (eBay counts while connected). */
export function stepsDone(onboarding: Onboarding | undefined, connected: boolean): Set<OnboardingStepId> {
  const done = new Set<OnboardingStepId>();
  for (const step of ONBOARDING_STEPS) {
    const reached = onboarding?.milestones[step.milestone]?.completed === true;
    if (step.id === 'connect_ebay' ? connected : reached) done.add(step.id);
  }
  return done;
}

/** Progress over the four steps, e.g. '25%' and '1 of 4 completed'. */
export function onboardingProgress(done: number): { percent: number; label: string } {
  const total = ONBOARDING_STEPS.length;
  return { percent: Math.round((100 * done) / total), label: `${done} of ${total} completed` };
}

/** Where a step is done: the upload and generate tabs, then the first drafted item's preview to post it. */
export function stepLink(step: OnboardingStepId, onboarding: Onboarding | undefined): string {
  if (step === 'upload_photos') return '/app?tab=upload';
  if (step === 'launch_listing') {
    const itemId = onboarding?.milestones.first_listing_generated?.data.itemId;
    if (typeof itemId === 'string') return `/preview/${encodeURIComponent(itemId)}`;
  }
  return '/app?tab=generate';
}
