import { eq, sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStartOf } from '../src/modules/profile/seller-figures';
import { createTestApp, signUp, type TestApp } from './test-app';

// Issue 18, point 6: the profile's figures are derived from the listings and
// sales tables, for the calendar month, and agree on every screen.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY_MS = 24 * 3600 * 1000;

async function itemWithListing(userId: string, title: string, listedAt: Date, status: string): Promise<string[]> {
  const [item] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`insert into items (user_id, title) values (${userId}, ${title}) returning id`),
  );
  const [listing] = rowsOf<{ id: string }>(
    await t.deps.db.execute(sql`
      insert into listings (item_id, user_id, title, status, platforms, listed_at)
      values (${item?.id}, ${userId}, ${title}, ${status}, '{ebay}', ${listedAt.toISOString()}::timestamptz)
      returning id`),
  );
  return [item?.id ?? '', listing?.id ?? ''];
}

async function sale(userId: string, listingId: string, price: string, soldAt: Date) {
  await t.deps.db.execute(sql`
    insert into sales (user_id, listing_id, sale_price, sold_at, ebay_line_item_id)
    values (${userId}, ${listingId}, ${price}, ${soldAt.toISOString()}::timestamptz, ${`${listingId}-${price}`})`);
}

const read = async (cookie: string) => {
  const [me, summary] = await Promise.all([
    t.app.inject({ url: '/api/me', headers: { cookie } }),
    t.app.inject({ url: '/api/dashboard/summary', headers: { cookie } }),
  ]);
  return { profile: me.json().profile, stats: summary.json().stats };
};

describe('the profile figures', () => {
  it('count this calendar month, every sale, and stay when a sold item is deleted', async () => {
    const { cookie, me } = await signUp(t.app, 'figures@example.com');
    const userId = me.user.id;
    const now = new Date();
    const lastMonth = new Date(monthStartOf(now).getTime() - DAY_MS);
    const [thisItem, thisListing] = await itemWithListing(userId, 'posted now', now, 'sold');
    const [, oldListing] = await itemWithListing(userId, 'posted last month', lastMonth, 'active');
    await sale(userId, thisListing ?? '', '20.00', now);
    await sale(userId, oldListing ?? '', '10.00', lastMonth);
    await sale(userId, oldListing ?? '', '5.50', now);
    // Someone else's listing and sale count for them only.
    const other = await signUp(t.app, 'figures-other@example.com');
    const [, othersListing] = await itemWithListing(other.me.user.id, 'theirs', now, 'active');
    await sale(other.me.user.id, othersListing ?? '', '99.00', now);

    const before = await read(cookie);
    expect(before.profile).toMatchObject({ listings_used: 1, total_sales: 3, monthly_revenue: 25.5 });
    expect(before.stats).toMatchObject({ totalSales: 3, revenue: 25.5 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/dashboard/items/${thisItem}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const [kept] = await t.deps.db.select().from(schema.sales).where(eq(schema.sales.salePrice, '20.00'));
    expect(kept).toMatchObject({ userId, listingId: null });
    const after = await read(cookie);
    expect(after.profile).toMatchObject({ total_sales: 3, monthly_revenue: 25.5 });
    expect(after.stats).toMatchObject({ totalSales: 3, revenue: 25.5 });
  });

  it('starts the month on its first day (UTC)', () => {
    expect(monthStartOf(new Date('2026-03-31T23:59:59Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(monthStartOf(new Date('2026-04-01T00:00:00Z')).toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});
