import { startEbayEmulator, type RunningEbayEmulator } from '@listlens/ebay-emulator';
import { assertMatchesOas } from '@listlens/ebay-emulator/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemBody, locationBody, offerBody } from '../../modules/listings/ebay-payloads';
import { contractJacket, contractUserToken } from './contract-support';
import { createEbayAccount } from './ebay-account';
import { createEbayAnalytics, readTrafficReport, TRAFFIC_METRICS } from './ebay-analytics';
import { EbayApiError } from './ebay-errors';
import { createEbayHttp } from './ebay-http';
import { createEbayInventory } from './ebay-inventory';

// Contract test of the traffic report (issue 16, point 5): the request the
// analytics client sends and every answer, success or error, checked against
// sell_analytics_v1_oas3.json.

type Exchange = { method: string; url: string; status: number; body?: unknown };

let emulator: RunningEbayEmulator;
const exchanges: Exchange[] = [];

const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const text = await response.clone().text();
  exchanges.push({
    method: init?.method ?? 'GET',
    url: String(input),
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
  });
  return response;
};

beforeAll(async () => {
  emulator = await startEbayEmulator({ catalogueListings: 0, catalogueSales: 0 });
});
afterAll(() => emulator.close());

async function publishedListing(token: string, http: ReturnType<typeof createEbayHttp>): Promise<string> {
  const account = createEbayAccount(emulator.baseUrls, http);
  const inventory = createEbayInventory(emulator.baseUrls, http);
  const [shipping] = await account.getFulfillmentPolicies(token);
  const [payment] = await account.getPaymentPolicies(token);
  const [returns] = await account.getReturnPolicies(token);
  const policies = {
    fulfillmentPolicyId: shipping?.fulfillmentPolicyId ?? '',
    paymentPolicyId: payment?.paymentPolicyId ?? '',
    returnPolicyId: returns?.returnPolicyId ?? '',
  };
  await inventory.createLocation(token, 'listlens-default', locationBody('10001', 'US'));
  const shirt = contractJacket('TRAFFIC-1');
  await inventory.putInventoryItem(
    token,
    'TRAFFIC-1',
    inventoryItemBody(shirt, ['https://img.example-cdn.com/s.jpg'], 1),
  );
  const offerId = await inventory.createOffer(token, offerBody(shirt, 'TRAFFIC-1', policies, 1));
  return inventory.publishOffer(token, offerId);
}

describe('eBay analytics client contract', () => {
  it("asks for a listing's traffic as the document describes and reads the figures it promises", async () => {
    const http = createEbayHttp({ fetch: recordingFetch, sleep: async () => {} });
    const token = await contractUserToken(emulator, http, 'analytics_contract');
    const listingId = await publishedListing(token, http);
    await fetch(`${emulator.url}/_sim/listings/${listingId}/age`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ days: 10 }),
    });
    exchanges.length = 0;
    const analytics = createEbayAnalytics(emulator.baseUrls, http);

    const today = new Date(emulator.engine.now());
    const traffic = (await analytics.listingTraffic(token, [listingId], today)).get(listingId);
    expect(traffic?.views).toBeGreaterThan(0);
    expect(traffic?.impressions).toBeGreaterThan(traffic?.views ?? 0);
    expect(traffic?.clickThroughRate).toBeGreaterThan(0);
    expect(traffic?.clickThroughRate).toBeLessThan(100);
    expect(traffic?.transactions).toBe(0);

    // A listing eBay does not know is refused with the document's error.
    const unknown = await analytics.listingTraffic(token, ['999999999999'], today).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(EbayApiError);
    expect((unknown as EbayApiError).errors[0]?.errorId).toBe(50030);

    expect(exchanges).toHaveLength(2);
    for (const e of exchanges) {
      const url = new URL(e.url);
      expect(url.searchParams.get('dimension')).toBe('LISTING');
      expect(url.searchParams.get('metric')).toBe(TRAFFIC_METRICS.join(','));
      expect(url.searchParams.get('filter')).toMatch(
        /^marketplace_ids:\{EBAY_US\},listing_ids:\{\d+\},date_range:\[\d{8}\.\.\d{8}\]$/,
      );
      assertMatchesOas({ method: e.method, path: url.pathname, status: e.status, body: e.body });
    }
  });

  it('leaves out a metric eBay marks not applicable or does not send, instead of a zero', () => {
    const figures = readTrafficReport({
      header: { metrics: [{ key: 'CLICK_THROUGH_RATE' }, { key: 'LISTING_VIEWS_TOTAL' }] },
      records: [
        {
          dimensionValues: [{ value: '110550000001', applicable: true }],
          metricValues: [
            { value: 1.25, applicable: true },
            { value: 0, applicable: false },
          ],
        },
      ],
    });
    expect(figures.get('110550000001')).toEqual({
      views: null,
      impressions: null,
      clickThroughRate: 1.25,
      transactions: null,
    });
  });
});
