import { describe, expect, it } from 'vitest';
import { createCatalogue } from '../src/catalogue/catalogue';
import { SCOPES } from '../src/index';
import { createHarness, json } from './harness';
import { HOME_LOCATION, JACKET_ITEM, offerFor } from './fixtures';

type Summary = {
  itemId: string;
  title: string;
  price: { value: string };
  conditionId: string;
  categories: { categoryId: string }[];
  buyingOptions: string[];
  itemWebUrl: string;
};
type SearchBody = {
  total: number;
  next?: string;
  itemSummaries?: Summary[];
  warnings?: { errorId: number }[];
  refinement?: unknown;
};
type SalesBody = {
  total: number;
  itemSales?: { title: string; lastSoldPrice: { value: string }; lastSoldDate: string }[];
};
type ErrorBody = { errors: { errorId: number }[] };

describe('the generated catalogue', () => {
  it('is deterministic for a seed and realistic', () => {
    const a = createCatalogue({ seed: 7, listings: 3000, sales: 2400, anchor: 0 });
    const b = createCatalogue({ seed: 7, listings: 3000, sales: 2400, anchor: 0 });
    expect(JSON.stringify(a.listings)).toBe(JSON.stringify(b.listings));
    expect(a.listings).toHaveLength(3000);
    expect(a.sales).toHaveLength(2400);
    expect(new Set(a.listings.map((l) => l.brand)).size).toBeGreaterThan(40);
    expect(new Set(a.listings.map((l) => l.categoryId)).size).toBeGreaterThanOrEqual(24);
    for (const listing of a.listings) {
      expect(listing.title.length).toBeLessThanOrEqual(80);
      expect(listing.price).toBeGreaterThanOrEqual(0.99);
    }
    expect(a.sales.every((sale) => sale.soldAt < 0 && sale.soldAt >= -90 * 86_400_000)).toBe(true);
    expect(JSON.stringify(createCatalogue({ seed: 8, listings: 10, sales: 0, anchor: 0 }).listings)).not.toBe(
      JSON.stringify(a.listings.slice(0, 10)),
    );
  });
});

describe('Browse item_summary/search', () => {
  it('searches by keywords, category, price and condition, sorts and pages', async () => {
    const h = await createHarness({ catalogueListings: 6000 });
    const token = await h.appToken();
    const search = async (query: string) => {
      const response = await h.call('GET', `/buy/browse/v1/item_summary/search?${query}`, { token });
      expect(response.status).toBe(200);
      return json<SearchBody>(response.body);
    };

    const jeans = await search('q=levis%20jeans&limit=20');
    expect(jeans.total).toBeGreaterThan(0);
    for (const item of jeans.itemSummaries ?? [])
      expect(item.title.toLowerCase().replaceAll("'", '')).toMatch(/levis.*jeans|jeans.*levis/);

    const filtered = await search(
      `category_ids=1059&filter=${encodeURIComponent('price:[20..60],priceCurrency:USD,conditions:{USED}')}&sort=price&limit=200`,
    );
    const prices = (filtered.itemSummaries ?? []).map((item) => Number(item.price.value));
    expect(prices.length).toBeGreaterThan(10);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(prices.every((price) => price >= 20 && price <= 60)).toBe(true);
    expect((filtered.itemSummaries ?? []).every((item) => ['2990', '3000', '3010'].includes(item.conditionId))).toBe(
      true,
    );
    expect(filtered.next).toContain('offset=200');

    const orQuery = await search(`q=${encodeURIComponent('(patagonia, arcteryx) jacket')}`);
    for (const item of orQuery.itemSummaries ?? [])
      expect(item.title.toLowerCase().replaceAll("'", '')).toMatch(/patagonia|arcteryx/);

    const auctions = await search(`category_ids=11483&filter=${encodeURIComponent('buyingOptions:{AUCTION}')}`);
    expect((auctions.itemSummaries ?? []).every((item) => item.buyingOptions.includes('AUCTION'))).toBe(true);
    const defaults = await search('category_ids=11483&limit=200');
    expect((defaults.itemSummaries ?? []).every((item) => item.buyingOptions.includes('FIXED_PRICE'))).toBe(true);

    const page1 = await search('q=jacket&limit=5&offset=0');
    const page1Again = await search('q=jacket&limit=5&offset=0');
    expect(page1.itemSummaries).toEqual(page1Again.itemSummaries);

    const refinements = await search('q=sweater&fieldgroups=CONDITION_REFINEMENTS,CATEGORY_REFINEMENTS');
    expect(refinements.itemSummaries).toBeUndefined();
    expect(refinements.refinement).toMatchObject({
      conditionDistributions: expect.any(Array),
      categoryDistributions: expect.any(Array),
    });

    expect((await search('epid=123456')).total).toBe(0);

    const priceWithoutCurrency = await search(`q=shirt&filter=${encodeURIComponent('price:[10..20]')}`);
    expect(priceWithoutCurrency.warnings?.[0]?.errorId).toBe(12012);
  });

  it('refuses bad queries with the documented ids', async () => {
    const h = await createHarness();
    const token = await h.appToken();
    const errorId = async (query: string, headers: Record<string, string | undefined> = {}) =>
      json<ErrorBody>((await h.call('GET', `/buy/browse/v1/item_summary/search?${query}`, { token, headers })).body)
        .errors[0]?.errorId;
    expect(await errorId('')).toBe(12001);
    expect(await errorId('q=shirt&limit=500')).toBe(12006);
    expect(await errorId('q=shirt&offset=-1')).toBe(12004);
    expect(await errorId('q=shirt&offset=10000')).toBe(12029);
    expect(await errorId('category_ids=11450')).toBe(12013);
    expect(await errorId('q=shirt', { 'x-ebay-c-marketplace-id': 'EBAY_GB' })).toBe(12019);
  });
});

