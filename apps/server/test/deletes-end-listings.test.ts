import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterEach, describe, expect, it } from 'vitest';
import { syncSales } from '../src/modules/sales/sales.service';
import {
  connectedSeller,
  livePostedItem,
  postingWorldForFile,
  sellerOnEmulator,
  settledListing,
  uploadPhoto,
  type PostingSeller,
} from './posting-support';

// Issue 18, point 5: deleting an item, Clear All and Delete my data end the
// items' live eBay listings, say which could not be ended, and keep the sales.

const world = postingWorldForFile();

const sim = (path: string, method: string, body?: unknown) =>
  fetch(`${world.emulator.url}/_sim${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

/** eBay answers 500 to every try of the next offer calls, retries included. */
const offerCallsFail = () =>
  sim('/faults/script', 'POST', {
    faults: Array.from({ length: 6 }, () => ({ kind: '500', pathPrefix: '/sell/inventory/v1/offer' })),
  });

afterEach(async () => {
  await sim('/faults', 'DELETE');
});

const posted = (seller: PostingSeller, sku: string) => livePostedItem(world, seller, { sku });

const del = (seller: PostingSeller, url: string) =>
  world.t.app.inject({ method: 'DELETE', url, headers: { cookie: seller.cookie } });

const ebayStatuses = async (username: string) =>
  Object.fromEntries((await sellerOnEmulator(world, username)).listings.map((l) => [l.sku, l.status]));

describe('deleting one item', () => {
  it('ends its live eBay listing, and keeps the sale it made', async () => {
    const seller = await connectedSeller(world, 'del-one@example.com', 'del_one');
    const { itemId, listing } = await posted(seller, 'DEL-1');
    const bought = await sim(`/buy/${listing.ebayListingId}`, 'POST', { quantity: 1 });
    expect(bought.status).toBe(201);
    const deps = { db: world.t.deps.db, ebay: world.t.deps.ebay, logger: world.t.deps.logger };
    expect((await syncSales(deps, seller.userId)).recorded).toBe(1);

    // Sold out, so nothing is live: a second item is the one whose listing must end.
    const live = await posted(seller, 'DEL-2');
    expect((await del(seller, `/api/dashboard/items/${live.itemId}`)).statusCode).toBe(204);
    expect((await ebayStatuses('del_one'))['DEL-2']).toBe('ENDED');
    expect((await del(seller, `/api/dashboard/items/${itemId}`)).statusCode).toBe(204);

    const sales = await world.t.deps.db.select().from(schema.sales).where(eq(schema.sales.userId, seller.userId));
    expect(sales).toHaveLength(1);
    expect(sales[0]?.listingId).toBeNull();
    const me = (await world.t.app.inject({ url: '/api/me', headers: { cookie: seller.cookie } })).json();
    expect(me.profile).toMatchObject({ total_sales: 1, monthly_revenue: 64.99 });
  });

  it('keeps the item, and says why, when eBay does not end its listing', async () => {
    const seller = await connectedSeller(world, 'del-kept@example.com', 'del_kept');
    const { itemId } = await posted(seller, 'KEPT-2');
    await offerCallsFail();
    const res = await del(seller, `/api/dashboard/items/${itemId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^The item was kept because its eBay listing could not be ended: /);
    expect((await settledListing(world.t, itemId)).status).toBe('active');
    expect((await ebayStatuses('del_kept'))['KEPT-2']).toBe('ACTIVE');
  });

  it('ends the listing when the item is deleted from the Generate screen', async () => {
    const seller = await connectedSeller(world, 'del-group@example.com', 'del_group');
    await posted(seller, 'GROUP-1');
    expect((await del(seller, '/api/items/groups/GROUP-1')).statusCode).toBe(204);
    expect((await ebayStatuses('del_group'))['GROUP-1']).toBe('ENDED');
  });
});

describe('the Generate screen', () => {
  it("names each group's eBay listing: live, none for a group never generated, then ended", async () => {
    const seller = await connectedSeller(world, 'gen-listed@example.com', 'gen_listed');
    const { itemId, listing } = await posted(seller, 'LISTED-1');
    const assign = (url: string, sku: string) =>
      world.t.app.inject({
        method: 'POST',
        url: '/api/photos/assign',
        headers: { cookie: seller.cookie },
        payload: { ids: [url.split('/')[3]], sku },
      });
    // The posted item's photo is its SKU group's; a second group was never generated.
    const item = (await world.t.app.inject({ url: `/api/items/${itemId}`, headers: { cookie: seller.cookie } })).json();
    expect((await assign(item.images[0], 'LISTED-1')).statusCode).toBe(200);
    expect((await assign(await uploadPhoto(world.t, seller.cookie), 'PLAIN-1')).statusCode).toBe(200);
    const groups = async () =>
      (await world.t.app.inject({ url: '/api/items/groups', headers: { cookie: seller.cookie } })).json().groups as {
        sku: string;
        item: { id: string } | null;
        listing: unknown;
      }[];

    const before = await groups();
    expect(before.map((g) => [g.sku, g.item?.id ?? null, g.listing])).toEqual([
      ['LISTED-1', itemId, { status: 'active', url: listing.listingUrl }],
      ['PLAIN-1', null, null],
    ]);
    expect(listing.listingUrl).toMatch(/^http:\/\/.+\/itm\/\d+$/);

    const ended = await world.t.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/end`,
      headers: { cookie: seller.cookie },
    });
    expect(ended.statusCode).toBe(200);
    expect((await groups())[0]?.listing).toEqual({ status: 'ended', url: listing.listingUrl });
  });
});

describe('Clear All and Delete my data', () => {
  it('Clear All ends every live listing, names one eBay did not end, and deletes the items', async () => {
    const seller = await connectedSeller(world, 'clear-live@example.com', 'clear_live');
    await posted(seller, 'CLR-1');
    const res = await del(seller, '/api/dashboard/items');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedItems: 1, remainingItems: 0, notEnded: [] });
    expect((await ebayStatuses('clear_live'))['CLR-1']).toBe('ENDED');

    const stuck = await posted(seller, 'CLR-2');
    await offerCallsFail();
    const partly = (await del(seller, '/api/dashboard/items')).json();
    expect(partly.deletedItems).toBe(1);
    expect(partly.notEnded).toEqual([
      {
        itemId: stuck.itemId,
        title: stuck.listing.title,
        url: stuck.listing.listingUrl,
        message: expect.stringMatching(/^Failed to end the listing/),
      },
    ]);
  });

  it('Delete my data ends the live listings before the eBay connection goes', async () => {
    const seller = await connectedSeller(world, 'erase-live@example.com', 'erase_live');
    await posted(seller, 'ERASE-1');
    const res = await del(seller, '/api/me/data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedItems: 1, notEnded: [] });
    expect((await ebayStatuses('erase_live'))['ERASE-1']).toBe('ENDED');
  });
});
