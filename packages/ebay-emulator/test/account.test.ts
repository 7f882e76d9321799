import { describe, expect, it } from 'vitest';
import { SCOPES } from '../src/index';
import { createHarness, json } from './harness';

type ErrorBody = { errors: { errorId: number; message: string }[] };

describe('Account: business policies and programs', () => {
  it('seeds one policy of each kind on EBAY_US for a new seller', async () => {
    const h = await createHarness();
    const { accessToken: token } = await h.connect('policy_seller');
    for (const [path, field] of [
      ['fulfillment_policy', 'fulfillmentPolicies'],
      ['payment_policy', 'paymentPolicies'],
      ['return_policy', 'returnPolicies'],
    ] as const) {
      const list = await h.call('GET', `/sell/account/v1/${path}?marketplace_id=EBAY_US`, { token });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ total: 1 });
      const policy = json<Record<string, Record<string, string>[]>>(list.body)[field]?.[0] ?? {};
      const id = Object.entries(policy).find(([key]) => key.endsWith('PolicyId'))?.[1] ?? '';
      expect((await h.call('GET', `/sell/account/v1/${path}/${id}`, { token })).status).toBe(200);
    }
    const missing = await h.call('GET', '/sell/account/v1/return_policy', { token });
    expect(json<ErrorBody>(missing.body).errors[0]?.errorId).toBe(20401);
    expect((await h.call('GET', '/sell/account/v1/return_policy/000', { token })).status).toBe(404);
  });

  it('answers 20403 "not eligible for Business Policy" until the seller opts in', async () => {
    let clock = 1_000_000;
    const h = await createHarness({
      sellerOptedIn: false,
      sellerDefaultPolicies: false,
      optInDelayMs: 60_000,
      now: () => clock,
    });
    const { accessToken: token } = await h.connect('new_seller');
    const refused = await h.call('GET', '/sell/account/v1/fulfillment_policy?marketplace_id=EBAY_US', { token });
    expect(refused.status).toBe(400);
    expect(json<ErrorBody>(refused.body).errors[0]).toMatchObject({ errorId: 20403 });
    expect(json<ErrorBody>(refused.body).errors[0]?.message).toContain('User is not eligible for Business Policy');

    expect((await h.call('GET', '/sell/account/v1/program/get_opted_in_programs', { token })).body).toEqual({
      programs: [],
    });
    const optIn = await h.call('POST', '/sell/account/v1/program/opt_in', {
      token,
      body: { programType: 'SELLING_POLICY_MANAGEMENT' },
    });
    expect(optIn).toMatchObject({ status: 200, body: {} });
    const twice = await h.call('POST', '/sell/account/v1/program/opt_in', {
      token,
      body: { programType: 'SELLING_POLICY_MANAGEMENT' },
    });
    expect(twice.status).toBe(409);
    expect(json<ErrorBody>(twice.body).errors[0]?.errorId).toBe(25803);

    // Opt-in takes effect after the configured delay.
    expect((await h.call('GET', '/sell/account/v1/fulfillment_policy?marketplace_id=EBAY_US', { token })).status).toBe(
      400,
    );
    clock += 60_000;
    expect((await h.call('GET', '/sell/account/v1/program/get_opted_in_programs', { token })).body).toEqual({
      programs: [{ programType: 'SELLING_POLICY_MANAGEMENT' }],
    });
    const empty = await h.call('GET', '/sell/account/v1/fulfillment_policy?marketplace_id=EBAY_US', { token });
    expect(empty.body).toEqual({ total: 0, fulfillmentPolicies: [] });

    const created = await h.call('POST', '/sell/account/v1/return_policy', {
      token,
      body: {
        name: 'No returns',
        marketplaceId: 'EBAY_US',
        categoryTypes: [{ name: 'ALL_EXCLUDING_MOTORS_VEHICLES' }],
        returnsAccepted: false,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'No returns', returnsAccepted: false });
    const badOptIn = await h.call('POST', '/sell/account/v1/program/opt_in', { token, body: {} });
    expect(json<ErrorBody>(badOptIn.body).errors[0]?.errorId).toBe(20401);
  });

  it('needs the sell.account scope and a user token', async () => {
    const h = await createHarness();
    const { accessToken } = await h.connect('scoped', [SCOPES.sellInventory]);
    const noScope = await h.call('GET', '/sell/account/v1/payment_policy?marketplace_id=EBAY_US', {
      token: accessToken,
    });
    expect(noScope.status).toBe(403);
    expect(json<ErrorBody>(noScope.body).errors[0]?.errorId).toBe(1100);
    const appToken = await h.appToken();
    expect(
      (await h.call('GET', '/sell/account/v1/payment_policy?marketplace_id=EBAY_US', { token: appToken })).status,
    ).toBe(403);
  });

  it('asks Account callers for the marketplace header (50114 / 50117)', async () => {
    const h = await createHarness();
    const { accessToken: token } = await h.connect();
    const missing = await h.call('GET', '/sell/account/v1/program/get_opted_in_programs', {
      token,
      headers: { 'x-ebay-c-marketplace-id': undefined },
    });
    expect(json<ErrorBody>(missing.body).errors[0]?.errorId).toBe(50114);
    const wrong = await h.call('GET', '/sell/account/v1/program/get_opted_in_programs', {
      token,
      headers: { 'x-ebay-c-marketplace-id': 'EBAY_XX' },
    });
    expect(json<ErrorBody>(wrong.body).errors[0]?.errorId).toBe(50117);
  });
});
