import { describe, expect, it } from 'vitest';
import { SCOPES } from '../src/index';
import { HOME_LOCATION, JACKET_ITEM, offerFor } from './fixtures';
import { createHarness, json, LISTLENS_SCOPES, PREFIX, type Harness } from './harness';

const NOON_NOV_20 = Date.UTC(2026, 10, 20, 12);
const DAY = 86_400_000;
const PATH = '/sell/analytics/v1/traffic_report';
const METRICS = 'LISTING_VIEWS_TOTAL,LISTING_IMPRESSION_TOTAL,CLICK_THROUGH_RATE,TRANSACTION';

type Cell = { value: string | number; applicable: boolean };
type Report = {
  header: { dimensionKeys: { key: string }[]; metrics: { key: string; dataType: string }[] };
  records: { dimensionValues: Cell[]; metricValues: Cell[] }[];
  dimensionMetadata?: { metadataRecords: { value: Cell; metadataValues: Cell[] }[] }[];
  startDate: string;
  endDate: string;
  lastUpdatedDate: string;
};
type ErrorBody = { errors: { errorId: number; domain: string; message: string }[] };

const ymd = (at: number): string => new Date(at).toISOString().slice(0, 10).replaceAll('-', '');

/** A seller with live jacket listings, on an emulator whose clock stands still at noon on 20 November. */
async function sellerWithListings(count = 1) {
  const h = await createHarness({ catalogueListings: 0, catalogueSales: 0, now: () => NOON_NOV_20 });
  const token = (await h.connect('traffic_seller', LISTLENS_SCOPES)).accessToken;
  const policy = async (kind: string, field: string, idField: string) => {
    const response = await h.call('GET', `/sell/account/v1/${kind}?marketplace_id=EBAY_US`, { token });
    return String(json<Record<string, Record<string, string>[]>>(response.body)[field]?.[0]?.[idField]);
  };
  const policies = {
    fulfillment: await policy('fulfillment_policy', 'fulfillmentPolicies', 'fulfillmentPolicyId'),
    payment: await policy('payment_policy', 'paymentPolicies', 'paymentPolicyId'),
    return: await policy('return_policy', 'returnPolicies', 'returnPolicyId'),
  };
  await h.call('POST', '/sell/inventory/v1/location/home-closet', { token, body: HOME_LOCATION });
  const listingIds: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const sku = `JACKET-${i}`;
    await h.call('PUT', `/sell/inventory/v1/inventory_item/${sku}`, { token, body: JACKET_ITEM });
    const offer = await h.call('POST', '/sell/inventory/v1/offer', { token, body: offerFor(sku, policies) });
    const offerId = json<{ offerId: string }>(offer.body).offerId;
    const published = await h.call('POST', `/sell/inventory/v1/offer/${offerId}/publish`, { token });
    listingIds.push(json<{ listingId: string }>(published.body).listingId);
  }
  return { h, token, listingIds };
}