describe('Marketplace Insights item_sales/search', () => {
  it('needs an application token with the insights scope and the marketplace header', async () => {
    const h = await createHarness();
    const base = await h.appToken();
    const refused = await h.call(
      'GET',
      '/buy/marketplace_insights/v1_beta/item_sales/search?q=jeans&category_ids=11483',
      { token: base },
    );
    expect(refused.status).toBe(403);
    const token = await h.appToken([SCOPES.base, SCOPES.buyMarketplaceInsights]);
    const noHeader = await h.call(
      'GET',
      '/buy/marketplace_insights/v1_beta/item_sales/search?q=jeans&category_ids=11483',
      {
        token,
        headers: { 'x-ebay-c-marketplace-id': undefined },
      },
    );
    expect(json<ErrorBody>(noHeader.body).errors[0]?.errorId).toBe(100020);
    const noCategory = await h.call('GET', '/buy/marketplace_insights/v1_beta/item_sales/search?q=jeans', { token });
    expect(json<ErrorBody>(noCategory.body).errors[0]?.errorId).toBe(100018);

    // Comma is AND, space is OR here.
    const and = json<SalesBody>(
      (
        await h.call(
          'GET',
          '/buy/marketplace_insights/v1_beta/item_sales/search?q=levis,jeans&category_ids=11483,11554',
          { token },
        )
      ).body,
    );
    const or = json<SalesBody>(
      (
        await h.call(
          'GET',
          '/buy/marketplace_insights/v1_beta/item_sales/search?q=levis%20jeans&category_ids=11483,11554',
          { token },
        )
      ).body,
    );
    expect(or.total).toBeGreaterThanOrEqual(and.total);
    const sorted = json<SalesBody>(
      (
        await h.call(
          'GET',
          '/buy/marketplace_insights/v1_beta/item_sales/search?q=jeans&category_ids=11483&sort=-price',
          { token },
        )
      ).body,
    );
    const prices = (sorted.itemSales ?? []).map((sale) => Number(sale.lastSoldPrice.value));
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
  });
});

