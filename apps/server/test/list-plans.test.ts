import { openDatabase } from '@listlens/db';
import { createTestDatabase, recordingDriver, type SentQuery, type TestDatabase } from '@listlens/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from './inventory-helpers';
import { createTestApp, type TestApp } from './test-app';

// Issue 19, point 2 (decision 033): a list page reads what it shows, however much the
// seller has stored. One seller holds 20,000 items, inventory items, listings and unassigned
// photos and 40,000 assigned photos; every query a list page sends, first page or deep
// behind a cursor, is run again under EXPLAIN ANALYZE with the values it was sent, and no
// step of the plan the database chose may read more rows than a few pages hold. At this
// size the planner takes the plans it takes for a million rows; a scan of the seller's
// rows would read 20,000 or more.

const ROWS = 20_000;
const MOST_ROWS_PER_STEP = 1000;

let recording: SentQuery[] | null = null;
const record = recordingDriver((query) => recording?.push(query));

/** A migrated database whose driver records what it is sent: PostgreSQL when DATABASE_URL is set, PGlite otherwise. */
async function recordingDatabase(): Promise<TestDatabase> {
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({ driver: 'pglite', onDriver: record });
    await database.migrate();
    return { ...database, dispose: database.close };
  }
  const made = await createTestDatabase();
  const database = await openDatabase({ driver: 'postgres', url: made.url ?? '', maxConnections: 5, onDriver: record });
  return {
    ...database,
    url: made.url,
    dispose: async () => {
      await database.close();
      await made.dispose();
    },
  };
}

let t: TestApp;
let seller: Awaited<ReturnType<typeof newSeller>>;

beforeAll(async () => {
  t = await createTestApp({ SIGN_UP_RATE_LIMIT: '1000/60' }, undefined, {}, await recordingDatabase());
  seller = await newSeller(t);
  const run = (text: string) => t.database.executeSql(text, [seller.userId, ROWS]);
  const sku = `'PL-' || lpad(g::text, 5, '0')`;
  // Every third inventory item shares its update time with two others: deep pages cross ties.
  await run(
    `insert into inventory_items (user_id, sku, name, total_quantity, available_quantity, updated_at)
     select $1, ${sku}, 'Jacket ' || g, 2, 2, now() - make_interval(secs => g / 3) from generate_series(1, $2::int) g`,
  );
  await run(
    `insert into items (user_id, sku, title, status, created_at, updated_at)
     select $1, ${sku}, 'Jacket ' || g, 'draft', now() - make_interval(secs => g), now() from generate_series(1, $2::int) g`,
  );
  await run(
    `insert into listings (item_id, user_id, sku, status, listing_url)
     select i.id, $1, i.sku, case when i.title like '%0' then 'ended' else 'active' end, 'https://www.ebay.com/itm/' || i.sku
     from items i where i.user_id = $1 and $2::int > 0`,
  );
  await run(
    `insert into uploaded_photos (user_id, image_url, filename, file_size, file_type, status, assigned_sku,
                                  storage_path, width, height, content_hash, upload_order)
     select $1, '/p/' || g, 'p' || g || '.jpg', 1000, 'image/jpeg', 'assigned', 'PL-' || lpad(((g + 1) / 2)::text, 5, '0'),
            $1 || '/p' || g || '.jpg', 100, 100, md5(g::text), g
     from generate_series(1, 2 * $2::int) g`,
  );
  await run(
    `insert into uploaded_photos (user_id, image_url, filename, file_size, file_type, status,
                                  storage_path, width, height, content_hash, upload_order)
     select $1, '/u/' || g, 'u' || g || '.jpg', 1000, 'image/jpeg', 'uploaded',
            $1 || '/u' || g || '.jpg', 100, 100, md5('u' || g), 2 * $2::int + g
     from generate_series(1, $2::int) g`,
  );
  await t.database.executeSql('analyze');
}, 120_000);
afterAll(() => t.close());

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
};

