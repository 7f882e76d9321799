import { PHOTO_REVIEW_TEXT, POSTING_TEXT } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { RECONNECT_TEXT, platformCount, postBlocker, type PostingChoices } from './posting-rules';

const ready: PostingChoices = {
  selected: ['ebay', 'facebook'],
  connected: true,
  needsReconnect: false,
  policies: { fulfillmentPolicyId: 'f', paymentPolicyId: 'p', returnPolicyId: 'r' },
  problems: [],
  photosToConfirm: 0,
  photosConfirmed: false,
};

describe('Post to N Platforms', () => {
  it('counts only live platforms: the default eBay and Facebook is one', () => {
    expect(platformCount(['ebay', 'facebook'])).toBe(1);
    expect(platformCount(['facebook', 'poshmark'])).toBe(0);
  });

  it('is allowed when every rule of section 5 holds', () => {
    expect(postBlocker(ready)).toBeNull();
  });

  it('says why not, in the order the seller meets the rules', () => {
    expect(postBlocker({ ...ready, selected: ['facebook'] })).toBe(POSTING_TEXT.selectPlatform);
    expect(postBlocker({ ...ready, connected: false, policies: {} })).toBe(POSTING_TEXT.connectFirst);
    expect(postBlocker({ ...ready, needsReconnect: true })).toBe(RECONNECT_TEXT);
    expect(postBlocker({ ...ready, policies: { fulfillmentPolicyId: 'f' } })).toBe(POSTING_TEXT.selectPolicies);
    const brand = {
      field: 'item_specifics.Brand',
      code: 'aspect_missing' as const,
      message: 'eBay requires Brand in T-Shirts.',
    };
    const photo = { field: 'photos', code: 'photo_missing' as const, message: 'Add at least one photo.' };
    expect(postBlocker({ ...ready, problems: [photo] })).toBe('Fix this before posting: Add at least one photo.');
    expect(postBlocker({ ...ready, problems: [brand, photo] })).toBe(
      'Fix these 2 things before posting: eBay requires Brand in T-Shirts. Add at least one photo.',
    );
    expect(postBlocker({ ...ready, photosToConfirm: 2 })).toBe(PHOTO_REVIEW_TEXT.blocker);
  });

  it('allows flagged photos once the seller has confirmed them', () => {
    expect(postBlocker({ ...ready, photosToConfirm: 2, photosConfirmed: true })).toBeNull();
  });
});
