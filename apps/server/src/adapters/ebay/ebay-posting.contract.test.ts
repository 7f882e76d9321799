import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { assertMatchesOas } from '@listlens/ebay-emulator/testing';
import type { ListingItem } from '@listlens/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemBody, locationBody, offerBody, offerUpdateBody } from '../../modules/listings/ebay-payloads';
import { createEbayAccount } from './ebay-account';
import { EbayApiError } from './ebay-errors';
import { createEbayFulfillment } from './ebay-fulfillment';
import { createEbayHttp } from './ebay-http';
import { createEbayInventory, existingOfferIdOf } from './ebay-inventory';
import { createEbayOAuth } from './ebay-oauth';

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

async function userToken(http: ReturnType<typeof createEbayHttp>): Promise<string> {
  const keyset = {
    clientId: emulator.engine.options.clientId,
    clientSecret: emulator.engine.options.clientSecret,
    ruName: emulator.engine.options.ruName,
  };
  const oauth = createEbayOAuth(emulator.baseUrls, keyset, http);
  const html = await (await fetch(oauth.consentUrl('posting-contract'))).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${emulator.url}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username: 'posting_contract', decision: 'agree' }),
  });
  const code = new URL(answer.headers.get('location') ?? '', emulator.url).searchParams.get('code') ?? '';
  return (await oauth.exchangeCode(code)).accessToken;
}

const jacket = (sku: string): ListingItem => ({
  id: '6f1c0c1e-1d1a-4c55-9a43-3f2f0f6f9b11',
  sku,
  title: "Patagonia Men's Better Sweater Fleece Jacket Size L Blue",
  description: 'Full-zip fleece <navy>.\n\nWorn twice.',
  price: 64.99,
  category: "Men's Coats & Jackets",
  condition: 'Good',
  brand: 'Patagonia',
  size: 'L',
  color: 'Blue',
  model_number: '25528',
  ai_suggested_keywords: [],
  ai_confidence: 0.9,
  item_specifics: {
    'Size Type': ['Regular'],
    Department: ['Men'],
    Type: ['Jacket'],
    Style: ['Fleece'],
  },
  item_type: 'Jacket',
  item_type_check: null,
  department: 'Men',
  ebay_category_id: '57988',
  ebay_category_path: null,
  rules_source: 'ebay',
  conditions: [],
  problems: [],
  aspects: [],
  images: [],
  primary_image_url: null,
  market: null,
  status: 'complete',
  updated_at: new Date().toISOString(),
});

describe('eBay posting client contract', () => {
  it("sends what eBay's documents describe and reads what they promise", async () => {
    const http = createEbayHttp({ fetch: recordingFetch, sleep: async () => {} });
    const token = await userToken(http);
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