/** The rows each step of the plan read: those it passed on and those it threw away, over all its loops. */
function stepsOf(node: PlanNode): { step: string; rows: number }[] {
  const read =
    (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) *
    node['Actual Loops'];
  const step = `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`;
  return [{ step, rows: read }, ...(node.Plans ?? []).flatMap(stepsOf)];
}

/** What each query of one request reads, by EXPLAIN ANALYZE with the values it was sent. */
async function rowsReadBy(url: string): Promise<{ query: string; step: string; rows: number }[]> {
  recording = [];
  const response = await seller.call('GET', url);
  const sent = recording;
  recording = null;
  expect(response.statusCode).toBe(200);
  const reads = [];
  for (const { text, values } of sent.filter((q) => /^\s*select/i.test(q.text))) {
    const { rows } = await t.database.executeSql(`explain (analyze, format json) ${text}`, values);
    const cell = Object.values(rows[0] as Record<string, unknown>)[0];
    const [explained] = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
    reads.push(...stepsOf(explained.Plan).map((s) => ({ query: text.slice(0, 90), ...s })));
  }
  return reads;
}

/** The cursor after `depth` rows of a list (pages of 500). */
async function cursorAt(path: string, depth: number): Promise<string> {
  let after = '';
  for (let seen = 0; seen < depth; seen += 500) {
    const separator = path.includes('?') ? '&' : '?';
    const response = await seller.call('GET', `${path}${separator}limit=500${after ? `&after=${after}` : ''}`);
    const next = (response.json() as { next_cursor: string | null }).next_cursor;
    if (!next) throw new Error(`${path} ended before ${depth} rows`);
    after = encodeURIComponent(next);
  }
  return after;
}

describe('a list page reads what it shows', () => {
  it.each(['/api/inventory/items', '/api/items/groups', '/api/photos?view=assigned', '/api/photos?view=unassigned'])(
    '%s: the first page and a page 1,500 rows deep',
    async (path) => {
      const separator = path.includes('?') ? '&' : '?';
      const deep = `${path}${separator}limit=100&after=${await cursorAt(path, 1500)}`;
      for (const url of [path, deep]) {
        const reads = await rowsReadBy(url);
        expect(reads.length).toBeGreaterThan(0);
        const heaviest = reads.reduce((a, b) => (b.rows > a.rows ? b : a));
        expect(heaviest.rows, `${url}: ${heaviest.step} in ${heaviest.query}`).toBeLessThanOrEqual(MOST_ROWS_PER_STEP);
      }
    },
    120_000,
  );

  it("the dashboard counts the seller's 20,000 items without reading them (decision 041)", async () => {
    const reads = await rowsReadBy('/api/dashboard/summary');
    const onItems = reads.filter((r) => / on (items|seller_item_counts)$/.test(r.step));
    expect(onItems.length).toBeGreaterThan(0);
    const heaviest = onItems.reduce((a, b) => (b.rows > a.rows ? b : a));
    expect(heaviest.rows, `${heaviest.step} in ${heaviest.query}`).toBeLessThanOrEqual(MOST_ROWS_PER_STEP);
    const summary = (await seller.call('GET', '/api/dashboard/summary')).json() as {
      stats: { itemsProcessed: number };
    };
    expect(summary.stats.itemsProcessed).toBe(ROWS);
  });

  it('shows each stock SKU with its listing, found through the item of that SKU', async () => {
    const page = (await seller.call('GET', '/api/inventory/items?limit=20')).json() as {
      items: { sku: string; listing: { status: string; url: string | null } | null }[];
    };
    expect(page.items).toHaveLength(20);
    for (const item of page.items) {
      expect(item.listing?.url).toBe(`https://www.ebay.com/itm/${item.sku}`);
      expect(item.listing?.status).toBe(item.sku.endsWith('0') ? 'ended' : 'active');
    }
  });
});
