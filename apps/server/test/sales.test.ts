import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { describe, expect, it } from 'vitest';
import { syncSales } from '../src/modules/sales/sales.service';
import { cronEvery } from '../src/modules/sales/sales.jobs';
import {
  connectedSeller,
  ebayCall,
  eventually,
  postingWorldForFile,
  seedItem,
  settledListing,
  uploadPhoto,
} from './posting-support';

// Issue 8, point 4: a buyer purchases on eBay (the emulator's /_sim/buy); the
// sales sync records it in the sales table, the inventory ledger, the listing,
// the profile and the dashboard stats, once.

const world = postingWorldForFile();

type Seller = Awaited<ReturnType<typeof connectedSeller>>;

async function postedItem(seller: Seller, sku: string, stock?: number) {
  const { t } = world;
  if (stock !== undefined) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/inventory/items',
      headers: { cookie: seller.cookie },
      payload: { sku, name: 'Fleece jacket', total_quantity: stock },
    });
    expect(created.statusCode).toBe(201);
  }
  const itemId = await seedItem(t, seller.userId, await uploadPhoto(t, seller.cookie), { sku });
  const policies = (await t.app.inject({ url: '/api/listings/policies', headers: { cookie: seller.cookie } })).json()
    .defaults;
  await t.app.inject({
    method: 'POST',
    url: '/api/listings/publish',
    headers: { cookie: seller.cookie },
    payload: { itemId, platforms: ['ebay'], policies },
  });
  const listing = await settledListing(t, itemId);
  expect(listing.status).toBe('active');
  return listing;
}

