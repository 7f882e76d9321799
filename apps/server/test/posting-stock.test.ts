import { describe, expect, it } from 'vitest';
import { connectedSeller, livePostedItem, postingWorldForFile, type PostingSeller } from './posting-support';

// Issue 18, point 4: Inventory shows what eBay shows, and item details the live price.

const world = postingWorldForFile();

const post = (seller: PostingSeller, sku: string) => livePostedItem(world, seller, { sku, price: '34.50' });

type Stock = {
  sku: string;
  name: string;
  total_quantity: number;
  available_quantity: number;
  average_cost: number;
  listing: { item_id: string; status: string; listed_quantity: number; url: string | null } | null;
};

const inventoryOf = async (seller: PostingSeller) =>
  (await world.t.app.inject({ url: '/api/inventory/items', headers: { cookie: seller.cookie } })).json()
    .items as Stock[];

describe('posting an item with no inventory record', () => {
  it('makes one with the SKU and the quantity posted, shown with its live listing', async () => {
    const seller = await connectedSeller(world, 'stock-new@example.com', 'stock_new');
    const { itemId, listing } = await post(seller, 'FLEECE-9');

    const [stock] = (await inventoryOf(seller)).filter((s) => s.sku === 'FLEECE-9');
    expect(stock).toMatchObject({
      name: "Patagonia Men's Better Sweater Fleece Jacket Size L Blue",
      total_quantity: 1,
      available_quantity: 1,
      average_cost: 0,
      listing: { item_id: itemId, status: 'active', listed_quantity: 1, url: listing.listingUrl },
    });

    const details = (
      await world.t.app.inject({ url: `/api/dashboard/items/${itemId}`, headers: { cookie: seller.cookie } })
    ).json();
    expect(details.listing).toMatchObject({ status: 'active', price: 34.5 });
  });

  it('leaves a SKU the seller already stocks as it is, and shows its listing beside it', async () => {
    const seller = await connectedSeller(world, 'stock-kept@example.com', 'stock_kept');
    const created = await world.t.app.inject({
      method: 'POST',
      url: '/api/inventory/items',
      headers: { cookie: seller.cookie },
      payload: { sku: 'KEPT-1', name: 'Fleece jacket', total_quantity: 3, average_cost: 7.5 },
    });
    expect(created.statusCode).toBe(201);
    await post(seller, 'KEPT-1');
    const stocks = (await inventoryOf(seller)).filter((s) => s.sku === 'KEPT-1');
    expect(stocks).toHaveLength(1);
    expect(stocks[0]).toMatchObject({
      name: 'Fleece jacket',
      total_quantity: 3,
      average_cost: 7.5,
      listing: { status: 'active', listed_quantity: 3 },
    });
  });
});
