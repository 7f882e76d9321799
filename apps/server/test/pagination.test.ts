import { schema } from '@listlens/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './inventory-helpers';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, point 2: keyset pagination of the list routes. Pages are complete and
// disjoint even while rows are added between them, limits outside 1..500 and
// broken cursors are field errors, and a cursor taken from another seller's list
// only ever reads the requester's own rows.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(() => t.close());

type Seller = Awaited<ReturnType<typeof newSeller>>;
type Page<K extends string> = { [key in K]: { id?: string; sku?: string }[] } & { next_cursor: string | null };

/** Every page of `path`, `between` run after each page (to add rows while the seller pages). */
async function walk<K extends string>(
  seller: Seller,
  path: string,
  key: K,
  limit: number,
  between: () => Promise<void> = async () => {},
) {
  const pages: Page<K>[K][] = [];
  let after: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const cursor: string = after ? `&after=${encodeURIComponent(after)}` : '';
    const response = await seller.call('GET', `${path}${separator}limit=${limit}${cursor}`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page<K>;
    expect(page[key].length).toBeLessThanOrEqual(limit);
    pages.push(page[key]);
    after = page.next_cursor;
    await between();
  } while (after !== null);
  return pages;
}

/** `count` rows per kind for the seller, many sharing one timestamp so ties are paged by their tie-breaker. */
async function seed(seller: Seller, count: number, prefix: string) {
  const at = new Date('2026-01-05T10:00:00.123Z');
  const sku = (i: number) => `${prefix}-${String(i).padStart(4, '0')}`;
  const when = (i: number) => new Date(at.getTime() - Math.floor(i / 7) * 1000);
  const numbers = Array.from({ length: count }, (_, i) => i);
  await t.deps.db.insert(schema.inventoryItems).values(
    numbers.map((i) => ({
      userId: seller.userId,
      sku: sku(i),
      name: `Jacket ${i}`,
      totalQuantity: 1,
      availableQuantity: 1,
      updatedAt: when(i),
    })),
  );
  await t.deps.db.insert(schema.uploadedPhotos).values(
    numbers.map((i) => ({
      userId: seller.userId,
      imageUrl: `/api/photos/x${i}`,
      filename: `p${i}.jpg`,
      fileSize: 1000,
      fileType: 'image/jpeg',
      status: i % 2 === 0 ? ('assigned' as const) : ('uploaded' as const),
      assignedSku: i % 2 === 0 ? sku(i) : null,
      storagePath: `${seller.userId}/p${i}.jpg`,
      width: 100,
      height: 100,
      contentHash: `${prefix}${i}`,
      uploadOrder: i % 3,
      createdAt: when(i),
    })),
  );
  return numbers.map(sku);
}

const skusOf = (pages: { sku?: string }[][]) => pages.flat().map((r) => r.sku);
const idsOf = (pages: { id?: string }[][]) => pages.flat().map((r) => r.id);

describe('inventory list pages', () => {
  it('together hold every item once, in the list order, while new items arrive between pages', async () => {
    const seller = await newSeller(t);
    const skus = await seed(seller, 230, 'PG');
    let added = 0;
    const pages = await walk(seller, '/api/inventory/items', 'items', 40, async () => {
      await seller.addItem({ sku: `NEW-${added++}`, total_quantity: 1 });
    });
    expect(pages.length).toBe(6);
    const seen = skusOf(pages);
    expect(new Set(seen).size).toBe(seen.length);
    // The items added while paging are newer than the first page: none of them shows up later.
    expect(seen.filter((s) => s?.startsWith('PG-'))).toEqual(skus);
    expect(seen.filter((s) => s?.startsWith('NEW-'))).toEqual([]);
  });

  it('answers the first 100 items and a cursor when no limit is given', async () => {
    const seller = await newSeller(t);
    await seed(seller, 120, 'DF');
    const page = (await seller.call('GET', '/api/inventory/items')).json() as Page<'items'>;
    expect(page.items).toHaveLength(100);
    expect(page.next_cursor).toEqual(expect.any(String));
  });
});

describe('Generate list and photo list pages', () => {
  it('page the SKU groups and the photos completely and without repeats', async () => {
    const seller = await newSeller(t);
    const skus = await seed(seller, 150, 'GR');
    const groups = await walk(seller, '/api/items/groups', 'groups', 20);
    expect(skusOf(groups)).toEqual(skus.filter((_, i) => i % 2 === 0));

    const unassigned = await walk(seller, '/api/photos?view=unassigned', 'photos', 16);
    const assigned = await walk(seller, '/api/photos?view=assigned', 'photos', 16);
    const unassignedIds = idsOf(unassigned);
    expect(unassignedIds).toHaveLength(75);
    expect(new Set(unassignedIds).size).toBe(75);
    expect(new Set(idsOf(assigned)).size).toBe(75);
    expect(assigned.flat().map((p) => (p as { assigned_sku?: string }).assigned_sku)).toEqual(
      skus.filter((_, i) => i % 2 === 0),
    );
  });
});

