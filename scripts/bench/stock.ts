// Issue 19, point 3: hot-item stock adjustments through the real API beside a bare loop
// of the same transaction (the queries the route runs between BEGIN and COMMIT, recorded
// once and replayed by same-sql-server.ts) on the same database, 16 at a time each.
//
//   npx tsx scripts/bench/stock.ts          (BENCH_DURATION seconds per loop; BENCH_DB to pick one)
import { pathToFileURL } from 'node:url';
import { benchStockAdjustments, hotItemId } from '../../apps/server/src/modules/inventory/inventory.bench';
import { createBenchDb, signUp, startServer, type DbKind } from './bench-db';
import { kindsFromEnv, printFigure, type Figure } from './reads';
import { processCpuMs, startSameSql, stop } from './server-process';

const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const CONCURRENCY = 16;

async function stockOn(kind: DbKind): Promise<Figure[]> {
  const db = await createBenchDb(kind);
  try {
    const server = await startServer(db, 3231);
    let figures: Figure[];
    let cookie: string;
    let hotId: string;
    try {
      cookie = await signUp(server.url, 'bench-stock@example.com');
      figures = await benchStockAdjustments({ url: server.url, cookie }, DURATION_MS, () =>
        processCpuMs(server.child.pid),
      );
      hotId = await hotItemId({ url: server.url, cookie });
    } finally {
      await stop(server);
    }
    const route = {
      name: 'stock_hot_item',
      method: 'POST' as const,
      url: `/api/inventory/items/${hotId}/movements`,
      body: { movement_type: 'restock', quantity_change: 1, reference_number: 'BENCH' },
    };
    const baseline = await startSameSql(3232, {
      ...db.env,
      BENCH_COOKIE: cookie,
      BENCH_ROUTES: JSON.stringify([route]),
    });
    let loop: { rate: number; done: number; statements: number };
    let loopCpu: number | null = null;
    try {
      const cpuBefore = processCpuMs(baseline.child.pid);
      const response = await fetch(
        `${baseline.url}/same-sql-loop/stock_hot_item?ms=${DURATION_MS}&concurrency=${CONCURRENCY}`,
        { method: 'POST' },
      );
      if (!response.ok) throw new Error(`same-SQL loop answered ${response.status}`);
      loop = (await response.json()) as typeof loop;
      const cpuAfter = processCpuMs(baseline.child.pid);
      if (cpuBefore !== null && cpuAfter !== null && loop.done > 0) loopCpu = (cpuAfter - cpuBefore) / loop.done;
    } finally {
      await stop(baseline);
    }
    const hot = figures.find((f) => f.name === 'stock_adjustments_per_s_hot_item')?.value ?? 0;
    return [
      ...figures.map((f) => ({ ...f, name: `${f.name}_${kind}` })),
      { name: `stock_hot_item_sql_loop_per_s_${kind}`, value: loop.rate, unit: 'transactions/s' },
      { name: `stock_hot_item_sql_loop_statements_${kind}`, value: loop.statements, unit: 'statements' },
      // CPU per operation of the two processes (the app's for the hot-item loop above): on a loaded
      // machine the wall-clock rates swing with the other work, these much less.
      ...(loopCpu === null
        ? []
        : [{ name: `stock_hot_item_sql_loop_cpu_per_transaction_${kind}`, value: loopCpu, unit: 'ms' }]),
      { name: `stock_hot_item_to_sql_loop_ratio_${kind}`, value: hot / loop.rate, unit: 'x' },
    ];
  } finally {
    await db.drop();
  }
}

export async function stockFigures(kinds: DbKind[], print?: (f: Figure) => void): Promise<Figure[]> {
  const all: Figure[] = [];
  for (const kind of kinds)
    for (const f of await stockOn(kind)) {
      all.push(f);
      print?.(f);
    }
  return all;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  stockFigures(kindsFromEnv(), printFigure).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
