import { describe, expect, it } from 'vitest';
import { basicAuth, createHarness, json, PREFIX } from './harness';

type ErrorBody = { errors: { errorId: number; domain: string }[] };

describe('fault injection', () => {
  it('repeats the same sequence of 429, 500 and normal answers for a seed', async () => {
    const run = async () => {
      const h = await createHarness();
      const token = await h.appToken();
      h.engine.faults.configure({ rate429: 0.25, rate500: 0.25, seed: 42, retryAfterSeconds: 3 });
      const statuses: number[] = [];
      for (let i = 0; i < 24; i += 1) {
        const response = await h.call(
          'GET',
          '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US',
          { token },
        );
        statuses.push(response.status);
        if (response.status === 429) expect(response.headers['retry-after']).toBe('3');
        if (response.status === 500)
          expect(json<ErrorBody>(response.body).errors[0]).toMatchObject({ errorId: 62000, domain: 'API_TAXONOMY' });
      }
      return statuses;
    };
    const first = await run();
    expect(first).toEqual(await run());
    expect(first).toContain(429);
    expect(first).toContain(500);
  });

  it('scripts one-off faults, e.g. the token endpoint failing once', async () => {
    const h = await createHarness();
    const script = await h.app.inject({
      method: 'POST',
      url: `${PREFIX}/_sim/faults/script`,
      payload: {
        faults: [
          { kind: '500', pathPrefix: '/identity/v1/oauth2/token' },
          { kind: 'slow', pathPrefix: '/commerce/', delayMs: 120 },
        ],
      },
    });
    expect(script.statusCode).toBe(200);
    const form = { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' };
    const failed = await h.app.inject({
      method: 'POST',
      url: `${PREFIX}/identity/v1/oauth2/token`,
      headers: form,
      payload: 'grant_type=client_credentials',
    });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ error: 'server_error', error_description: expect.any(String) });
    const token = await h.appToken();
    const started = Date.now();
    expect(
      (await h.call('GET', '/commerce/taxonomy/v1/get_default_category_tree_id?marketplace_id=EBAY_US', { token }))
        .status,
    ).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('is configured and cleared through the control endpoint', async () => {
    const h = await createHarness();
    const set = await h.app.inject({ method: 'PUT', url: `${PREFIX}/_sim/faults`, payload: { rate429: 1, seed: 3 } });
    expect(set.json()).toMatchObject({ config: { rate429: 1, seed: 3 } });
    const token = 'irrelevant';
    expect((await h.call('GET', '/commerce/identity/v1/user/', { token })).status).toBe(429);
    expect(
      (await h.app.inject({ method: 'PUT', url: `${PREFIX}/_sim/faults`, payload: { rate500: 0.5 } })).statusCode,
    ).toBe(400);
    expect((await h.app.inject({ method: 'DELETE', url: `${PREFIX}/_sim/faults` })).statusCode).toBe(204);
    expect((await h.call('GET', '/commerce/identity/v1/user/', { token })).status).toBe(401);
  });
});

describe('token hooks and other emulator endpoints', () => {
  it('expires access tokens and revokes refresh tokens on request', async () => {
    const h = await createHarness();
    const { accessToken, refreshToken } = await h.connect('hooked_seller');
    expect((await h.call('GET', '/commerce/identity/v1/user/', { token: accessToken })).status).toBe(200);
    await h.app.inject({ method: 'POST', url: `${PREFIX}/_sim/tokens/expire`, payload: { username: 'hooked_seller' } });
    expect((await h.call('GET', '/commerce/identity/v1/user/', { token: accessToken })).status).toBe(401);
    await h.app.inject({ method: 'POST', url: `${PREFIX}/_sim/tokens/revoke`, payload: { username: 'hooked_seller' } });
    const refresh = await h.app.inject({
      method: 'POST',
      url: `${PREFIX}/identity/v1/oauth2/token`,
      headers: { authorization: basicAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('sets a seller up without business policies, and answers unknown paths in eBay style', async () => {
    const h = await createHarness();
    const setUp = await h.app.inject({
      method: 'PUT',
      url: `${PREFIX}/_sim/sellers/fresh_seller`,
      payload: { optedIn: false, defaultPolicies: false },
    });
    expect(setUp.statusCode).toBe(200);
    const { accessToken: token } = await h.connect('fresh_seller');
    expect((await h.call('GET', '/sell/account/v1/program/get_opted_in_programs', { token })).body).toEqual({
      programs: [],
    });
    const unknown = await h.app.inject({ method: 'GET', url: `${PREFIX}/sell/nothing/v1/here` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errors: [{ errorId: 2002 }] });
    const noHeaders = await h.call('GET', '/commerce/identity/v1/user/', { token, bare: true });
    expect(noHeaders.status).toBe(400);
    expect(json<ErrorBody>(noHeaders.body).errors[0]).toMatchObject({ errorId: 2004, domain: 'ACCESS' });
    const badJson = await h.app.inject({
      method: 'POST',
      url: `${PREFIX}/sell/inventory/v1/offer`,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-language': 'en-US',
        'accept-language': 'en-US',
        'x-ebay-c-marketplace-id': 'EBAY_US',
      },
      payload: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ errors: [{ errorId: 25709 }] });
  });

  it('serves placeholder images and pages for generated listings', async () => {
    const h = await createHarness();
    const token = await h.appToken();
    const search = await h.call('GET', '/buy/browse/v1/item_summary/search?q=jeans&limit=1', { token });
    const item = json<{ itemSummaries: { itemWebUrl: string; image: { imageUrl: string } }[] }>(search.body)
      .itemSummaries[0];
    expect(item?.itemWebUrl).toMatch(/^http:\/\/localhost(:\d+)?\/_emulator\/ebay\/itm\/\d{12}$/);
    const image = await h.app.inject({ method: 'GET', url: new URL(item?.image.imageUrl ?? '').pathname });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    const page = await h.app.inject({ method: 'GET', url: new URL(item?.itemWebUrl ?? '').pathname });
    expect(page.statusCode).toBe(200);
    expect((await h.app.inject({ method: 'GET', url: `${PREFIX}/itm/1` })).statusCode).toBe(404);
  });
});
