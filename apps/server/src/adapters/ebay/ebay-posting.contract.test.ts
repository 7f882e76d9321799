import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { assertMatchesOas } from '@listlens/ebay-emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemBody, locationBody, offerBody, offerUpdateBody } from '../../modules/listings/ebay-payloads';
import { contractJacket as jacket, contractUserToken } from './contract-support';
import { createEbayAccount } from './ebay-account';
import { EbayApiError } from './ebay-errors';
import { createEbayFulfillment } from './ebay-fulfillment';
import { createEbayHttp } from './ebay-http';
import { createEbayInventory, existingOfferIdOf } from './ebay-inventory';

// Contract tests of the posting calls (issue 8): every request the Inventory,
// Account and Fulfillment clients send, and every answer, success or error,
// checked against eBay's own OpenAPI documents.

type Exchange = { method: string; url: string; status: number; requestBody?: unknown; body?: unknown };

let emulator: RunningEbayEmulator;
const exchanges: Exchange[] = [];

const parse = (text: string | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Object.fromEntries(new URLSearchParams(text));
  }
};

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  exchanges.push({
    method: init?.method ?? 'GET',
    url: String(input),
    status: response.status,
    requestBody: parse(typeof init?.body === 'string' ? init.body : undefined),
    body: parse(await response.clone().text()),
  });
  return response;
};

beforeAll(async () => {
  emulator = await startEbayEmulator({ catalogueListings: 10, catalogueSales: 10 });
});
afterAll(() => emulator.close());

describe('eBay posting client contract', () => {
  it("sends what eBay's documents describe and reads what they promise", async () => {
    const http = createEbayHttp({ fetch: recordingFetch, sleep: async () => {} });
    const token = await contractUserToken(emulator, http, 'posting_contract');
    exchanges.length = 0;
    const account = createEbayAccount(emulator.baseUrls, http);
    const inventory = createEbayInventory(emulator.baseUrls, http);
    const fulfillment = createEbayFulfillment(emulator.baseUrls, http);

    const [shipping] = await account.getFulfillmentPolicies(token);
    const [payment] = await account.getPaymentPolicies(token);
    const [returns] = await account.getReturnPolicies(token);
    expect(await account.getOptedInPrograms(token)).toContain('SELLING_POLICY_MANAGEMENT');
    await expect(account.optInToBusinessPolicies(token)).rejects.toBeInstanceOf(EbayApiError);
    const policies = {
      fulfillmentPolicyId: shipping?.fulfillmentPolicyId ?? '',
      paymentPolicyId: payment?.paymentPolicyId ?? '',
      returnPolicyId: returns?.returnPolicyId ?? '',
    };

    expect(await inventory.createLocation(token, 'listlens-default', locationBody('10001', 'US'))).toBe('created');
    expect(await inventory.createLocation(token, 'listlens-default', locationBody('10001', 'US'))).toBe('exists');
    const images = ['https://img.example-cdn.com/a.jpg'];
    const item = jacket('CONTRACT-1');
    await inventory.putInventoryItem(token, 'CONTRACT-1', inventoryItemBody(item, images, 1));
    expect(await inventory.getOffers(token, 'CONTRACT-1')).toEqual([]);
    const offer = offerBody(item, 'CONTRACT-1', policies, 1);
    const offerId = await inventory.createOffer(token, offer);
    const duplicate = await inventory.createOffer(token, offer).catch((e: unknown) => e);
    expect(duplicate instanceof EbayApiError && existingOfferIdOf(duplicate.errors)).toBe(offerId);
    await inventory.updateOffer(token, offerId, offerUpdateBody(offer));
    const listingId = await inventory.publishOffer(token, offerId);
    expect((await inventory.getOffer(token, offerId)).listing?.listingId).toBe(listingId);
    expect(await inventory.getOffers(token, 'CONTRACT-1')).toHaveLength(1);

    const bulk = ['CONTRACT-2', 'CONTRACT-3'].map((sku) => ({ sku, body: jacket(sku) }));
    const put = await inventory.bulkPutInventoryItems(
      token,
      bulk.map((b) => ({ sku: b.sku, item: inventoryItemBody(b.body, images, 1) })),
    );
    expect(put.map((r) => r.statusCode)).toEqual([200, 200]);
    const created = await inventory.bulkCreateOffers(
      token,
      bulk.map((b) => offerBody(b.body, b.sku, policies, 1)),
    );
    const ids = created.map((r) => r.offerId ?? '');
    const published = await inventory.bulkPublishOffers(token, ids);
    expect(published.map((r) => r.statusCode)).toEqual([200, 200]);

    await fetch(`${emulator.url}/_sim/buy/${listingId}`, { method: 'POST' });
    const orders = await fulfillment.getOrdersSince(token, new Date(Date.now() - 3600_000));
    expect(orders[0]?.lineItems?.[0]).toMatchObject({ legacyItemId: listingId, sku: 'CONTRACT-1' });
    await inventory.withdrawOffer(token, ids[0] ?? '');

    expect(exchanges.length).toBeGreaterThanOrEqual(20);
    for (const e of exchanges) {
      assertMatchesOas({
        method: e.method,
        path: new URL(e.url).pathname,
        status: e.status,
        body: e.body,
        requestBody: e.requestBody,
      });
    }
  });
});
