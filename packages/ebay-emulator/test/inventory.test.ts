import { beforeEach, describe, expect, it } from 'vitest';
import { createHarness, json, type Harness } from './harness';
import { HOME_LOCATION, JACKET_ITEM, offerFor } from './fixtures';

type ErrorBody = { errors: { errorId: number; message: string; parameters?: { name: string; value: string }[] }[] };

describe('Inventory: location, item, offer, publish', () => {
  let h: Harness;
  let token: string;
  let policies: { fulfillment: string; payment: string; return: string };

  beforeEach(async () => {
    h = await createHarness();
    token = (await h.connect('closet_flip')).accessToken;
    const get = async (kind: string, field: string, idField: string) => {
      const response = await h.call('GET', `/sell/account/v1/${kind}?marketplace_id=EBAY_US`, { token });
      return String(json<Record<string, Record<string, string>[]>>(response.body)[field]?.[0]?.[idField]);
    };
    policies = {
      fulfillment: await get('fulfillment_policy', 'fulfillmentPolicies', 'fulfillmentPolicyId'),
      payment: await get('payment_policy', 'paymentPolicies', 'paymentPolicyId'),
      return: await get('return_policy', 'returnPolicies', 'returnPolicyId'),
    };
  });

  async function stock(sku = 'PAT-BS-L', item: unknown = JACKET_ITEM) {
    expect((await h.call('PUT', `/sell/inventory/v1/inventory_item/${sku}`, { token, body: item })).status).toBe(204);
  }

  it('creates, reads and lists locations, refusing a second one with the same key', async () => {
    expect(
      (await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION })).status,
    ).toBe(204);
    const again = await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
    expect(again.status).toBe(409);
    expect(json<ErrorBody>(again.body).errors[0]?.errorId).toBe(25803);
    const one = await h.call('GET', '/sell/inventory/v1/location/home-closet', { token });
    expect(one.body).toMatchObject({
      merchantLocationKey: 'home-closet',
      merchantLocationStatus: 'ENABLED',
      location: { address: { postalCode: '11211' } },
    });
    const list = await h.call('GET', '/sell/inventory/v1/location', { token });
    expect(list.body).toMatchObject({ total: 1 });
    const countryOnly = await h.call('POST', '/sell/inventory/v1/location/bad', {
      token,
      body: { location: { address: { country: 'US' } } },
    });
    expect(json<ErrorBody>(countryOnly.body).errors[0]?.errorId).toBe(25802);
    expect((await h.call('GET', '/sell/inventory/v1/location/nope', { token })).status).toBe(404);
  });

  it('replaces inventory items in full and lists them by page', async () => {
    await stock();
    await stock('LEVIS-501', { product: { title: "Levi's 501 Jeans" } });
    const item = await h.call('GET', '/sell/inventory/v1/inventory_item/PAT-BS-L', { token });
    expect(item.body).toMatchObject({
      sku: 'PAT-BS-L',
      locale: 'en_US',
      condition: 'PRE_OWNED_EXCELLENT',
      product: { aspects: { Brand: ['Patagonia'] } },
    });
    await stock('PAT-BS-L', { product: { title: 'Replaced' } });
    const replaced = json<Record<string, unknown>>(
      (await h.call('GET', '/sell/inventory/v1/inventory_item/PAT-BS-L', { token })).body,
    );
    expect(replaced.condition).toBeUndefined();
    const page = await h.call('GET', '/sell/inventory/v1/inventory_item?limit=1&offset=1', { token });
    expect(page.body).toMatchObject({ total: 2, size: 2, limit: 1 });
    expect(json<{ inventoryItems: { sku: string }[] }>(page.body).inventoryItems.map((i) => i.sku)).toEqual([
      'LEVIS-501',
    ]);
    const missing = await h.call('GET', '/sell/inventory/v1/inventory_item/NOPE', { token });
    expect(missing.status).toBe(404);
    expect(json<ErrorBody>(missing.body).errors[0]?.errorId).toBe(25710);
    const badSku = await h.call('PUT', '/sell/inventory/v1/inventory_item/has%20space', { token, body: {} });
    expect(json<ErrorBody>(badSku.body).errors[0]?.errorId).toBe(25707);
  });

  it('names the existing offer on a duplicate createOffer (25002)', async () => {
    await stock();
    const first = await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('PAT-BS-L', policies) });
    expect(first.status).toBe(201);
    const offerId = json<{ offerId: string }>(first.body).offerId;
    const second = await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('PAT-BS-L', policies) });
    expect(second.status).toBe(400);
    const error = json<ErrorBody>(second.body).errors[0];
    expect(error).toMatchObject({ errorId: 25002, domain: 'API_INVENTORY' });
    expect(error?.message).toContain('Offer entity already exists');
    expect(error?.parameters).toEqual([{ name: 'offerId', value: offerId }]);
    const unknownSku = await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('NOPE', policies) });
    expect(json<ErrorBody>(unknownSku.body).errors[0]?.errorId).toBe(25702);
  });

  it('validates at publish in order and lists the item once it is complete', async () => {
    const offerId = async () => {
      const created = await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('PAT-BS-L', policies) });
      return json<{ offerId: string }>(created.body).offerId;
    };
    const { Type: _type, ...aspects } = JACKET_ITEM.product.aspects;
    await stock('PAT-BS-L', { ...JACKET_ITEM, product: { ...JACKET_ITEM.product, aspects } });
    const id = await offerId();
    const publish = () => h.call('POST', `/sell/inventory/v1/offer/${id}/publish`, { token });

    const noLocation = await publish();
    expect(json<ErrorBody>(noLocation.body).errors[0]?.errorId).toBe(25012);
    await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });

    const noType = await publish();
    expect(noType.status).toBe(400);
    expect(json<ErrorBody>(noType.body).errors[0]).toMatchObject({ errorId: 25002 });
    expect(json<ErrorBody>(noType.body).errors[0]?.message).toContain('The item specific Type is missing');

    await stock('PAT-BS-L', { ...JACKET_ITEM, condition: 'USED_GOOD' });
    expect(json<ErrorBody>((await publish()).body).errors[0]?.errorId).toBe(25021);

    await stock();
    const listed = await publish();
    expect(listed.status).toBe(200);
    const listingId = json<{ listingId: string }>(listed.body).listingId;
    expect(listingId).toBe('110550000001');

    const offer = await h.call('GET', `/sell/inventory/v1/offer/${id}`, { token });
    expect(offer.body).toMatchObject({
      status: 'PUBLISHED',
      listing: { listingId, listingStatus: 'ACTIVE', soldQuantity: 0 },
    });
    const offers = await h.call('GET', '/sell/inventory/v1/offer?sku=PAT-BS-L', { token });
    expect(offers.body).toMatchObject({ total: 1, size: 1 });

    const page = await h.app.inject({ method: 'GET', url: `/_emulator/ebay/itm/${listingId}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Patagonia Men&#39;s Better Sweater');
    expect(page.body).toContain('US $64.99');
    expect(page.body).not.toMatch(/<script/i);
  });

  it('revises, withdraws and deletes a published offer', async () => {
    await stock();
    await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
    const id = json<{ offerId: string }>(
      (await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('PAT-BS-L', policies) })).body,
    ).offerId;
    const listingId = json<{ listingId: string }>(
      (await h.call('POST', `/sell/inventory/v1/offer/${id}/publish`, { token })).body,
    ).listingId;

    const { sku: _s, marketplaceId: _m, format: _f, ...details } = offerFor('PAT-BS-L', policies);
    const noDescription = await h.call('PUT', `/sell/inventory/v1/offer/${id}`, {
      token,
      body: { ...details, listingDescription: undefined },
    });
    expect(noDescription.status).toBe(400);
    const revised = await h.call('PUT', `/sell/inventory/v1/offer/${id}`, {
      token,
      body: { ...details, pricingSummary: { price: { value: '59.99', currency: 'USD' } } },
    });
    expect(revised.status).toBe(204);
    const page = await h.app.inject({ method: 'GET', url: `/_emulator/ebay/itm/${listingId}` });
    expect(page.body).toContain('US $59.99');

    const withdrawn = await h.call('POST', `/sell/inventory/v1/offer/${id}/withdraw`, { token });
    expect(withdrawn.body).toMatchObject({ listingId });
    expect((await h.call('GET', `/sell/inventory/v1/offer/${id}`, { token })).body).toMatchObject({
      status: 'UNPUBLISHED',
    });
    expect((await h.call('DELETE', `/sell/inventory/v1/offer/${id}`, { token })).status).toBe(204);
    const gone = await h.call('GET', `/sell/inventory/v1/offer/${id}`, { token });
    expect(gone.status).toBe(404);
    expect(json<ErrorBody>(gone.body).errors[0]?.errorId).toBe(25713);
    expect((await h.call('DELETE', '/sell/inventory/v1/inventory_item/PAT-BS-L', { token })).status).toBe(204);
  });

  it('handles the bulk calls with per-entry results and the 25-entry limit', async () => {
    await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
    const items = await h.call('POST', '/sell/inventory/v1/bulk_create_or_replace_inventory_item', {
      token,
      body: {
        requests: [
          { sku: 'A-1', locale: 'en_US', ...JACKET_ITEM },
          { sku: 'B 2', locale: 'en_US', ...JACKET_ITEM },
        ],
      },
    });
    expect(items.status).toBe(207);
    expect(json<{ responses: { statusCode: number }[] }>(items.body).responses.map((r) => r.statusCode)).toEqual([
      200, 400,
    ]);

    const tooMany = await h.call('POST', '/sell/inventory/v1/bulk_create_or_replace_inventory_item', {
      token,
      body: { requests: Array.from({ length: 26 }, (_, i) => ({ sku: `S${i}`, locale: 'en_US' })) },
    });
    expect(tooMany.status).toBe(400);
    expect(json<ErrorBody>(tooMany.body).errors[0]?.errorId).toBe(25727);
    // The other bulk calls on items take no more than 25 either.
    for (const [route, request] of [
      ['bulk_get_inventory_item', (i: number) => ({ sku: `S${i}` })],
      ['bulk_update_price_quantity', (i: number) => ({ sku: `S${i}`, shipToLocationAvailability: { quantity: 1 } })],
    ] as const) {
      const refused = await h.call('POST', `/sell/inventory/v1/${route}`, {
        token,
        body: { requests: Array.from({ length: 26 }, (_, i) => request(i)) },
      });
      expect(refused.status, route).toBe(400);
      expect(json<ErrorBody>(refused.body).errors[0]?.errorId, route).toBe(25727);
    }

    const offers = await h.call('POST', '/sell/inventory/v1/bulk_create_offer', {
      token,
      body: { requests: [offerFor('A-1', policies)] },
    });
    expect(offers.status).toBe(200);
    const offerId = json<{ responses: { offerId: string }[] }>(offers.body).responses[0]?.offerId ?? '';
    const published = await h.call('POST', '/sell/inventory/v1/bulk_publish_offer', {
      token,
      body: { requests: [{ offerId }, { offerId: '999' }] },
    });
    expect(published.status).toBe(207);
    expect(
      json<{ responses: { statusCode: number; listingId?: string }[] }>(published.body).responses[0],
    ).toMatchObject({ statusCode: 200 });

    const got = await h.call('POST', '/sell/inventory/v1/bulk_get_inventory_item', {
      token,
      body: { requests: [{ sku: 'A-1' }, { sku: 'nope' }] },
    });
    expect(got.status).toBe(207);

    const updated = await h.call('POST', '/sell/inventory/v1/bulk_update_price_quantity', {
      token,
      body: {
        requests: [
          {
            sku: 'A-1',
            shipToLocationAvailability: { quantity: 0 },
            offers: [{ offerId, price: { value: '70.00', currency: 'USD' } }],
          },
        ],
      },
    });
    expect(updated.status).toBe(200);
    // Without out-of-stock control, a listing with nothing left ends.
    expect((await h.call('GET', `/sell/inventory/v1/offer/${offerId}`, { token })).body).toMatchObject({
      listing: { listingStatus: 'ENDED' },
    });
  });

  it('requires Content-Language on payload calls and refuses Accept-Language: * (25709)', async () => {
    const noLanguage = await h.call('PUT', '/sell/inventory/v1/inventory_item/X-1', {
      token,
      body: JACKET_ITEM,
      headers: { 'content-language': undefined },
    });
    expect(noLanguage.status).toBe(400);
    expect(json<ErrorBody>(noLanguage.body).errors[0]).toMatchObject({
      errorId: 25709,
      message: 'Invalid value for header Content-Language.',
    });
    const star = await h.call('GET', '/sell/inventory/v1/inventory_item?limit=5', {
      token,
      headers: { 'accept-language': '*' },
    });
    expect(json<ErrorBody>(star.body).errors[0]).toMatchObject({
      errorId: 25709,
      message: 'Invalid value for header Accept-Language.',
    });
  });
});
