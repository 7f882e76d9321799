// Issue 19, point 2: the main read routes near the database's limit. On each database
// (PostgreSQL, then embedded), one seller with 10,000 items, inventory items and photos;
// each route through the real server beside a bare Fastify route replaying the very same
// SQL through the same driver (same-sql-server.ts), at 50 and 200 connections.
//
//   npx tsx scripts/bench/reads.ts   (BENCH_DURATION seconds per side of each ratio, default 10,
//                                     in BENCH_SLICES turns, default 2; BENCH_DB=postgres|embedded;
//                                     BENCH_READS=items_list,... and BENCH_CONNECTIONS=50 for a part)
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { createBenchDb, DB_KINDS, newSeller, seedRows, startServer, type BenchDb, type DbKind } from './bench-db';
import type { BenchRoute } from './same-sql-server';
import { startSameSql, stop } from './server-process';

export type Figure = { name: string; value: number; unit: string };

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
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
export async function load(
  url: string,
  connections: number,
  headers: Record<string, string> = {},
  seconds = DURATION_S,
): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  // Requests still open when autocannon stops are answered after it: one more request waits
  // behind them (the pool serves queries in turn), so the next measurement starts on an idle server.
  await (await fetch(url, { headers })).arrayBuffer();
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p99: result.latency.p99,
    failed: result.errors + result.timeouts,
  };
}

/** How many turns each side of a ratio gets: DURATION_S in all, split in slices. */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 2));

/** Throughput over all slices (each as long as the others), the median slice's p99 (the higher of two), every failure. */
function combined(slices: Load[]): Load {
  const p99s = slices.map((s) => s.p99).sort((a, b) => a - b);
  return {
    rps: slices.reduce((sum, s) => sum + s.rps, 0) / slices.length,
    p99: p99s[Math.floor(p99s.length / 2)] ?? 0,
    failed: slices.reduce((sum, s) => sum + s.failed, 0),
  };
}

/** The same route on the app and on its baseline. */
type Pair = { route: BenchRoute; c: number; app: Load; bare: Load };

/**
 * Both servers run side by side and take turns: each side of a ratio is measured in
 * SLICES slices, app and baseline one after the other (the order turning each time), so
 * a machine busy with other work weighs on both sides alike rather than on the side that
 * happened to run in its busy seconds.
 */
async function measurePairs(app: string, bare: string, cookie: string): Promise<Pair[]> {
  const pairs: Pair[] = [];
  const seconds = Math.max(1, Math.round(DURATION_S / SLICES));
  const only = process.env.BENCH_READS?.split(',');
  for (const route of READ_ROUTES.filter((r) => !only || only.includes(r.name))) {
    const onApp = (c: number) => load(`${app}${route.url}`, c, { cookie }, seconds);
    const onBare = (c: number) => load(`${bare}/same-sql/${route.name}`, c, {}, seconds);
    // Warm-up: the first answers pay for JIT and connection set-up.
    for (let i = 0; i < 20; i++) {
      await (await fetch(`${app}${route.url}`, { headers: { cookie } })).arrayBuffer();
      await (await fetch(`${bare}/same-sql/${route.name}`)).arrayBuffer();
    }
    for (const c of CONNECTIONS) {
      const apps: Load[] = [];
      const bares: Load[] = [];
      for (let slice = 0; slice < SLICES; slice++) {
        if (slice % 2 === 0) {
          apps.push(await onApp(c));
          bares.push(await onBare(c));
        } else {
          bares.push(await onBare(c));
          apps.push(await onApp(c));
        }
      }
      pairs.push({ route, c, app: combined(apps), bare: combined(bares) });
    }
  }
  return pairs;
}

async function readsOn(db: BenchDb): Promise<Figure[]> {
  const cookie = await newSeller(db, 3211, EMAIL);
  await seedRows(db, EMAIL, 1, ROWS);
  const twin = db.twin();
  const server = await startServer(db, 3211);
  let pairs: Pair[];
  try {
    const baseline = await startSameSql(3212, {
      ...twin,
      BENCH_COOKIE: cookie,
      BENCH_ROUTES: JSON.stringify(READ_ROUTES),
    });
    try {
      pairs = await measurePairs(server.url, baseline.url, cookie);
    } finally {
      await stop(baseline);
    }
  } finally {
    await stop(server);
  }

  const figures: Figure[] = [];
  for (const { route, c, app: a, bare: b } of pairs) {
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
