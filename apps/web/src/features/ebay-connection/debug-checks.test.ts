import type { EbayStatus } from '@listlens/shared';
import { describe, expect, it } from 'vitest';
import { debugReport, runDebugChecks, storageChecks } from './debug-checks';
import { pastedUrlProblem } from './manual-exchange-input';
import { readEbayCallbackParams } from './callback-params';
import { badgeView } from './components/ebay-status-badge';

const now = Date.parse('2026-05-01T12:00:00Z');
const ROOT = 'https://api.ebay.com/oauth/api_scope';
const connected: EbayStatus = {
  connected: true,
  environment: 'production',
  ebayUsername: 'thrifty',
  expiresAt: new Date(now + 7200_000).toISOString(),
  scopes: [
    ROOT,
    ...[
      'sell.inventory',
      'sell.account',
      'sell.fulfillment',
      'commerce.identity.readonly',
      'sell.marketing',
      'sell.analytics.readonly',
    ].map((s) => `${ROOT}/${s}`),
  ],
  isManual: false,
  hasAccessToken: true,
  hasRefreshToken: true,
  accessTokenLength: 120,
  tokenType: 'User Access Token',
  needsReconnect: false,
};
const fives = (s: EbayStatus, ms = 20) => Array.from({ length: 5 }, () => ({ status: s, ms }));

describe('runDebugChecks (spec part 1, OAuth debugger)', () => {
  it('passes a healthy connection', () => {
    const rows = runDebugChecks({ signedIn: true, samples: fives(connected), now });
    expect(rows.every((r) => r.status === 'success')).toBe(true);
    expect(rows.map((r) => r.step)).toEqual([
      'Session',
      'Check speed',
      'Consistency',
      'Connection',
      'Token validity',
      'Refresh token',
      'Scopes',
    ]);
  });

  it('flags checks over 100 ms and answers that differ across 5 checks', () => {
    const samples = [...fives(connected, 20).slice(0, 4), { status: { ...connected, connected: false }, ms: 150 }];
    const rows = runDebugChecks({ signedIn: true, samples, now });
    expect(rows.find((r) => r.step === 'Check speed')).toMatchObject({
      status: 'warning',
      message: expect.stringContaining('150 ms'),
    });
    expect(rows.find((r) => r.step === 'Consistency')).toMatchObject({
      status: 'warning',
      message: 'Inconsistent results across 5 checks',
    });
  });

  it('reports an expired token without a refresh token, and missing scopes', () => {
    const s = { ...connected, expiresAt: new Date(now - 60_000).toISOString(), hasRefreshToken: false, scopes: [ROOT] };
    const rows = runDebugChecks({ signedIn: true, samples: fives(s), now });
    expect(rows.find((r) => r.step === 'Token validity')).toMatchObject({
      status: 'error',
      message: 'Expired 1 minute ago',
    });
    expect(rows.find((r) => r.step === 'Refresh token')).toMatchObject({
      status: 'error',
      message: 'No refresh token available',
    });
    expect(rows.find((r) => r.step === 'Scopes')?.status).toBe('warning');
  });

  it('stops at the session when signed out', () =>
    expect(runDebugChecks({ signedIn: false, samples: [], now })).toEqual([
      { step: 'Session', status: 'error', message: 'Not signed in: sign in to check your eBay connection.' },
    ]));

  it('writes a plain report and storage rows that hold no token', () => {
    const rows = storageChecks(connected);
    expect(rows[0]).toMatchObject({ step: 'OAuth token', status: 'success' });
    expect(debugReport(rows, new Date(now))).toContain('[SUCCESS] OAuth token: Stored on the server, encrypted');
  });
});

describe('pastedUrlProblem (spec part 3, manual exchange)', () => {
  it('asks for a URL, then for one with a code', () => {
    expect(pastedUrlProblem('  ')).toBe('Please paste the eBay authorization URL');
    expect(pastedUrlProblem('not a url')).toBe('No authorization code found in URL');
    expect(pastedUrlProblem('http://localhost:3000/auth/ebay/callback?state=s')).toBe(
      'No authorization code found in URL',
    );
    expect(pastedUrlProblem('http://localhost:3000/auth/ebay/callback?code=c&state=s')).toBeNull();
  });
});

describe('readEbayCallbackParams', () => {
  it('reads code, state, error and error_description, leaving out empty ones', () => {
    expect(readEbayCallbackParams('?code=c1&state=s1&expires_in=299')).toEqual({ code: 'c1', state: 's1' });
    expect(readEbayCallbackParams('?state=s1&error=access_denied&error_description=')).toEqual({
      state: 's1',
      error: 'access_denied',
    });
  });
});

describe('badgeView (spec part 1, status badge)', () => {
  it('is green on production, yellow elsewhere, red on failure, grey when not connected', () => {
    expect(badgeView({ status: connected })).toEqual({
      tone: 'green',
      environment: 'Production',
      message: 'eBay connected as thrifty',
    });
    expect(badgeView({ status: { ...connected, environment: 'emulator' } }).tone).toBe('yellow');
    expect(badgeView({ status: { ...connected, environment: 'sandbox' } }).tone).toBe('yellow');
    expect(badgeView({ error: new Error('eBay connection test timed out') })).toEqual({
      tone: 'red',
      environment: 'Error',
      message: 'eBay connection test timed out',
    });
    expect(badgeView({ status: { ...connected, connected: false } })).toMatchObject({
      tone: 'gray',
      message: 'eBay not connected',
    });
  });
  it("falls back to 'eBay status unknown'", () => expect(badgeView({}).message).toBe('eBay status unknown'));
});
