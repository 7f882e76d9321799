import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { EBAY_TEXT, POSTING_TEXT } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeResponse } from '../src/modules/ebay-connection/account-deletion.service';
import { getValidAccessToken, refreshDueConnections } from '../src/modules/ebay-connection/ebay-connection.service';
import { consentOnEbay } from './ebay-consent-support';
import { createTestApp, signUp, type TestApp } from './test-app';

let emulator: RunningEbayEmulator;
let t: TestApp;
let clock = Date.parse('2026-11-21T10:00:00Z');

beforeAll(async () => {
  emulator = await startEbayEmulator({
    acceptedUrl: 'http://localhost:3000/auth/ebay/callback',
    now: () => clock,
    catalogueListings: 20,
    catalogueSales: 20,
  });
  t = await createTestApp({
    SIGN_UP_RATE_LIMIT: '100/60',
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
  t.deps.ebay.now = () => new Date(clock);
});
afterAll(async () => {
  await t.close();
  await emulator.close();
});

/** Plays the seller on eBay's consent page: returns the query eBay redirects back with. */
const consent = (authUrl: string, decision: 'agree' | 'decline', username = 'thrifty_threads_nyc') =>
  consentOnEbay(emulator.url, authUrl, decision, username);

async function connectedSeller(email: string) {
  const { cookie, me } = await signUp(t.app, email);
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/ebay/connect',
    headers: { cookie },
    payload: { returnPath: '/app' },
  });
  expect(start.statusCode).toBe(200);
  const back = await consent(start.json().authUrl, 'agree');
  const done = await t.app.inject({ method: 'POST', url: '/api/ebay/callback', headers: { cookie }, payload: back });
  return { cookie, userId: me.user.id, done, back };
}