describe('SKUs with characters that need quoting', () => {
  // A page's SKUs travel to the database as one array value (decision 033): each must arrive as itself.
  const skus = ['A,B 1', 'Say "hi" 2', '{brace} 3', 'back\\slash 4', "it's 5", 'NULL 6', ' padded 7'];

  it('show each Generate group with its photos and item, and each stock SKU with its listing', async () => {
    const seller = await newSeller(t);
    await t.deps.db.insert(schema.uploadedPhotos).values(
      skus.flatMap((sku, i) =>
        [0, 1].map((n) => ({
          userId: seller.userId,
          imageUrl: `/api/photos/q${i}-${n}`,
          filename: `q${i}-${n}.jpg`,
          fileSize: 1000,
          fileType: 'image/jpeg',
          status: 'assigned' as const,
          assignedSku: sku,
          storagePath: `${seller.userId}/q${i}-${n}.jpg`,
          width: 100,
          height: 100,
          contentHash: `q${i}-${n}`,
          uploadOrder: 2 * i + n,
        })),
      ),
    );
    const items = await t.deps.db
      .insert(schema.items)
      .values(skus.map((sku) => ({ userId: seller.userId, sku, title: `Item ${sku}` })))
      .returning();
    await t.deps.db.insert(schema.listings).values(
      items.map((item) => ({
        itemId: item.id,
        userId: seller.userId,
        status: 'active',
        listingUrl: `https://www.ebay.com/itm/${item.id}`,
      })),
    );
    await t.deps.db
      .insert(schema.inventoryItems)
      .values(skus.map((sku) => ({ userId: seller.userId, sku: sku.trim(), name: `Stock ${sku}` })));

    const groups = (await seller.call('GET', '/api/items/groups')).json() as {
      groups: { sku: string; photos: unknown[]; item: { sku: string | null; title: string | null } | null }[];
    };
    expect(groups.groups.map((g) => g.sku).sort()).toEqual([...skus].sort());
    for (const group of groups.groups) {
      expect(group.photos).toHaveLength(2);
      expect(group.item).toMatchObject({ sku: group.sku, title: `Item ${group.sku}` });
    }

    const stock = (await seller.call('GET', '/api/inventory/items')).json() as {
      items: { sku: string; listing: { status: string; url: string | null } | null }[];
    };
    expect(stock.items.map((i) => i.sku).sort()).toEqual(skus.map((s) => s.trim()).sort());
    for (const row of stock.items) {
      const item = items.find((i) => i.sku?.trim() === row.sku);
      expect(row.listing).toMatchObject({ status: 'active', url: `https://www.ebay.com/itm/${item?.id}` });
    }
  });
});

describe('page parameters', () => {
  it.each([
    ['/api/inventory/items?limit=0', 'limit'],
    ['/api/inventory/items?limit=501', 'limit'],
    ['/api/items/groups?limit=ten', 'limit'],
    ['/api/photos?limit=-3', 'limit'],
    ['/api/inventory/items?after=not-a-cursor', 'after'],
    [`/api/photos?after=${Buffer.from('["1","2026-01-01 00:00:00+00","x\'; drop"]').toString('base64url')}`, 'after'],
    [`/api/inventory/items?after=${Buffer.from('["yesterday","A"]').toString('base64url')}`, 'after'],
  ])('%s is a field error on %s', async (url, field) => {
    const seller = await newSeller(t);
    const response = await seller.call('GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect((response.json() as { errors: { path: string }[] }).errors.map((e) => e.path)).toEqual([field]);
  });

  it('a cursor taken from another seller’s list reads only the requester’s own rows', async () => {
    const owner = await newSeller(t);
    const other = await newSeller(t);
    const ownerSkus = await seed(owner, 30, 'OWN');
    await seed(other, 30, 'OTH');
    for (const [path, key] of [
      ['/api/inventory/items', 'items'],
      ['/api/items/groups', 'groups'],
      ['/api/photos?view=assigned', 'photos'],
    ] as const) {
      const separator = path.includes('?') ? '&' : '?';
      const first = (await owner.call('GET', `${path}${separator}limit=5`)).json() as Page<typeof key>;
      expect(first.next_cursor).toEqual(expect.any(String));
      const response = await other.call(
        'GET',
        `${path}${separator}limit=500&after=${encodeURIComponent(first.next_cursor ?? '')}`,
      );
      expect(response.statusCode).toBe(200);
      const rows = (response.json() as Page<typeof key>)[key] as { sku?: string; assigned_sku?: string }[];
      const named = rows.map((r) => r.sku ?? r.assigned_sku ?? '');
      expect(named.filter((s) => ownerSkus.includes(s))).toEqual([]);
      expect(named.every((s) => s.startsWith('OTH-'))).toBe(true);
    }
  });
});
