import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPES, startEbayEmulator, type RunningEbayEmulator } from '../src/index';
import { assertMatchesOas } from '../src/testing/index';
import { basicAuth, LISTLENS_HEADERS, LISTLENS_SCOPES } from './harness';

/** The full OAuth flow over real HTTP on loopback, as a browser and the ListLens server would run it. */
describe('OAuth consent, code and token over HTTP', () => {
  let emulator: RunningEbayEmulator;
  let now = Date.parse('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    emulator = await startEbayEmulator({
      acceptedUrl: 'https://app.example.test/auth/ebay/callback',
      declinedUrl: 'https://app.example.test/auth/ebay/declined',
      now: () => now,
      catalogueListings: 50,
      catalogueSales: 50,
    });
  });
  afterAll(async () => {
    await emulator.close();
  });

  const authorizeUrl = (state: string, scopes: readonly string[] = LISTLENS_SCOPES): string => {
    const query = new URLSearchParams({
      client_id: emulator.engine.options.clientId,
      redirect_uri: emulator.engine.options.ruName,
      response_type: 'code',
      scope: scopes.join(' '),
      state,
    });
    return `${emulator.baseUrls.consent}/oauth2/authorize?${query.toString().replaceAll('+', '%20')}`;
  };

  async function consent(state: string, decision: 'agree' | 'decline', username = 'thrifty_threads_nyc'): Promise<URL> {
    const page = await fetch(authorizeUrl(state));
    expect(page.status).toBe(200);
    const html = await page.text();
    const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const answer = await fetch(`${emulator.url}/oauth2/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ consent_id: consentId, username, decision }),
    });
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  }

  async function token(form: Record<string, string>, authorization = basicAuth()) {
    const response = await fetch(`${emulator.baseUrls.api}/identity/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    const body = (await response.json()) as Record<string, unknown>;
    assertMatchesOas({ method: 'POST', path: '/identity/v1/oauth2/token', status: response.status, body });
    return { status: response.status, body };
  }

  it('serves a consent page that needs no script and carries no secret', async () => {
    const response = await fetch(authorizeUrl('s1'));
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script|\sstyle=|\son[a-z]+=/i);
    expect(html).toContain('value="agree"');
    expect(html).toContain('value="decline"');
    expect(html).not.toContain(emulator.engine.options.clientSecret);
    const css = await fetch(`${emulator.url}/_static/emulator.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  });

  it('runs consent -> code -> token -> getUser, and refreshes', async () => {
    const callback = await consent('state-A', 'agree');
    expect(callback.origin + callback.pathname).toBe('https://app.example.test/auth/ebay/callback');
    expect(callback.searchParams.get('state')).toBe('state-A');
    expect(callback.searchParams.get('expires_in')).toBe('299');
    // eBay's codes must be URL-decoded exactly once.
    expect(callback.search).toContain('code=v%5E1.1%23');
    const code = callback.searchParams.get('code') ?? '';

    const exchange = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: emulator.engine.options.ruName,
    });
    expect(exchange.status).toBe(200);
    expect(exchange.body).toMatchObject({
      expires_in: 7200,
      refresh_token_expires_in: 47_304_000,
      token_type: 'User Access Token',
    });
    const accessToken = String(exchange.body.access_token);

    const user = await fetch(`${emulator.baseUrls.apiz}/commerce/identity/v1/user/`, {
      headers: { ...LISTLENS_HEADERS, authorization: `Bearer ${accessToken}` },
    });
    const userBody = (await user.json()) as Record<string, unknown>;
    assertMatchesOas({ method: 'GET', path: '/commerce/identity/v1/user/', status: user.status, body: userBody });
    expect(user.status).toBe(200);
    expect(userBody).toMatchObject({ username: 'thrifty_threads_nyc', accountType: 'INDIVIDUAL', status: 'CONFIRMED' });
    expect(String(userBody.userId)).toMatch(/^[A-Za-z0-9]{11}$/);

    const replay = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: emulator.engine.options.ruName,
    });
    expect(replay).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: String(exchange.body.refresh_token),
      scope: SCOPES.sellInventory,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeUndefined();
    const wider = await token({
      grant_type: 'refresh_token',
      refresh_token: String(exchange.body.refresh_token),
      scope: SCOPES.sellFinances,
    });
    expect(wider).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
  });

  it('sends a declined consent to the declined URL with access_denied and no code', async () => {
    const callback = await consent('state-D', 'decline');
    expect(callback.pathname).toBe('/auth/ebay/declined');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe('state-D');
    expect(callback.searchParams.has('code')).toBe(false);
  });

  it('expires codes after 300 s and access tokens after 7200 s', async () => {
    const code = (await consent('state-E', 'agree')).searchParams.get('code') ?? '';
    now += 301_000;
    expect(
      await token({ grant_type: 'authorization_code', code, redirect_uri: emulator.engine.options.ruName }),
    ).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });

    const fresh = (await consent('state-F', 'agree')).searchParams.get('code') ?? '';
    const tokens = await token({
      grant_type: 'authorization_code',
      code: fresh,
      redirect_uri: emulator.engine.options.ruName,
    });
    now += 7_200_000;
    const expired = await fetch(`${emulator.url}/commerce/identity/v1/user/`, {
      headers: { ...LISTLENS_HEADERS, authorization: `Bearer ${String(tokens.body.access_token)}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      errors: [{ errorId: 1001, domain: 'OAuth', message: 'Invalid access token' }],
    });
    // The refresh token outlives the access token.
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: String(tokens.body.refresh_token) })).status,
    ).toBe(200);
  });

  it('checks the client credentials and the grant type', async () => {
    expect(
      await token({ grant_type: 'client_credentials' }, basicAuth(emulator.engine.options.clientId, 'wrong')),
    ).toMatchObject({
      status: 401,
      body: { error: 'invalid_client' },
    });
    expect(await token({ grant_type: 'password' })).toMatchObject({
      status: 400,
      body: { error: 'unsupported_grant_type' },
    });
    expect(await token({ grant_type: 'client_credentials', scope: SCOPES.sellInventory })).toMatchObject({
      status: 400,
      body: { error: 'invalid_scope' },
    });
    expect(await token({ grant_type: 'authorization_code', code: 'x' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    const app = await token({ grant_type: 'client_credentials', scope: SCOPES.base });
    expect(app.body).toMatchObject({ token_type: 'Application Access Token', expires_in: 7200 });
    expect(app.body.refresh_token).toBeUndefined();
  });

  it('refuses consent requests for another client, RuName or unknown scope', async () => {
    const bad = (params: Record<string, string>) => {
      const url = new URL(authorizeUrl('x'));
      for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
      return fetch(url);
    };
    const cases: Record<string, string>[] = [
      { client_id: 'other' },
      { redirect_uri: 'https://evil.example/cb' },
      { scope: 'https://api.ebay.com/oauth/api_scope/sell.everything' },
    ];
    for (const params of cases) {
      const response = await bad(params);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ http_status_code: 400 });
    }
  });
});
