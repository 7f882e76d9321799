// Figures for `npm run bench` (issue 6): stock adjustments per second through the
// real API, on whatever database the benched server runs on. Every adjustment is a
// full create_inventory_movement: session check, transaction, row lock, ledger
// insert, item update and alert check.

import http from 'node:http';

type Figure = { name: string; value: number; unit: string };
type Session = { url: string; cookie: string };

const CONCURRENCY = 16;
const SPREAD_ITEMS = 1000;

async function call(session: Session, path: string, body: unknown): Promise<Response> {
  return fetch(`${session.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session.cookie },
    body: JSON.stringify(body),
  });
}

async function jsonOrThrow<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Page = { items: { id: string; sku: string }[]; next_cursor: string | null };

/** The whole inventory list, following the list's cursors (issue 19). */
async function listAll(session: Session): Promise<Page['items']> {
  const all: Page['items'] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `&after=${encodeURIComponent(cursor)}` : '';
    const list = await fetch(`${session.url}/api/inventory/items?limit=500${after}`, {
      headers: { cookie: session.cookie },
    });
    const page: Page = await jsonOrThrow<Page>(list, 'item list');
    all.push(...page.items);
    cursor = page.next_cursor;
  } while (cursor);
  return all;
}

/** The id of the hot item the adjustments bench made, for the same-SQL loop beside it. */
export async function hotItemId(session: Session): Promise<string> {
  const hot = (await listAll(session)).find((i) => i.sku === 'BENCH-HOT');
  if (!hot) throw new Error('no BENCH-HOT item');
  return hot.id;
}

/**
 * POSTs for the timed loops, over kept-alive node:http connections. fetch cost this client
 * about 1 ms of CPU a request on the bench machine, about as much as the server's own work
 * for an adjustment, on the same two cores (issue 19; decision 033).
 */
function poster(session: Session) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const post = (path: string, body: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${session.url}${path}`,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', cookie: session.cookie } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify(body));
    });
  return { post, close: () => agent.destroy() };
}

/** Runs `CONCURRENCY` loops of +1 restocks for `durationMs`; returns adjustments per second. */
async function adjustLoop(
  session: Session,
  pickItem: () => string,
  durationMs: number,
): Promise<{ rate: number; done: Map<string, number> }> {
  const done = new Map<string, number>();
  const { post, close } = poster(session);
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const itemId = pickItem();
      const answer = await post(`/api/inventory/items/${itemId}/movements`, {
        movement_type: 'restock',
        quantity_change: 1,
        reference_number: 'BENCH',
      });
      if (answer.status !== 201) throw new Error(`adjustment: ${answer.status} ${answer.text}`);
      done.set(itemId, (done.get(itemId) ?? 0) + 1);
    }
  };
  try {
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  } finally {
    close();
  }
  const total = [...done.values()].reduce((a, b) => a + b, 0);
  return { rate: total / ((performance.now() - started) / 1000), done };
}

/**
 * `stock_adjustments_per_s_hot_item` (every adjustment on one item, so they queue
 * on its row lock) and `stock_adjustments_per_s_spread` (across 1,000 items). The
 * hot item's final quantity is checked against the count, so a fast but wrong
 * ledger fails the bench instead of reporting a figure. With `serverCpuMs` (the server
 * process's CPU time so far), also the server's CPU per hot-item adjustment.
 */
export async function benchStockAdjustments(
  session: Session,
  durationMs = 10_000,
  serverCpuMs?: () => number | null,
): Promise<Figure[]> {
  const hot = await jsonOrThrow<{ id: string }>(
    await call(session, '/api/inventory/items', { sku: 'BENCH-HOT', name: 'Bench hot item' }),
    'hot item',
  );
  const rows = Array.from({ length: SPREAD_ITEMS }, (_, i) => `BENCH-${i},Bench item ${i},0`);
  await jsonOrThrow(
    await call(session, '/api/inventory/import', { csv: `sku,name,total_quantity\n${rows.join('\n')}\n` }),
    'spread items',
  );
  const spreadIds = (await listAll(session)).filter((i) => i.sku !== 'BENCH-HOT').map((i) => i.id);

  const cpuBefore = serverCpuMs?.() ?? null;
  const hotRun = await adjustLoop(session, () => hot.id, durationMs);
  const cpuAfter = serverCpuMs?.() ?? null;
  const hotCount = hotRun.done.get(hot.id) ?? 0;
  const spreadRun = await adjustLoop(
    session,
    () => spreadIds[Math.floor(Math.random() * spreadIds.length)] ?? hot.id,
    durationMs,
  );

  const after = await fetch(`${session.url}/api/inventory/items/${hot.id}/movements`, {
    headers: { cookie: session.cookie },
  });
  const { item } = await jsonOrThrow<{ item: { total_quantity: number } }>(after, 'hot item check');
  const expected = hotCount + (spreadRun.done.get(hot.id) ?? 0);
  if (item.total_quantity !== expected) {
    throw new Error(`ledger mismatch: hot item holds ${item.total_quantity}, ${expected} adjustments succeeded`);
  }
  const cpu: Figure[] =
    cpuBefore === null || cpuAfter === null || hotCount === 0
      ? []
      : [{ name: 'stock_hot_item_server_cpu_per_adjustment', value: (cpuAfter - cpuBefore) / hotCount, unit: 'ms' }];
  return [
    { name: 'stock_adjustments_per_s_hot_item', value: hotRun.rate, unit: 'adjustments/s' },
    { name: 'stock_adjustments_per_s_spread', value: spreadRun.rate, unit: 'adjustments/s' },
    ...cpu,
  ];
}
