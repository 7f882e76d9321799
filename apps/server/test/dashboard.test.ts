import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// The overview, item details and delete-all API (issue 9), on rows written
// straight into the tables; dashboard-items.test.ts covers rows as Generate
// and posting save them.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-dashboard-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const del = (url: string, cookie: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } });
const patch = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie }, payload: payload as Record<string, unknown> });

describe('a seller without items', () => {
  it('answers zero stats and no recent items, whatever the spec counters on the profile row say', async () => {
    const { cookie, me } = await signUp(t.app, 'zero@example.com');
    // The figures are derived from the sales table (issue 18, point 6), never read from these columns.
    await t.deps.db
      .update(schema.users)
      .set({ monthlyRevenue: '347.50', totalSales: 3 })
      .where(eq(schema.users.id, me.user.id));
    const res = await get('/api/dashboard/summary', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: { itemsProcessed: 0, activeListings: 0, totalSales: 0, revenue: 0 },
      recentItems: [],
    });
  });

  it('answers a details page with 404 and needs a session', async () => {
    const { cookie } = await signUp(t.app, 'nodetails@example.com');
    expect((await get('/api/dashboard/items/item-1', cookie)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/dashboard/summary' })).statusCode).toBe(401);
  });
});

async function addItem(
  userId: string,
  title: string,
  minutesAgo: number,
  fields: { brand?: string; analysis?: Record<string, unknown> } = {},
): Promise<string> {
  const result = await t.deps.db.execute(sql`
    insert into items (user_id, title, brand, ai_analysis, suggested_price, primary_image_url, created_at, ai_suggested_keywords)
    values (${userId}, ${title}, ${fields.brand ?? null}, ${JSON.stringify(fields.analysis ?? {})}::jsonb, 24.5,
      ${`https://img.example/${title}.jpg`}, now() - make_interval(mins => ${minutesAgo}), '{vintage,denim}')
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
}

async function addListingAndSale(userId: string, itemId: string, status = 'active'): Promise<string> {
  const result = await t.deps.db.execute(sql`
    insert into listings (item_id, user_id, title, status, platforms, total_views, total_watchers, total_messages)
    values (${itemId}, ${userId}, 'listing', ${status}, '{ebay}', 12, 3, 1) returning id`);
  const listingId = (result as unknown as { rows: { id: string }[] }).rows[0]?.id ?? '';
  await t.deps.db.execute(sql`insert into sales (user_id, listing_id) values (${userId}, ${listingId})`);
  return listingId;
}

const count = async (query: ReturnType<typeof sql>) =>
  Number(((await t.deps.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);

describe('with the spec-shaped listings and sales tables', () => {
  it('counts only the seller own rows and lists the 6 newest items', async () => {
    const seller = await signUp(t.app, 'counts@example.com');
    const other = await signUp(t.app, 'other-counts@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await addItem(seller.me.user.id, `item ${i}`, 100 - i));
    await addListingAndSale(seller.me.user.id, ids[0] ?? '');
    await addListingAndSale(seller.me.user.id, ids[1] ?? '', 'sold');
    await addItem(other.me.user.id, 'not mine', 0);

    const body = (await get('/api/dashboard/summary', seller.cookie)).json();
    expect(body.stats).toEqual({ itemsProcessed: 8, activeListings: 1, totalSales: 2, revenue: 0 });
    expect(body.recentItems.map((i: { title: string }) => i.title)).toEqual([
      'item 7',
      'item 6',
      'item 5',
      'item 4',
      'item 3',
      'item 2',
    ]);
    expect(body.recentItems[0]).toMatchObject({ suggestedPrice: 24.5, imageUrl: 'https://img.example/item 7.jpg' });
  });

  it("answers another seller's item exactly like a missing one", async () => {
    const owner = await signUp(t.app, 'owner-details@example.com');
    const stranger = await signUp(t.app, 'stranger-details@example.com');
    const itemId = await addItem(owner.me.user.id, 'private', 1);
    const foreign = await get(`/api/dashboard/items/${itemId}`, stranger.cookie);
    const missing = await get('/api/dashboard/items/00000000-0000-0000-0000-000000000000', stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect((await patch(`/api/dashboard/items/${itemId}`, stranger.cookie, { final_price: 1 })).statusCode).toBe(404);
    expect((await del(`/api/dashboard/items/${itemId}`, stranger.cookie)).statusCode).toBe(404);
    expect((await get(`/api/dashboard/items/${itemId}`, owner.cookie)).json().item.title).toBe('private');
  });

  it('keeps edited keywords and the final price', async () => {
    const seller = await signUp(t.app, 'keywords@example.com');
    const itemId = await addItem(seller.me.user.id, 'jacket', 1, {
      brand: "Levi's",
      analysis: { key_features: ['Button fly'], ebay_item_specifics: { Brand: ["Levi's"], Size: ['Unknown'] } },
    });
    const saved = await patch(`/api/dashboard/items/${itemId}`, seller.cookie, {
      ai_suggested_keywords: ['levis', 'trucker jacket'],
      final_price: 39.99,
    });
    expect(saved.statusCode).toBe(200);
    const again = (await get(`/api/dashboard/items/${itemId}`, seller.cookie)).json();
    expect(again.item).toMatchObject({
      ai_suggested_keywords: ['levis', 'trucker jacket'],
      final_price: 39.99,
      suggested_price: 24.5,
      brand: "Levi's",
      ai_analysis: { key_features: ['Button fly'], ebay_item_specifics: { Brand: "Levi's", Size: 'Unknown' } },
    });
    expect(again.listing).toBeNull();
    const bad = await patch(`/api/dashboard/items/${itemId}`, seller.cookie, { final_price: -1 });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes an item that has a listing and a sale, dependents first', async () => {
    const seller = await signUp(t.app, 'delete-one@example.com');
    const itemId = await addItem(seller.me.user.id, 'sold jacket', 1);
    const listingId = await addListingAndSale(seller.me.user.id, itemId);
    const details = (await get(`/api/dashboard/items/${itemId}`, seller.cookie)).json();
    expect(details.listing).toMatchObject({ id: listingId, status: 'active', total_views: 12, platforms: ['ebay'] });
    expect((await del(`/api/dashboard/items/${itemId}`, seller.cookie)).statusCode).toBe(204);
    expect(await count(sql`select count(*)::int as n from items where id = ${itemId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from listings where id = ${listingId}`)).toBe(0);
    // The sale stays in the books without its listing (issue 18, point 5).
    expect(await count(sql`select count(*)::int as n from sales where listing_id = ${listingId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from sales where user_id = ${seller.me.user.id}`)).toBe(1);
    expect((await get(`/api/dashboard/items/${itemId}`, seller.cookie)).statusCode).toBe(404);
  });

  it('Clear All removes every item with its listings, keeps their sales and says how many remain', async () => {
    const seller = await signUp(t.app, 'clear-all@example.com');
    const other = await signUp(t.app, 'clear-all-other@example.com');
    for (let i = 0; i < 3; i++) {
      const id = await addItem(seller.me.user.id, `c${i}`, i);
      await addListingAndSale(seller.me.user.id, id);
    }
    const kept = await addItem(other.me.user.id, 'kept', 1);
    const res = await del('/api/dashboard/items', seller.cookie);
    expect(res.json()).toEqual({ deletedItems: 3, remainingItems: 0, deletedPhotos: 0, notEnded: [] });
    const summary = (await get('/api/dashboard/summary', seller.cookie)).json();
    expect(summary.stats).toMatchObject({ itemsProcessed: 0, activeListings: 0, totalSales: 3 });
    expect((await get(`/api/dashboard/items/${kept}`, other.cookie)).statusCode).toBe(200);
  });
});

async function seedSeller(email: string, name: string) {
  const seller = await signUp(t.app, email, name);
  const userId = seller.me.user.id;
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie: seller.cookie },
    payload: formOf([{ name: 'a.jpg', bytes: await photo(800, 600) }]),
  });
  expect(uploaded.statusCode).toBe(201);
  const itemId = await addItem(userId, 'gone', 1);
  await addListingAndSale(userId, itemId);
  await t.app.inject({ method: 'POST', url: '/api/waitlist', payload: { email } });
  return { ...seller, userId, photosDir: path.join(dataDir, 'photos', userId) };
}

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.part')) : []);

/** How many rows the seller has in each table with a user_id (the account's own tables aside). */
async function countRowsPerSellerTable(userId: string): Promise<Record<string, number>> {
  const tables = await t.deps.db.execute(sql`
    select c.table_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
  const counts: Record<string, number> = {};
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    if (table_name === 'users' || table_name.startsWith('auth_')) continue;
    counts[table_name] = await count(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where user_id = ${userId}`,
    );
  }
  return counts;
}

async function expectErased(seller: Awaited<ReturnType<typeof seedSeller>>, email: string, name: string) {
  const left = await countRowsPerSellerTable(seller.userId);
  expect(Object.keys(left)).toEqual(expect.arrayContaining(['items', 'listings', 'sales', 'uploaded_photos']));
  expect(Object.entries(left).filter(([, n]) => n > 0)).toEqual([]);
  expect(filesIn(seller.photosDir)).toEqual([]);
  expect(await t.deps.db.select().from(schema.waitlist).where(eq(schema.waitlist.email, email))).toEqual([]);
  // The account stays signed in, with its name and its counters at zero.
  const me = await get('/api/me', seller.cookie);
  expect(me.statusCode).toBe(200);
  expect(me.json().profile).toMatchObject({ name, total_sales: 0, monthly_revenue: 0 });
}

describe('delete all my data', () => {
  it('leaves no row and no file of the seller, keeps the account and touches no one else', async () => {
    const seller = await seedSeller('erase-me@example.com', 'Erin Erase');
    const other = await signUp(t.app, 'keep-me@example.com');
    await addItem(other.me.user.id, 'stays', 1);
    expect(filesIn(seller.photosDir).length).toBeGreaterThan(0);

    const res = await del('/api/me/data', seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedItems: 1, remainingItems: 0, deletedPhotos: 1, notEnded: [] });
    await expectErased(seller, 'erase-me@example.com', 'Erin Erase');
    expect((await get('/api/dashboard/summary', other.cookie)).json().stats.itemsProcessed).toBe(1);
  });

  it('reaches every table of a seller: each user_id column is a key to users that cascades', async () => {
    const keys = await t.deps.db.execute(sql`
      select c.table_name, rc.delete_rule
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      left join information_schema.key_column_usage k
        on k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name
      left join information_schema.referential_constraints rc on rc.constraint_name = k.constraint_name
      where c.table_schema = current_schema() and c.column_name = 'user_id' and t.table_type = 'BASE TABLE'`);
    const rows = (keys as unknown as { rows: { table_name: string; delete_rule: string | null }[] }).rows;
    expect(rows.length).toBeGreaterThan(10);
    const cascading = new Set(rows.filter((r) => r.delete_rule === 'CASCADE').map((r) => r.table_name));
    expect([...new Set(rows.map((r) => r.table_name))].filter((table) => !cascading.has(table))).toEqual([]);
  });
});
