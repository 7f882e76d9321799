import { describe, expect, it } from 'vitest';
import { oauthForwardTarget } from './oauth-router-page';

describe('oauthForwardTarget (spec part 1, OAuth router page)', () => {
  it('sends a marketplace code to the eBay callback page, keeping the query', () =>
    expect(oauthForwardTarget('/oauth/ebay/callback', '?code=c1&state=s1', '')).toBe(
      '/auth/ebay/callback?code=c1&state=s1',
    ));
  it('sends a Google token in the hash to the sign-in callback page, keeping the hash', () =>
    expect(oauthForwardTarget('/oauth/google/callback', '', '#access_token=t')).toBe('/auth/callback#access_token=t'));
  it('sends an error from an unknown provider to the sign-in callback page', () =>
    expect(oauthForwardTarget('/oauth/acme', '?error=access_denied', '')).toBe('/auth/callback?error=access_denied'));
  it('stays put when there is nothing to forward', () => expect(oauthForwardTarget('/oauth/acme', '', '')).toBeNull());
});
