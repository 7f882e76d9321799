import { MILESTONES, type EbayStatus, type Onboarding } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { expiryText, isNewConnection, missingScopes, tokenValidity } from './connection-status';
import { onboardingProgress, stepLink, stepsDone } from './onboarding-steps';

const now = Date.parse('2026-05-01T12:00:00Z');
const status = (over: Partial<EbayStatus> = {}): EbayStatus => ({
  connected: true,
  environment: 'emulator',
  ebayUsername: 'thrifty',
  expiresAt: new Date(now + 7200_000).toISOString(),
  scopes: [],
  isManual: false,
  hasAccessToken: true,
  hasRefreshToken: true,
  accessTokenLength: 120,
  tokenType: 'User Access Token',
  needsReconnect: false,
  ...over,
});
const disconnected = status({ connected: false, ebayUsername: null, expiresAt: null, hasAccessToken: false });

describe('isNewConnection', () => {
  it('a connection where there was none is new', () => expect(isNewConnection(disconnected, status())).toBe(true));
  it('no connection is never new', () => expect(isNewConnection(null, disconnected)).toBe(false));
  it('the same connection read twice is not new (a reconnect must not succeed at once)', () =>
    expect(isNewConnection(status(), status())).toBe(false));
  it('a reconnect shows as a new expiry', () =>
    expect(isNewConnection(status(), status({ expiresAt: new Date(now + 9000_000).toISOString() }))).toBe(true));
  it('without a baseline, any connection counts', () => expect(isNewConnection(null, status())).toBe(true));
});

describe('tokenValidity (within 5 minutes of expiry counts as expired)', () => {
  const at = (ms: number) => status({ expiresAt: new Date(now + ms).toISOString() });
  it('grades by time left', () => {
    expect(tokenValidity(at(300_001), now)).toBe('valid');
    expect(tokenValidity(at(300_000), now)).toBe('expiring');
    expect(tokenValidity(at(0), now)).toBe('expired');
    expect(tokenValidity(disconnected, now)).toBe('none');
  });
});

describe('expiryText (spec part 3, token test page)', () => {
  const at = (ms: number) => new Date(now + ms).toISOString();
  it('counts minutes since expiry', () => {
    expect(expiryText(at(-5 * 60_000 - 10), now)).toBe('Expired 5 minutes ago');
    expect(expiryText(at(-60_000), now)).toBe('Expired 1 minute ago');
  });
  it('counts days, hours or minutes ahead', () => {
    expect(expiryText(at(3 * 86_400_000 + 5000), now)).toBe('Expires in 3 days');
    expect(expiryText(at(7200_000), now)).toBe('Expires in 2 hours');
    expect(expiryText(at(3_600_000), now)).toBe('Expires in 1 hour');
    expect(expiryText(at(59 * 60_000 + 30_000), now)).toBe('Expires in 59 minutes');
  });
  it('says so when the date is unreadable', () => expect(expiryText('soon', now)).toBe('Expiry unknown'));
});

describe('missingScopes', () => {
  it('names the scopes the listing workflow needs that were not granted', () =>
    expect(
      missingScopes([
        'https://api.ebay.com/oauth/api_scope',
        'https://api.ebay.com/oauth/api_scope/sell.inventory',
        'https://api.ebay.com/oauth/api_scope/sell.account',
      ]),
    ).toEqual(['sell.fulfillment', 'commerce.identity.readonly', 'sell.marketing', 'sell.analytics.readonly']));
});

describe('onboarding progress (spec part 1, Welcome screen; issue 18)', () => {
  const onboarding = (reached: string[], itemId?: string): Onboarding => ({
    isOnboardingComplete: false,
    currentStep: 'connect_ebay',
    hasCompletedEbayConnection: false,
    hasUploadedFirstPhoto: reached.includes('first_photo_uploaded'),
    hasCreatedFirstListing: false,
    milestones: Object.fromEntries(
      MILESTONES.map((m) => [
        m,
        {
          completed: reached.includes(m),
          completedAt: null,
          data: m === 'first_listing_generated' && itemId ? { itemId } : {},
        },
      ]),
    ) as Onboarding['milestones'],
  });

  it('counts the four steps from the milestones, eBay while connected', () => {
    const record = onboarding(['first_photo_uploaded', 'first_listing_generated']);
    expect([...stepsDone(record, true)]).toEqual(['connect_ebay', 'upload_photos', 'generate_listing']);
    expect(onboardingProgress(stepsDone(record, true).size)).toEqual({ percent: 75, label: '3 of 4 completed' });
    expect(onboardingProgress(stepsDone(undefined, false).size)).toEqual({ percent: 0, label: '0 of 4 completed' });
  });

  it("opens each step where it is done: upload, generate, then the first draft's preview", () => {
    expect(stepLink('upload_photos', undefined)).toBe('/app?tab=upload');
    expect(stepLink('generate_listing', undefined)).toBe('/app?tab=generate');
    expect(stepLink('launch_listing', onboarding([]))).toBe('/app?tab=generate');
    expect(stepLink('launch_listing', onboarding(['first_listing_generated'], 'item-1'))).toBe('/preview/item-1');
  });
});