async function buy(listingId: string, quantity = 1) {
  const res = await fetch(`${world.emulator.url}/_sim/buy/${listingId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ quantity }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { orderId: string };
}

const salesOf = (userId: string) => world.t.deps.db.select().from(schema.sales).where(eq(schema.sales.userId, userId));

describe('sales sync', () => {
  it('records an eBay sale in the sales table, the inventory ledger, the listing and the dashboard, once', async () => {
    const seller = await connectedSeller(world, 'sold@example.com', 'sold_one');
    const listing = await postedItem(seller, 'SOLD-1', 1);
    const { orderId } = await buy(listing.ebayListingId ?? '');

    // The sync runs as a job, as the schedule would run it.
    const queued = await world.t.app.inject({
      method: 'POST',
      url: '/api/sales/sync',
      headers: { cookie: seller.cookie },
    });
    expect(queued.statusCode).toBe(202);
    // Marking the listing sold is the sync's last step: once it shows, the run is over.
    await eventually(async () =>
      (await settledListing(world.t, listing.itemId)).status === 'sold' ? true : undefined,
    );
    const [sale] = await salesOf(seller.userId);
    expect(sale).toMatchObject({ listingId: listing.id, quantity: 1, salePrice: '64.99', ebayOrderId: orderId });
    // The one unit in stock is gone: the listing is sold.
    expect((await settledListing(world.t, listing.itemId)).status).toBe('sold');

    const items = (await world.t.app.inject({ url: '/api/inventory/items', headers: { cookie: seller.cookie } })).json()
      .items as { id: string; sku: string; available_quantity: number }[];
    const stock = items.find((i) => i.sku === 'SOLD-1');
    expect(stock?.available_quantity).toBe(0);
    const movements = (
      await world.t.app.inject({
        url: `/api/inventory/items/${stock?.id}/movements`,
        headers: { cookie: seller.cookie },
      })
    ).json().movements as { movement_type: string; quantity_change: number; reference_number: string | null }[];
    const sales = movements.filter((m) => m.movement_type === 'sale');
    expect(sales).toHaveLength(1);
    expect(sales[0]).toMatchObject({ quantity_change: -1 });
    expect(sales[0]?.reference_number).toContain(orderId);

    const summary = (
      await world.t.app.inject({ url: '/api/dashboard/summary', headers: { cookie: seller.cookie } })
    ).json();
    expect(summary.stats).toMatchObject({ activeListings: 0, totalSales: 1, revenue: 64.99 });
    const me = (await world.t.app.inject({ url: '/api/me', headers: { cookie: seller.cookie } })).json();
    expect(me.profile).toMatchObject({ total_sales: 1, monthly_revenue: 64.99 });

    // A second run reads the same order and changes nothing.
    const deps = { db: world.t.deps.db, ebay: world.t.deps.ebay, logger: world.t.deps.logger };
    expect(await syncSales(deps, seller.userId)).toEqual({ seen: 1, recorded: 0, soldOut: 0, traffic: 1 });
    expect(await salesOf(seller.userId)).toHaveLength(1);
  });

  it('keeps a listing live while stock remains, and sells out an untracked one-off', async () => {
    const seller = await connectedSeller(world, 'stocked@example.com', 'stocked_one');
    const deps = { db: world.t.deps.db, ebay: world.t.deps.ebay, logger: world.t.deps.logger };
    const stocked = await postedItem(seller, 'STOCK-1', 2);
    const oneOff = await postedItem(seller, 'ONEOFF-1');
    await buy(stocked.ebayListingId ?? '');
    await buy(oneOff.ebayListingId ?? '');
    expect(await syncSales(deps, seller.userId)).toEqual({ seen: 2, recorded: 2, soldOut: 1, traffic: 2 });
    expect((await settledListing(world.t, stocked.itemId)).status).toBe('active');
    expect((await settledListing(world.t, oneOff.itemId)).status).toBe('sold');
    const summary = (
      await world.t.app.inject({ url: '/api/dashboard/summary', headers: { cookie: seller.cookie } })
    ).json();
    expect(summary.stats).toMatchObject({ activeListings: 1, totalSales: 2, revenue: 129.98 });
  });

  it("stores eBay's traffic figures on a listing with the sync, growing with the listing's age", async () => {
    const seller = await connectedSeller(world, 'traffic@example.com', 'traffic_one');
    const deps = { db: world.t.deps.db, ebay: world.t.deps.ebay, logger: world.t.deps.logger };
    const listing = await postedItem(seller, 'TRAFFIC-1');
    // The seller saves the item's keywords: the keywords whose performance the sync records.
    const saved = await world.t.app.inject({
      method: 'PATCH',
      url: `/api/dashboard/items/${listing.itemId}`,
      headers: { cookie: seller.cookie },
      payload: { ai_suggested_keywords: ['fleece', 'Patagonia'] },
    });
    expect(saved.statusCode).toBe(200);
    // Before eBay reports anything the listing holds no figure at all, not zeros.
    expect(listing).toMatchObject({ totalViews: null, totalImpressions: null, totalWatchers: null });
    const ebayListingId = listing.ebayListingId ?? '';
    const age = (days: number) =>
      fetch(`${world.emulator.url}/_sim/listings/${ebayListingId}/age`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ days }),
      });

    await age(10);
    expect(await syncSales(deps, seller.userId)).toEqual({ seen: 0, recorded: 0, soldOut: 0, traffic: 1 });
    const tenDays = await settledListing(world.t, listing.itemId);
    // The same figures eBay's own report gives for the listing.
    const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    const filter = `listing_ids:{${ebayListingId}},date_range:[${from}..${today}]`;
    const report = (await ebayCall(
      world,
      seller.userId,
      `/sell/analytics/v1/traffic_report?dimension=LISTING&metric=LISTING_VIEWS_TOTAL,LISTING_IMPRESSION_TOTAL,CLICK_THROUGH_RATE,TRANSACTION&filter=${encodeURIComponent(filter)}`,
    )) as { records: { metricValues: { value: number }[] }[] };
    const [views, impressions, clickThrough, transactions] = report.records[0]?.metricValues.map((m) => m.value) ?? [];
    expect(tenDays).toMatchObject({
      totalViews: views,
      totalImpressions: impressions,
      clickThroughRate: Number(clickThrough).toFixed(2),
      totalTransactions: transactions,
      totalWatchers: null,
      totalMessages: null,
    });
    expect(tenDays.totalViews).toBeGreaterThan(0);
    expect(tenDays.totalImpressions).toBeGreaterThan(tenDays.totalViews ?? 0);
    expect(tenDays.trafficUpdatedAt).toBeInstanceOf(Date);

    // Ten days more: more views and impressions; a purchase is a transaction.
    await age(20);
    await buy(ebayListingId);
    expect(await syncSales(deps, seller.userId)).toMatchObject({ recorded: 1, traffic: 1 });
    const twentyDays = await settledListing(world.t, listing.itemId);
    expect(twentyDays.totalViews).toBeGreaterThan(tenDays.totalViews ?? 0);
    expect(twentyDays.totalImpressions).toBeGreaterThan(tenDays.totalImpressions ?? 0);
    expect(twentyDays.totalTransactions).toBe(1);

    // The item details page and the listings API carry them.
    const details = (
      await world.t.app.inject({ url: `/api/dashboard/items/${listing.itemId}`, headers: { cookie: seller.cookie } })
    ).json();
    expect(details.listing).toMatchObject({
      total_views: twentyDays.totalViews,
      total_impressions: twentyDays.totalImpressions,
      total_transactions: 1,
      total_watchers: null,
      total_messages: null,
    });

    // Keyword performance: the listing's views, impressions and sale credited to each of its keywords.
    const performance = (
      await world.t.app.inject({ url: '/api/keywords/performance', headers: { cookie: seller.cookie } })
    ).json();
    const credited = {
      listings: 1,
      views: twentyDays.totalViews,
      impressions: twentyDays.totalImpressions,
      sold: 1,
      average_sale_price: 64.99,
    };
    expect(performance.keywords).toEqual([
      { keyword: 'fleece', ...credited },
      { keyword: 'Patagonia', ...credited },
    ]);
  });

  it('schedules every N minutes as cron', () => {
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(120)).toBe('0 */2 * * *');
  });
});