describe('a simulated sale', () => {
  it('turns a purchase into a Fulfillment order, a lower stock and an Insights sale', async () => {
    const h = await createHarness();
    const { accessToken: token } = await h.connect('seller_with_sales');
    const policies = {
      fulfillment: String(
        json<{ fulfillmentPolicies: { fulfillmentPolicyId: string }[] }>(
          (await h.call('GET', '/sell/account/v1/fulfillment_policy?marketplace_id=EBAY_US', { token })).body,
        ).fulfillmentPolicies[0]?.fulfillmentPolicyId,
      ),
      payment: String(
        json<{ paymentPolicies: { paymentPolicyId: string }[] }>(
          (await h.call('GET', '/sell/account/v1/payment_policy?marketplace_id=EBAY_US', { token })).body,
        ).paymentPolicies[0]?.paymentPolicyId,
      ),
      return: String(
        json<{ returnPolicies: { returnPolicyId: string }[] }>(
          (await h.call('GET', '/sell/account/v1/return_policy?marketplace_id=EBAY_US', { token })).body,
        ).returnPolicies[0]?.returnPolicyId,
      ),
    };
    await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
    await h.call('PUT', '/sell/inventory/v1/inventory_item/PAT-1', { token, body: JACKET_ITEM });
    const offerId = json<{ offerId: string }>(
      (await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor('PAT-1', policies) })).body,
    ).offerId;
    const listingId = json<{ listingId: string }>(
      (await h.call('POST', `/sell/inventory/v1/offer/${offerId}/publish`, { token })).body,
    ).listingId;

    const appToken = await h.appToken([SCOPES.base, SCOPES.buyMarketplaceInsights]);
    const browse = json<SearchBody>(
      (
        await h.call('GET', '/buy/browse/v1/item_summary/search?q=better%20sweater%20patagonia&limit=200', {
          token: appToken,
        })
      ).body,
    );
    expect(browse.itemSummaries?.some((item) => item.itemId === `v1|${listingId}|0`)).toBe(true);

    const bought = await h.app.inject({
      method: 'POST',
      url: `/_emulator/ebay/_sim/buy/${listingId}`,
      payload: { quantity: 1, buyerUsername: 'buyer_one' },
    });
    expect(bought.statusCode).toBe(201);
    const { orderId } = bought.json<{ orderId: string }>();

    const orders = await h.call('GET', '/sell/fulfillment/v1/order?limit=10', { token });
    expect(orders.body).toMatchObject({
      total: 1,
      orders: [
        { orderId, orderPaymentStatus: 'PAID', lineItems: [{ sku: 'PAT-1', legacyItemId: listingId, quantity: 1 }] },
      ],
    });
    const filtered = await h.call(
      'GET',
      `/sell/fulfillment/v1/order?filter=${encodeURIComponent('orderfulfillmentstatus:{NOT_STARTED|IN_PROGRESS}')}`,
      { token },
    );
    expect(filtered.body).toMatchObject({ total: 1 });
    expect((await h.call('GET', `/sell/fulfillment/v1/order/${orderId}`, { token })).status).toBe(200);
    expect((await h.call('GET', '/sell/inventory/v1/inventory_item/PAT-1', { token })).body).toMatchObject({
      availability: { shipToLocationAvailability: { quantity: 1 } },
    });

    const insights = json<SalesBody>(
      (
        await h.call(
          'GET',
          '/buy/marketplace_insights/v1_beta/item_sales/search?q=better,sweater,patagonia&category_ids=57988',
          { token: appToken },
        )
      ).body,
    );
    expect(insights.itemSales?.some((sale) => sale.title === JACKET_ITEM.product.title)).toBe(true);

    // The last one sells through the listing page's form; the listing then ends.
    const form = await h.app.inject({
      method: 'POST',
      url: `/_emulator/ebay/_sim/buy/${listingId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'quantity=1',
    });
    expect(form.statusCode).toBe(303);
    expect((await h.call('GET', `/sell/inventory/v1/offer/${offerId}`, { token })).body).toMatchObject({
      listing: { listingStatus: 'ENDED', soldQuantity: 2 },
    });
    expect(
      (await h.app.inject({ method: 'POST', url: `/_emulator/ebay/_sim/buy/${listingId}`, payload: {} })).statusCode,
    ).toBe(409);
  });
});