describe('connecting eBay', () => {
  it('exchanges the code, stores the tokens encrypted, and reports metadata only', async () => {
    const { cookie, userId, done } = await connectedSeller('conn@example.com');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ connected: true, returnPath: '/app' });

    const [row] = await t.deps.db
      .select()
      .from(schema.marketplaceConnections)
      .where(eq(schema.marketplaceConnections.userId, userId));
    const token = t.deps.ebay.cipher.decrypt(row?.accessTokenEncrypted ?? '');
    expect(token.length).toBeGreaterThan(10);
    expect(row?.accessTokenEncrypted).not.toContain(token);
    expect(row?.ebayUsername).toBe('thrifty_threads_nyc');

    const status = await t.app.inject({ url: '/api/ebay/status', headers: { cookie } });
    expect(status.json()).toMatchObject({
      connected: true,
      environment: 'emulator',
      ebayUsername: 'thrifty_threads_nyc',
      hasRefreshToken: true,
      accessTokenLength: token.length,
    });
    // No response body ever contains a token.
    expect(status.body).not.toContain(token);
    expect(done.body).not.toContain(token);
    const onboarding = await t.app.inject({ url: '/api/onboarding', headers: { cookie } });
    expect(onboarding.json()).toMatchObject({
      currentStep: 'complete',
      isOnboardingComplete: true,
      milestones: { ebay_connected: { completed: true } },
    });
  });

  it('rejects a replayed state, leaving the first connection as it was', async () => {
    const { cookie, back } = await connectedSeller('replay@example.com');
    const again = await t.app.inject({ method: 'POST', url: '/api/ebay/callback', headers: { cookie }, payload: back });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OAuth state parameter');
  });

  it("rejects another seller's state", async () => {
    const owner = await signUp(t.app, 'state-owner@example.com');
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/connect',
      headers: { cookie: owner.cookie },
      payload: {},
    });
    const back = await consent(start.json().authUrl, 'agree');
    const thief = await signUp(t.app, 'state-thief@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/callback',
      headers: { cookie: thief.cookie },
      payload: back,
    });
    expect(res.json().message).toBe('Invalid OAuth state parameter');
    const rows = await t.deps.db
      .select()
      .from(schema.marketplaceConnections)
      .where(eq(schema.marketplaceConnections.userId, thief.me.user.id));
    expect(rows).toHaveLength(0);
  });

  it("answers missing parameters and a declined consent with the spec's texts and stores nothing", async () => {
    const { cookie, me } = await signUp(t.app, 'decline@example.com');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/callback',
      headers: { cookie },
      payload: { code: 'x' },
    });
    expect(missing.json().message).toBe('Invalid callback - missing required parameters.');
    const start = await t.app.inject({ method: 'POST', url: '/api/ebay/connect', headers: { cookie }, payload: {} });
    const back = await consent(start.json().authUrl, 'decline');
    const declined = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/callback',
      headers: { cookie },
      payload: back,
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().message).toMatch(/^eBay authentication failed: /);
    const rows = await t.deps.db
      .select()
      .from(schema.marketplaceConnections)
      .where(eq(schema.marketplaceConnections.userId, me.user.id));
    expect(rows).toHaveLength(0);
  });

  it('refreshes 600 s before expiry, and asks for a reconnect when eBay refuses the refresh token', async () => {
    const { cookie, userId } = await connectedSeller('refresh@example.com');
    const before = await getValidAccessToken(t.deps.ebay, userId);
    expect(await refreshDueConnections(t.deps.ebay)).toEqual({ refreshed: 0, cleared: 0 });
    clock += (7200 - 590) * 1000;
    const result = await refreshDueConnections(t.deps.ebay);
    expect(result.refreshed).toBeGreaterThanOrEqual(1);
    const after = await getValidAccessToken(t.deps.ebay, userId);
    expect(after).not.toBe(before);

    await fetch(`${emulator.url}/_sim/tokens/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'thrifty_threads_nyc' }),
    });
    clock += 7200 * 1000;
    await expect(getValidAccessToken(t.deps.ebay, userId)).rejects.toThrow(/Token refresh failed/);
    const rows = await t.deps.db
      .select()
      .from(schema.marketplaceConnections)
      .where(eq(schema.marketplaceConnections.userId, userId));
    // Spec part 1, section 4: the tokens are cleared; the row stays to say whom to reconnect.
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ refreshTokenEncrypted: null, accessTokenEncrypted: '' });
    expect(rows[0]?.refreshRefusedAt).not.toBeNull();

    const status = await t.app.inject({ url: '/api/ebay/status', headers: { cookie } });
    expect(status.json()).toMatchObject({
      connected: false,
      needsReconnect: true,
      ebayUsername: 'thrifty_threads_nyc',
      hasAccessToken: false,
      hasRefreshToken: false,
      scopes: [],
    });
    const policies = await t.app.inject({ url: '/api/listings/policies', headers: { cookie } });
    expect(policies.json()).toMatchObject({ code: 'ebay_not_connected', message: POSTING_TEXT.connectFirst });
    // A refused token is never sent to eBay again: once the timer has met every connection of this
    // eBay user (other tests connected it too), it leaves them alone.
    await refreshDueConnections(t.deps.ebay);
    const calls: string[] = [];
    const oauth = t.deps.ebay.oauth;
    t.deps.ebay.oauth = { ...oauth, refresh: (...args) => (calls.push('refresh'), oauth.refresh(...args)) };
    try {
      await refreshDueConnections(t.deps.ebay);
      await expect(getValidAccessToken(t.deps.ebay, userId)).rejects.toThrow(EBAY_TEXT.noValidToken);
    } finally {
      t.deps.ebay.oauth = oauth;
    }
    expect(calls).toEqual([]);

    // Reconnecting clears the mark.
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/ebay/connect',
      headers: { cookie },
      payload: { returnPath: '/app' },
    });
    const back = await consent(start.json().authUrl, 'agree');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/ebay/callback', headers: { cookie }, payload: back }))
        .statusCode,
    ).toBe(200);
    const again = await t.app.inject({ url: '/api/ebay/status', headers: { cookie } });
    expect(again.json()).toMatchObject({ connected: true, needsReconnect: false, hasRefreshToken: true });
  });

  it('takes a manual token (7200 s) but refuses a blank one and the development placeholder', async () => {
    const { cookie } = await signUp(t.app, 'manual@example.com');
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/ebay/manual-token',
      headers: { cookie },
      payload: { token: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    const placeholder = await t.app.inject({
      method: 'PUT',
      url: '/api/ebay/manual-token',
      headers: { cookie },
      payload: { token: 'dev-bypass-token' },
    });
    expect(placeholder.statusCode).toBe(400);
    // A token that could never go into an Authorization header is refused at once, not stored.
    for (const token of ['v^1.1 with spaces', 'v^1.1#\u{1F600}', 'v^1.1#\u202e']) {
      const odd = await t.app.inject({
        method: 'PUT',
        url: '/api/ebay/manual-token',
        headers: { cookie },
        payload: { token },
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json().errors).toEqual([
        { path: 'token', message: 'That is not an eBay token: it has spaces or characters a token never has.' },
      ]);
    }
    expect((await t.app.inject({ url: '/api/ebay/status', headers: { cookie } })).json().connected).toBe(false);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/ebay/manual-token',
      headers: { cookie },
      payload: { token: 'v^1.1#manual-token-value' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ connected: true, isManual: true });
    expect(Date.parse(ok.json().expiresAt) - clock).toBe(7200 * 1000);
    expect(ok.body).not.toContain('manual-token-value');
  });

  it('disconnects', async () => {
    const { cookie } = await connectedSeller('bye@example.com');
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/ebay/connection', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await t.app.inject({ url: '/api/ebay/status', headers: { cookie } })).json().connected).toBe(false);
  });
});

describe('marketplace account deletion', () => {
  it('answers the challenge with the worked example of the reference', () => {
    expect(
      challengeResponse(
        'a8628072-3d33-45ee-9004-bee86830a22d',
        'sellerlens_verify_0123456789abcdef0123456789',
        'https://app.example.com/api/ebay/account-deletion',
      ),
    ).toBe('cc6c9373747a283700f09a15ddf8bb65fa8f6f3d6531eee7bfdf3112cbffcd54');
  });

  it('answers the GET challenge for its own endpoint', async () => {
    const res = await t.app.inject({ url: '/api/webhooks/ebay/account-deletion?challenge_code=abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().challengeResponse).toBe(
      challengeResponse(
        'abc',
        t.deps.config.EBAY_VERIFICATION_TOKEN,
        'http://localhost:3000/api/webhooks/ebay/account-deletion',
      ),
    );
  });

  it("deletes the seller's eBay data on a signed notification and refuses an unsigned one", async () => {
    const { cookie, userId } = await connectedSeller('closing@example.com');
    // The emulator signs and POSTs to an endpoint; here it is this test app listening on a port.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as { port: number }).port;
    const endpoint = `http://127.0.0.1:${port}/api/webhooks/ebay/account-deletion`;
    const unsigned = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' },
        notification: { data: { userId: 'x' } },
      }),
    });
    expect(unsigned.status).toBe(412);
    const sent = await fetch(`${emulator.url}/_sim/notifications/account-deletion`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint, username: 'thrifty_threads_nyc' }),
    });
    expect(await sent.json()).toMatchObject({ status: 200, acknowledged: true });
    expect((await t.app.inject({ url: '/api/ebay/status', headers: { cookie } })).json().connected).toBe(false);
    const rows = await t.deps.db
      .select()
      .from(schema.marketplaceConnections)
      .where(eq(schema.marketplaceConnections.userId, userId));
    expect(rows).toHaveLength(0);
  });
});
