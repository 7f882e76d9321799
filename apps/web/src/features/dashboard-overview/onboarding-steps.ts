/** Dashboard tabs an onboarding step leads to (spec part 3, section 2). */
export type OnboardingTab = 'upload' | 'generate' | 'publish' | 'overview';

/** upload_photos goes to upload, generate_listing to generate, launch_listing to publish, anything else to overview. */
export function tabForOnboardingStep(step: string): OnboardingTab {
  switch (step) {
    case 'upload_photos':
      return 'upload';
    case 'generate_listing':
      return 'generate';
    case 'launch_listing':
      return 'publish';
    default:
      return 'overview';
  }
}
