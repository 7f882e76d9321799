import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { assertMatchesOas } from '@listlens/ebay-emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EbayOAuthError } from './ebay-errors';
import { createEbayHttp } from './ebay-http';
import { createEbayOAuth } from './ebay-oauth';

// Contract tests: every request our client sends, and every answer it gets,
// is checked against eBay's own OpenAPI documents (issue 7).

type Exchange = {
  method: string;
  url: string;
  status: number;
  requestBody?: unknown;
  body?: unknown;
  headers: Headers;
};

let emulator: RunningEbayEmulator;
const exchanges: Exchange[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.clone().text();
  const sent = typeof init?.body === 'string' ? init.body : undefined;
  exchanges.push({
    method: init?.method ?? 'GET',
    url: String(input),
    status: response.status,
    headers: new Headers(init?.headers),
    requestBody:
      sent && !sent.includes('=') ? JSON.parse(sent) : sent ? Object.fromEntries(new URLSearchParams(sent)) : undefined,
    body: text ? JSON.parse(text) : undefined,
  });
  return response;
};

beforeAll(async () => {
  emulator = await startEbayEmulator({ catalogueListings: 10, catalogueSales: 10 });
});
afterAll(() => emulator.close());

async function consentCode(authUrl: string): Promise<string> {
  const html = await (await fetch(authUrl)).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${emulator.url}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username: 'contract_seller', decision: 'agree' }),
  });
  return new URL(answer.headers.get('location') ?? '', emulator.url).searchParams.get('code') ?? '';
}

describe('eBay client contract', () => {
  it("sends what eBay's documents describe and reads what they promise", async () => {
    const http = createEbayHttp({ fetch: recordingFetch, sleep: async () => {} });
    const keyset = {
      clientId: emulator.engine.options.clientId,
      clientSecret: emulator.engine.options.clientSecret,
      ruName: emulator.engine.options.ruName,
    };
    const oauth = createEbayOAuth(emulator.baseUrls, keyset, http);

    const tokens = await oauth.exchangeCode(await consentCode(oauth.consentUrl('contract-state')));
    expect(tokens.refreshToken).toBeTruthy();
    await oauth.getUser(tokens.accessToken);
    await oauth.refresh(tokens.refreshToken ?? '', ['https://api.ebay.com/oauth/api_scope/sell.inventory']);
    await oauth.applicationToken();
    await expect(oauth.exchangeCode('not-a-code')).rejects.toBeInstanceOf(EbayOAuthError);

    expect(exchanges.length).toBeGreaterThanOrEqual(5);
    for (const e of exchanges) {
      assertMatchesOas({
        method: e.method,
        path: new URL(e.url).pathname,
        status: e.status,
        body: e.body,
        requestBody: e.requestBody,
      });
      // The headers ListLens always sends (DESIGN section 8; Node's default Accept-Language is refused by eBay).
      expect(e.headers.get('x-ebay-c-marketplace-id')).toBe('EBAY_US');
      expect(e.headers.get('accept-language')).toBe('en-US');
      expect(e.headers.get('content-language')).toBe('en-US');
      expect(e.headers.get('authorization')).toMatch(/^(Basic|Bearer) /);
    }
  });

  it('retries a 429 and a 500, honouring Retry-After, then succeeds', async () => {
    const waits: number[] = [];
    const http = createEbayHttp({ fetch: recordingFetch, sleep: async (ms) => void waits.push(ms), random: () => 0.5 });
    const keyset = {
      clientId: emulator.engine.options.clientId,
      clientSecret: emulator.engine.options.clientSecret,
      ruName: emulator.engine.options.ruName,
    };
    const oauth = createEbayOAuth(emulator.baseUrls, keyset, http);
    const tokens = await oauth.exchangeCode(await consentCode(oauth.consentUrl('retry-state')));
    await fetch(`${emulator.url}/_sim/faults/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ faults: [{ kind: '429', retryAfterSeconds: 3 }, { kind: '500' }] }),
    });
    const user = await oauth.getUser(tokens.accessToken);
    expect(user.username).toBe('contract_seller');
    // Retry-After (3 s) wins over the backoff; then 2 s (1 s × 2, jitter at its midpoint).
    expect(waits).toEqual([3000, 2000]);
  });
});
