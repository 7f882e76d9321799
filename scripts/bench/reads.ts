// Issue 19, point 2: the main read routes near the database's limit. On each database
// (PostgreSQL, then embedded), one seller with 10,000 items, inventory items and photos;
// each route through the real server beside a bare Fastify route replaying the very same
// SQL through the same driver (same-sql-server.ts), at 50 and 200 connections.
//
//   npx tsx scripts/bench/reads.ts          (BENCH_DURATION seconds per measurement, default 10)
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDb, DB_KINDS, newSeller, seedRows, startServer, type BenchDb, type DbKind } from './bench-db';
import type { BenchRoute } from './same-sql-server';
import { startSameSql, stop } from './server-process';

export type Figure = { name: string; value: number; unit: string };

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = [50, 200];
const ROWS = 10_000;
const EMAIL = 'bench-reads@example.com';

/** The main read routes; the figure's name comes from the key. */
export const READ_ROUTES: BenchRoute[] = [
  { name: 'api_me', method: 'GET', url: '/api/me' },
  { name: 'items_list', method: 'GET', url: '/api/items/groups' },
  { name: 'inventory_list', method: 'GET', url: '/api/inventory/items' },
  { name: 'dashboard_summary', method: 'GET', url: '/api/dashboard/summary' },
];

/** Throughput and p99 of the answers that came back, and how many requests failed or timed out. */
export type Load = { rps: number; p99: number; failed: number };

/**
 * autocannon for DURATION_S. A non-2xx answer is a bug and fails the bench; requests that time
 * out (a database that cannot keep up with the connections) are counted and printed beside the
 * figure, so the run still reports the others rather than stopping at the first slow route.
 */
export async function load(url: string, connections: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.timeouts };
}

async function measure(
  baseUrl: string,
  path: (route: BenchRoute) => string,
  headers: Record<string, string>,
): Promise<Map<string, Load>> {
  const loads = new Map<string, Load>();
  for (const route of READ_ROUTES) {
    // Warm-up: the first answers pay for JIT and connection set-up.
    for (let i = 0; i < 20; i++) await (await fetch(`${baseUrl}${path(route)}`, { headers })).arrayBuffer();
    for (const c of CONNECTIONS) loads.set(`${route.name}_c${c}`, await load(`${baseUrl}${path(route)}`, c, headers));
  }
  return loads;
}

async function readsOn(db: BenchDb): Promise<Figure[]> {
  const cookie = await newSeller(db, 3211, EMAIL);
  await seedRows(db, EMAIL, 1, ROWS);

  const server = await startServer(db, 3211);
  let app: Map<string, Load>;
  try {
    app = await measure(server.url, (r) => r.url, { cookie });
  } finally {
    await stop(server);
  }
  const baseline = await startSameSql(3212, {
    ...db.env,
    BENCH_COOKIE: cookie,
    BENCH_ROUTES: JSON.stringify(READ_ROUTES),
  });
  let bare: Map<string, Load>;
  try {
    bare = await measure(baseline.url, (r) => `/same-sql/${r.name}`, {});
  } finally {
    await stop(baseline);
  }

  const figures: Figure[] = [];
  for (const route of READ_ROUTES)
    for (const c of CONNECTIONS) {
      const key = `${route.name}_c${c}`;
      const a = app.get(key);
      const b = bare.get(key);
      if (!a || !b) continue;
      figures.push(
        { name: `${route.name}_rps_${db.kind}_c${c}`, value: a.rps, unit: 'req/s' },
        { name: `${route.name}_p99_${db.kind}_c${c}`, value: a.p99, unit: 'ms' },
        { name: `${route.name}_same_sql_rps_${db.kind}_c${c}`, value: b.rps, unit: 'req/s' },
        { name: `${route.name}_same_sql_p99_${db.kind}_c${c}`, value: b.p99, unit: 'ms' },
        { name: `${route.name}_to_same_sql_ratio_${db.kind}_c${c}`, value: a.rps / b.rps, unit: 'x' },
      );
      if (a.failed + b.failed > 0)
        figures.push(
          { name: `${route.name}_failed_requests_${db.kind}_c${c}`, value: a.failed, unit: 'count' },
          { name: `${route.name}_same_sql_failed_requests_${db.kind}_c${c}`, value: b.failed, unit: 'count' },
        );
    }
  return figures;
}

/** Every figure of this part, PostgreSQL first; each database is dropped afterwards. */
export async function readFigures(kinds: DbKind[] = DB_KINDS, print?: (f: Figure) => void): Promise<Figure[]> {
  const all: Figure[] = [];
  for (const kind of kinds) {
    const db = await createBenchDb(kind);
    try {
      for (const f of await readsOn(db)) {
        all.push(f);
        print?.(f);
      }
    } finally {
      await db.drop();
    }
  }
  return all;
}

export function printFigure(f: Figure): void {
  console.log(`${f.name}: ${Number.isInteger(f.value) ? f.value : f.value.toFixed(2)} ${f.unit}`);
}

/** BENCH_DB=postgres or embedded runs one database only. */
export function kindsFromEnv(): DbKind[] {
  const only = process.env.BENCH_DB;
  return only === 'postgres' || only === 'embedded' ? [only] : DB_KINDS;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  readFigures(kindsFromEnv(), printFigure).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