const sim = (h: Harness, path: string, body: unknown) =>
  h.app.inject({
    method: 'POST',
    url: `${PREFIX}${path}`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

async function report(h: Harness, token: string, filter: string, extra = '') {
  const response = await h.call(
    'GET',
    `${PATH}?dimension=LISTING&metric=${METRICS}&filter=${encodeURIComponent(filter)}${extra}`,
    { token },
  );
  return { status: response.status, body: json<Report & ErrorBody>(response.body) };
}

const metricOf = (r: Report, row: number, key: string): number => {
  const index = r.header.metrics.findIndex((metric) => metric.key === key);
  return Number(r.records[row]?.metricValues[index]?.value);
};

describe('Sell Analytics getTrafficReport', () => {
  it('reports a listing by LISTING with the requested metrics, growing as the clock moves', async () => {
    const { h, token: firstToken, listingIds } = await sellerWithListings();
    let token = firstToken;
    const [listingId = ''] = listingIds;
    const filterUntil = (at: number) => `listing_ids:{${listingId}},date_range:[${ymd(NOON_NOV_20)}..${ymd(at)}]`;

    const fresh = await report(h, token, filterUntil(NOON_NOV_20));
    expect(fresh.status).toBe(200);
    expect(fresh.body.header.metrics.map((m) => m.key)).toEqual(METRICS.split(','));
    expect(fresh.body.header.dimensionKeys).toEqual([
      { key: 'LISTING_ID', localizedName: 'Listing ID', dataType: 'STRING' },
    ]);
    expect(fresh.body.records).toHaveLength(1);
    expect(fresh.body.records[0]?.dimensionValues).toEqual([{ value: listingId, applicable: true }]);
    expect(metricOf(fresh.body, 0, 'LISTING_IMPRESSION_TOTAL')).toBe(0);
    expect(fresh.body.dimensionMetadata?.[0]?.metadataRecords[0]?.metadataValues[0]?.value).toBe(
      JACKET_ITEM.product.title,
    );

    const advanced = await sim(h, '/_sim/clock/advance', { days: 3 });
    expect(advanced.json<{ now: string }>().now).toBe(new Date(NOON_NOV_20 + 3 * DAY).toISOString());
    // Three days on, the two-hour access token has expired, as it would have on eBay.
    expect((await report(h, token, filterUntil(NOON_NOV_20))).status).toBe(401);
    token = (await h.connect('traffic_seller', LISTLENS_SCOPES)).accessToken;
    const threeDays = await report(h, token, filterUntil(NOON_NOV_20 + 3 * DAY));
    const impressions3 = metricOf(threeDays.body, 0, 'LISTING_IMPRESSION_TOTAL');
    const views3 = metricOf(threeDays.body, 0, 'LISTING_VIEWS_TOTAL');
    expect(impressions3).toBeGreaterThan(100);
    expect(views3).toBeGreaterThan(0);
    expect(views3).toBeLessThan(impressions3);
    const ctr = metricOf(threeDays.body, 0, 'CLICK_THROUGH_RATE');
    expect(ctr).toBeGreaterThan(0);
    expect(ctr).toBeLessThan(10);
    expect(threeDays.body.lastUpdatedDate).toBe(new Date(NOON_NOV_20 + 3 * DAY).toISOString());

    await sim(h, '/_sim/clock/advance', { days: 7 });
    token = (await h.connect('traffic_seller', LISTLENS_SCOPES)).accessToken;
    const tenDays = await report(h, token, filterUntil(NOON_NOV_20 + 10 * DAY));
    expect(metricOf(tenDays.body, 0, 'LISTING_IMPRESSION_TOTAL')).toBeGreaterThan(impressions3);
    expect(metricOf(tenDays.body, 0, 'LISTING_VIEWS_TOTAL')).toBeGreaterThanOrEqual(views3);
    expect(metricOf(tenDays.body, 0, 'TRANSACTION')).toBe(0);
  });

  it('gives the same figures for the same listing and time, and counts purchases as transactions', async () => {
    const first = await sellerWithListings();
    const second = await sellerWithListings();
    const filter = (id: string) =>
      `listing_ids:{${id}},date_range:[${ymd(NOON_NOV_20 - 20 * DAY)}..${ymd(NOON_NOV_20)}]`;
    for (const world of [first, second]) {
      const aged = await sim(world.h, `/_sim/listings/${world.listingIds[0]}/age`, { days: 20 });
      expect(aged.statusCode).toBe(200);
    }
    const a = await report(first.h, first.token, filter(first.listingIds[0] ?? ''));
    const b = await report(second.h, second.token, filter(second.listingIds[0] ?? ''));
    expect(a.body.records).toEqual(b.body.records);
    expect(metricOf(a.body, 0, 'LISTING_IMPRESSION_TOTAL')).toBeGreaterThan(500);

    expect((await sim(first.h, `/_sim/buy/${first.listingIds[0]}`, { quantity: 1 })).statusCode).toBe(201);
    const bought = await report(first.h, first.token, filter(first.listingIds[0] ?? ''));
    expect(metricOf(bought.body, 0, 'TRANSACTION')).toBe(1);
    expect(metricOf(bought.body, 0, 'LISTING_VIEWS_TOTAL')).toBe(metricOf(a.body, 0, 'LISTING_VIEWS_TOTAL') + 1);
  });

  it('reports by DAY for the marketplace, summing to the LISTING totals, and sorts on a metric', async () => {
    const { h, token, listingIds } = await sellerWithListings(3);
    await sim(h, `/_sim/listings/${listingIds[0]}/age`, { days: 10 });
    await sim(h, `/_sim/listings/${listingIds[1]}/age`, { days: 4 });
    const range = `date_range:[${ymd(NOON_NOV_20 - 9 * DAY)}..${ymd(NOON_NOV_20)}]`;

    const noMarketplace = await h.call(
      'GET',
      `${PATH}?dimension=DAY&metric=LISTING_IMPRESSION_TOTAL&filter=${encodeURIComponent(range)}`,
      { token },
    );
    expect(json<ErrorBody>(noMarketplace.body).errors[0]?.errorId).toBe(50022);

    const byDay = json<Report>(
      (
        await h.call(
          'GET',
          `${PATH}?dimension=DAY&metric=LISTING_IMPRESSION_TOTAL&filter=${encodeURIComponent(`marketplace_ids:{EBAY_US},${range}`)}`,
          { token },
        )
      ).body,
    );
    expect(byDay.header.dimensionKeys[0]?.key).toBe('DAY');
    expect(byDay.records.map((r) => r.dimensionValues[0]?.value)).toEqual(
      Array.from({ length: 10 }, (_, i) => ymd(NOON_NOV_20 - (9 - i) * DAY)),
    );
    const dailySum = byDay.records.reduce((sum, r) => sum + Number(r.metricValues[0]?.value), 0);

    const byListing = await report(h, token, range, '&sort=-LISTING_IMPRESSION_TOTAL');
    expect(byListing.body.records.map((r) => r.dimensionValues[0]?.value)).toEqual(listingIds.slice(0, 3));
    const listingSum = byListing.body.records.reduce(
      (sum, _r, i) => sum + metricOf(byListing.body, i, 'LISTING_IMPRESSION_TOTAL'),
      0,
    );
    expect(listingSum).toBe(dailySum);
    const ascending = await report(h, token, range, '&sort=listing_impression_total');
    expect(ascending.body.records.map((r) => r.dimensionValues[0]?.value)).toEqual([...listingIds].reverse());
  });

  it("refuses bad requests with the document's error ids", async () => {
    const { h, token, listingIds } = await sellerWithListings();
    const today = ymd(NOON_NOV_20);
    const errorOf = async (query: string) => {
      const response = await h.call('GET', `${PATH}?${query}`, { token });
      expect(response.status).toBe(400);
      return json<ErrorBody>(response.body).errors[0];
    };
    const f = (filter: string) => `filter=${encodeURIComponent(filter)}`;
    const ok = f(`listing_ids:{${listingIds[0]}},date_range:[${today}..${today}]`);
    expect((await errorOf(`dimension=WEEK&metric=TRANSACTION&${ok}`))?.errorId).toBe(50001);
    expect(await errorOf(`dimension=LISTING&metric=VIEWS&${ok}`)).toMatchObject({
      errorId: 50002,
      domain: 'API_ANALYTICS',
      message: 'Invalid metric VIEWS specified.',
    });
    expect((await errorOf(`dimension=LISTING&${ok}`))?.errorId).toBe(50008);
    expect((await errorOf('dimension=LISTING&metric=TRANSACTION'))?.errorId).toBe(50005);
    expect((await errorOf(`dimension=LISTING&metric=TRANSACTION&${f('listing_ids:{1}')}`))?.errorId).toBe(50031);
    expect(
      (await errorOf(`dimension=LISTING&metric=TRANSACTION&${f(`date_range:[2026-11..${today}]`)}`))?.errorId,
    ).toBe(50013);
    expect(
      (await errorOf(`dimension=LISTING&metric=TRANSACTION&${f(`date_range:[${today}..20261101]`)}`))?.errorId,
    ).toBe(50004);
    expect(
      (await errorOf(`dimension=LISTING&metric=TRANSACTION&${f(`date_range:[${today}..20261121]`)}`))?.errorId,
    ).toBe(50018);
    expect(
      (await errorOf(`dimension=LISTING&metric=TRANSACTION&${f(`date_range:[20260801..${today}]`)}`))?.errorId,
    ).toBe(50026);
    expect(
      (await errorOf(`dimension=LISTING&metric=TRANSACTION&${f(`seller:x,date_range:[${today}..${today}]`)}`))?.errorId,
    ).toBe(50021);
    const ids = (list: string) => f(`listing_ids:{${list}},date_range:[${today}..${today}]`);
    expect((await errorOf(`dimension=LISTING&metric=TRANSACTION&${ids('abc')}`))?.errorId).toBe(50029);
    expect(await errorOf(`dimension=LISTING&metric=TRANSACTION&${ids('110559999999')}`)).toMatchObject({
      errorId: 50030,
      message: 'Data for the listing ID 110559999999 could not be found.',
    });
    expect((await errorOf(`dimension=LISTING&metric=TRANSACTION&${ok}&sort=-LISTING_VIEWS_TOTAL`))?.errorId).toBe(
      50035,
    );
    expect((await errorOf(`dimension=LISTING&metric=TRANSACTION&${ok}&sort=TRANSACTION`))?.errorId).toBe(50036);
    // ISO dates with an offset are taken by their date.
    const iso = f(
      `listing_ids:{${listingIds[0]}},date_range:[2026-11-20T02:00:00.000-05:00..2026-11-20T02:00:00.000-05:00]`,
    );
    expect((await h.call('GET', `${PATH}?dimension=LISTING&metric=TRANSACTION&${iso}`, { token })).status).toBe(200);
  });

  it('needs a user token with sell.analytics.readonly', async () => {
    const { h, listingIds } = await sellerWithListings();
    const filter = `listing_ids:{${listingIds[0]}},date_range:[${ymd(NOON_NOV_20)}..${ymd(NOON_NOV_20)}]`;
    const application = await report(h, await h.appToken(), filter);
    expect(application.status).toBe(403);
    const withoutScope = await h.connect('no_analytics', [SCOPES.sellInventory]);
    expect((await report(h, withoutScope.accessToken, filter)).status).toBe(403);
    const otherSeller = await h.connect('other_seller', LISTLENS_SCOPES);
    // Another seller's listing is as unknown as a missing one.
    expect((await report(h, otherSeller.accessToken, filter)).body.errors[0]?.errorId).toBe(50030);
  });
});
