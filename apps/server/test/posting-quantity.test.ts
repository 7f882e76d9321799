import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { describe, expect, it } from 'vitest';
import {
  connectedSeller,
  ebayCall,
  eventually,
  postingWorldForFile,
  restoreEbayTree,
  seedItemEbayWillRefuse,
  seedItem,
  settledListing,
  uploadPhoto,
} from './posting-support';

// Stock changed in ListLens after a post reaches the live eBay listing
// (decision 010): the inventory API's change queues `listings.sync-quantity`,
// which sets the SKU's inventory item and offer quantities on eBay.

const world = postingWorldForFile();

/** The parts of a connected seller these tests use. */
type Seller = { cookie: string; userId: string };

const api = (seller: Seller, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  world.t.app.inject({ method, url, headers: { cookie: seller.cookie }, ...(payload ? { payload } : {}) });

async function stockItem(seller: Seller, sku: string, quantity: number): Promise<string> {
  const res = await api(seller, 'POST', '/api/inventory/items', {
    sku,
    name: 'Fleece jacket',
    total_quantity: quantity,
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { id: string }).id;
}

async function move(seller: Seller, inventoryId: string, body: object) {
  const res = await api(seller, 'POST', `/api/inventory/items/${inventoryId}/movements`, body);
  expect(res.statusCode).toBe(201);
}

/** Posts a seeded item with this SKU and waits for its listing to settle. */
async function postItem(seller: Seller, sku: string, overrides: { categoryId?: string } = {}) {
  const itemId = await seedItem(world.t, seller.userId, await uploadPhoto(world.t, seller.cookie), {
    sku,
    ...overrides,
  });
  const policies = (await api(seller, 'GET', '/api/listings/policies')).json().defaults;
  const res = await api(seller, 'POST', '/api/listings/publish', { itemId, platforms: ['ebay'], policies });
  expect(res.statusCode).toBe(202);
  return settledListing(world.t, itemId);
}

/** What eBay (the emulator) holds for the SKU: the inventory item's quantity and the offer's. */
async function quantitiesOnEbay(seller: Seller, sku: string, offerId: string) {
  const item = (await ebayCall(world, seller.userId, `/sell/inventory/v1/inventory_item/${sku}`)) as {
    availability?: { shipToLocationAvailability?: { quantity?: number } };
  };
  const offer = (await ebayCall(world, seller.userId, `/sell/inventory/v1/offer/${offerId}`)) as {
    availableQuantity?: number;
  };
  return { item: item.availability?.shipToLocationAvailability?.quantity, offer: offer.availableQuantity };
}

const reaches = (seller: Seller, sku: string, offerId: string, quantity: number) =>
  eventually(async () => {
    const onEbay = await quantitiesOnEbay(seller, sku, offerId);
    return onEbay.item === quantity && onEbay.offer === quantity ? onEbay : undefined;
  });

async function syncJobsFor(sku: string) {
  const { rows } = await world.t.database.executeSql(
    `select state::text as state, retry_count as "retryCount" from pgboss.job
      where name = 'listings.sync-quantity' and data->>'sku' = $1`,
    [sku],
  );
  return rows as { state: string; retryCount: number }[];
}

describe('quantity changes after posting', () => {
  it('sends a restock, a sale marked in ListLens and a count to 0 to the live listing', async () => {
    const seller = await connectedSeller(world, 'qty@example.com', 'qty_one');
    const inventoryId = await stockItem(seller, 'QTY-1', 3);
    const listing = await postItem(seller, 'QTY-1');
    expect(listing.status).toBe('active');
    const offerId = listing.ebayOfferId ?? '';
    expect(await quantitiesOnEbay(seller, 'QTY-1', offerId)).toEqual({ item: 3, offer: 3 });

    await move(seller, inventoryId, { movement_type: 'restock', quantity_change: 4 });
    await reaches(seller, 'QTY-1', offerId, 7);

    const sold = await api(seller, 'POST', `/api/inventory/items/${inventoryId}/sales`, { quantity: 2 });
    expect(sold.statusCode).toBe(201);
    await reaches(seller, 'QTY-1', offerId, 5);

    // 0 goes to eBay as 0; ListLens ends nothing itself.
    await move(seller, inventoryId, { movement_type: 'adjustment', set_total: 0, reason: 'Counted' });
    await reaches(seller, 'QTY-1', offerId, 0);
    const [row] = await world.t.deps.db.select().from(schema.listings).where(eq(schema.listings.id, listing.id));
    expect(row?.status).toBe('active');
  });

  it('queues nothing and calls eBay for nothing when the SKU has no live listing', async () => {
    const seller = await connectedSeller(world, 'qty-none@example.com', 'qty_none');
    const unlisted = await stockItem(seller, 'QTY-NONE', 2);
    const refusedStock = await stockItem(seller, 'QTY-FAILED', 2);
    // eBay refuses that post (its rules moved on), so that listing is failed, not live.
    const refusedItem = await seedItemEbayWillRefuse(world, seller, 'QTY-FAILED');
    const policies = (await api(seller, 'GET', '/api/listings/policies')).json().defaults;
    try {
      await api(seller, 'POST', '/api/listings/publish', { itemId: refusedItem, platforms: ['ebay'], policies });
      expect((await settledListing(world.t, refusedItem)).status).toBe('failed');
    } finally {
      await restoreEbayTree(world);
    }

    const callsBefore = world.calls.count;
    await move(seller, unlisted, { movement_type: 'restock', quantity_change: 5 });
    await move(seller, refusedStock, { movement_type: 'restock', quantity_change: 5 });

    expect(await syncJobsFor('QTY-NONE')).toEqual([]);
    expect(await syncJobsFor('QTY-FAILED')).toEqual([]);
    expect(world.calls.count).toBe(callsBefore);
  });

  it('queues the sync of a SKU whose post has started but is not live yet (decision 041)', async () => {
    const seller = await connectedSeller(world, 'qty-posting@example.com', 'qty_posting');
    const inventoryId = await stockItem(seller, 'QTY-POSTING', 2);
    // A post claimed and not finished: the listing row is `publishing` (no job runs it here).
    const itemId = await seedItem(world.t, seller.userId, await uploadPhoto(world.t, seller.cookie), {
      sku: 'QTY-POSTING',
    });
    await world.t.deps.db.insert(schema.listings).values({ itemId, userId: seller.userId, status: 'publishing' });
    await move(seller, inventoryId, { movement_type: 'restock', quantity_change: 1 });
    expect((await syncJobsFor('QTY-POSTING')).length).toBe(1);
    const sold = await api(seller, 'POST', `/api/inventory/items/${inventoryId}/sales`, { quantity: 1 });
    expect(sold.statusCode).toBe(201);
    // Debounced into the same job or one more, never none.
    expect((await syncJobsFor('QTY-POSTING')).length).toBeGreaterThanOrEqual(1);
  });

  it('retries the job when eBay answers 500 until the quantity is taken', async () => {
    const seller = await connectedSeller(world, 'qty-500@example.com', 'qty_fault');
    const inventoryId = await stockItem(seller, 'QTY-500', 2);
    const listing = await postItem(seller, 'QTY-500');
    const offerId = listing.ebayOfferId ?? '';
    // Four 500s outlast the HTTP client's own three retries: the job itself fails once and runs again.
    await fetch(`${world.emulator.url}/_sim/faults/script`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        faults: Array.from({ length: 4 }, () => ({
          kind: '500',
          pathPrefix: '/sell/inventory/v1/bulk_update_price_quantity',
        })),
      }),
    });

    await move(seller, inventoryId, { movement_type: 'restock', quantity_change: 6 });
    await reaches(seller, 'QTY-500', offerId, 8);
    const jobs = await eventually(async () => {
      const found = await syncJobsFor('QTY-500');
      return found.every((j) => j.state === 'completed') ? found : undefined;
    });
    expect(jobs).toEqual([{ state: 'completed', retryCount: 1 }]);
  });
});
