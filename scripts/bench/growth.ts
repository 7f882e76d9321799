// Issue 19, point 2: the list routes' p99 at 1,000 and at 1,000,000 rows of one seller
// (keyset pagination: a page should cost the same whatever the table holds). PostgreSQL
// always; the embedded database too with BENCH_GROWTH_EMBEDDED=1 (its seed is slow).
//
//   npx tsx scripts/bench/growth.ts
import { pathToFileURL } from 'node:url';
import { createBenchDb, newSeller, seedRows, startServer, type BenchDb, type DbKind } from './bench-db';
import { load, printFigure, type Figure } from './reads';
import { stop } from './server-process';

const EMAIL = 'bench-growth@example.com';
const CONNECTIONS = 10;
const LIST_ROUTES = [
  { name: 'inventory_list', url: '/api/inventory/items' },
  { name: 'items_list', url: '/api/items/groups' },
  { name: 'photos_list', url: '/api/photos?view=assigned' },
];

async function p99s(db: BenchDb, cookie: string): Promise<Map<string, number>> {
  const server = await startServer(db, 3221);
  try {
    const result = new Map<string, number>();
    for (const route of LIST_ROUTES) {
      for (let i = 0; i < 20; i++)
        await (await fetch(`${server.url}${route.url}`, { headers: { cookie } })).arrayBuffer();
      result.set(route.name, (await load(`${server.url}${route.url}`, CONNECTIONS, { cookie })).p99);
    }
    return result;
  } finally {
    await stop(server);
  }
}

async function growthOn(kind: DbKind, print?: (f: Figure) => void): Promise<Figure[]> {
  const db = await createBenchDb(kind);
  const figures: Figure[] = [];
  const add = (f: Figure) => {
    figures.push(f);
    print?.(f);
  };
  try {
    const cookie = await newSeller(db, 3221, EMAIL);
    await seedRows(db, EMAIL, 1, 1_000);
    const small = await p99s(db, cookie);
    const began = performance.now();
    await seedRows(db, EMAIL, 1_001, 1_000_000);
    add({ name: `seed_1m_rows_s_${kind}`, value: (performance.now() - began) / 1000, unit: 's' });
    const large = await p99s(db, cookie);
    for (const route of LIST_ROUTES) {
      const a = small.get(route.name) ?? 0;
      const b = large.get(route.name) ?? 0;
      add({ name: `${route.name}_p99_1k_${kind}`, value: a, unit: 'ms' });
      add({ name: `${route.name}_p99_1m_${kind}`, value: b, unit: 'ms' });
      add({ name: `${route.name}_p99_growth_1k_to_1m_${kind}`, value: b / Math.max(a, 1), unit: 'x' });
    }
  } finally {
    await db.drop();
  }
  return figures;
}

export async function growthFigures(print?: (f: Figure) => void): Promise<Figure[]> {
  const kinds: DbKind[] = process.env.BENCH_GROWTH_EMBEDDED === '1' ? ['postgres', 'embedded'] : ['postgres'];
  const all: Figure[] = [];
  for (const kind of kinds) all.push(...(await growthOn(kind, print)));
  return all;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  growthFigures(printFigure).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
