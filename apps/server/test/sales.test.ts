import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { describe, expect, it } from 'vitest';
import { syncSales } from '../src/modules/sales/sales.service';
import { cronEvery } from '../src/modules/sales/sales.jobs';
import {
  connectedSeller,
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
    expect(await syncSales(deps, seller.userId)).toEqual({ seen: 1, recorded: 0, soldOut: 0 });
    expect(await salesOf(seller.userId)).toHaveLength(1);
  });

  it('keeps a listing live while stock remains, and sells out an untracked one-off', async () => {
    const seller = await connectedSeller(world, 'stocked@example.com', 'stocked_one');
    const deps = { db: world.t.deps.db, ebay: world.t.deps.ebay, logger: world.t.deps.logger };
    const stocked = await postedItem(seller, 'STOCK-1', 2);
    const oneOff = await postedItem(seller, 'ONEOFF-1');
    await buy(stocked.ebayListingId ?? '');
    await buy(oneOff.ebayListingId ?? '');
    expect(await syncSales(deps, seller.userId)).toEqual({ seen: 2, recorded: 2, soldOut: 1 });
    expect((await settledListing(world.t, stocked.itemId)).status).toBe('active');
    expect((await settledListing(world.t, oneOff.itemId)).status).toBe('sold');
    const summary = (
      await world.t.app.inject({ url: '/api/dashboard/summary', headers: { cookie: seller.cookie } })
    ).json();
    expect(summary.stats).toMatchObject({ activeListings: 1, totalSales: 2, revenue: 129.98 });
  });

  it('schedules every N minutes as cron', () => {
    expect(cronEvery(15)).toBe('*/15 * * * *');
    expect(cronEvery(120)).toBe('0 */2 * * *');
  });
});
