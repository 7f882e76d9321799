// Issue 19, point 2: the plans of the queries each list route sends, on PostgreSQL with
// BENCH_EXPLAIN_ROWS rows of one seller (default 1,000,000). A page should be an index range
// scan whose cost does not depend on the table: read the plans for Seq Scan, a Sort over the
// whole seller, or "Rows Removed by Filter" in the thousands.
//
//   npx tsx scripts/bench/explain-lists.ts [/api/route ...]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@listlens/db';
import { recordingDriver, type SentQuery } from '@listlens/db/testing';
import { createBenchDb, seedRows } from './bench-db';

const ROWS = Number(process.env.BENCH_EXPLAIN_ROWS ?? 1_000_000);
const EMAIL = 'bench-explain@example.com';
const ROUTES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [
      '/api/me',
      '/api/items/groups',
      '/api/inventory/items',
      '/api/photos?view=assigned',
      '/api/photos?view=unassigned',
      '/api/dashboard/summary',
    ];

let recording: SentQuery[] | null = null;
const instrument = recordingDriver((query) => recording?.push(query));

const db = await createBenchDb('postgres');
try {
  process.env.DATABASE_URL = db.env.DATABASE_URL;
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'listlens-explain-'));
  process.env.LOG_LEVEL = 'warn';
  const { loadConfig } = await import('../../apps/server/src/config/config');
  const { createDeps } = await import('../../apps/server/src/deps');
  const { createApp } = await import('../../apps/server/src/app');
  const { resolveAppSecret } = await import('../../apps/server/src/config/app-secret');
  const config = loadConfig();
  const database = await openDatabase({ driver: 'postgres', url: config.DATABASE_URL ?? '', onDriver: instrument });
  await database.migrate();
  const app = await createApp(
    createDeps({ config, database, secret: resolveAppSecret(config.APP_SECRET, config.DATA_DIR) }),
  );
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    headers: { origin: config.publicUrl },
    payload: { fullName: 'Bench Seller', email: EMAIL, password: 'bench-password' },
  });
  const cookie = signUp.cookies.find((c) => c.name === 'listlens.session_token');
  if (!cookie) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const began = performance.now();
  await seedRows(db, EMAIL, 1, ROWS);
  console.log(`seeded ${ROWS} rows in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  for (const url of ROUTES) {
    const send = () => app.inject({ method: 'GET', url, cookies: { [cookie.name]: cookie.value } });
    await send();
    recording = [];
    const answer = await send();
    const queries = recording;
    recording = null;
    console.log(`\n=== ${url} -> ${answer.statusCode}, ${answer.body.length} bytes, ${queries.length} queries`);
    for (const q of queries) {
      console.log(`\n--- ${q.text}\n    ${JSON.stringify(q.values).slice(0, 300)}`);
      if (!/^\s*select/i.test(q.text) && !/^\s*with/i.test(q.text)) continue;
      const plan = await database.executeSql(`explain (analyze, buffers) ${q.text}`, q.values);
      for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(`    ${row['QUERY PLAN']}`);
    }
  }
  await app.close();
  await database.close();
} finally {
  await db.drop();
}
