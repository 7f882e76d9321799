import { describe, expect, it } from 'vitest';
import { ebayBannerFor } from './ebay-result';
import { tabForOnboardingStep } from './onboarding-steps';

describe('tabForOnboardingStep', () => {
  it("maps the spec's steps to tabs and anything else to overview", () => {
    expect(tabForOnboardingStep('upload_photos')).toBe('upload');
    expect(tabForOnboardingStep('generate_listing')).toBe('generate');
    expect(tabForOnboardingStep('launch_listing')).toBe('publish');
    expect(tabForOnboardingStep('connect_ebay')).toBe('overview');
  });
});

describe('ebayBannerFor', () => {
  it('shows the success text for 10 s', () => {
    expect(ebayBannerFor(new URLSearchParams('ebay_connected=true'))).toEqual({
      kind: 'success',
      text: 'eBay account connected successfully! You can now create live eBay listings.',
      ms: 10_000,
    });
  });

  it('decodes the error and shows it for 15 s', () => {
    const params = new URLSearchParams(`ebay_error=${encodeURIComponent('access_denied%3A%20User%20denied')}`);
    expect(ebayBannerFor(params)).toEqual({
      kind: 'error',
      text: 'eBay connection failed: access_denied: User denied',
      ms: 15_000,
    });
  });

  it('shows nothing without the parameters', () => {
    expect(ebayBannerFor(new URLSearchParams('tab=upload'))).toBeNull();
  });
});
