// The "same SQL" baseline (issue 19, points 2 and 3). Opens the database exactly as the
// server does (packages/db's openDatabase: the same pg Pool settings or the same PGlite
// data folder), runs each route of BENCH_ROUTES once through the real app (in process,
// with the seller's cookie) while recording every query the driver receives, then serves
// bare Fastify routes that replay those queries, with the same parameters and the same
// concurrency, through the same driver: no auth, no logging, no hooks. Each is replayed with
// rows as arrays, the driver's cheapest answer, whichever row shape the app asked for (its
// plain list queries ask for objects), so the baseline stays the database's limit.
//
//   GET  /same-sql/:name       the route's queries; answers the rows it read
//   POST /same-sql-loop/:name  the route's transaction (its queries inside BEGIN..COMMIT)
//                              repeated by `concurrency` loops for `ms`; answers { rate }
import path from 'node:path';
import Fastify from 'fastify';
import { openDatabase, type DriverClient } from '@listlens/db';
import { createApp } from '../../apps/server/src/app';
import { resolveAppSecret } from '../../apps/server/src/config/app-secret';
import { loadConfig } from '../../apps/server/src/config/config';
import { createDeps } from '../../apps/server/src/deps';

export type BenchRoute = { name: string; method: 'GET' | 'POST'; url: string; body?: unknown };

type Query = (...args: unknown[]) => Promise<{ rows: unknown[] }>;
type Call = { inTransaction: boolean; args: unknown[] };
type Transaction = (fn: (tx: { query: Query }) => Promise<void>) => Promise<void>;

const routes = JSON.parse(process.env.BENCH_ROUTES ?? '[]') as BenchRoute[];
const cookie = process.env.BENCH_COOKIE ?? '';
const port = Number(process.argv[2] ?? 3302);

/** Queries recorded for the route being captured, in batches: a query sent while another is running joins its batch. */
let recording: Call[][] | null = null;
let inFlight = 0;

function watched(query: Query, inTransaction: boolean): Query {
  return (...args) => {
    if (recording) {
      if (inFlight === 0 || recording.length === 0) recording.push([]);
      recording.at(-1)?.push({ inTransaction, args });
    }
    inFlight++;
    return query(...args).finally(() => inFlight--);
  };
}

let poolQuery!: Query;
let poolIsPg = false;

/** The recorded call, asking for rows as arrays: pg takes `rowMode` in a config, PGlite in its options. */
function asArrays(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (typeof first === 'object' && first !== null) return [{ ...first, rowMode: 'array' }, ...rest];
  if (poolIsPg) return [{ text: first, values: rest[0], rowMode: 'array' }];
  return [first, rest[0] ?? [], { ...(rest[1] as object | undefined), rowMode: 'array' }];
}
/** PostgreSQL: a pooled client for one transaction. PGlite: its own transaction(). */
let runTransaction!: (calls: Call[]) => Promise<void>;

function instrument(client: DriverClient): void {
  const driver = client as unknown as {
    query: Query;
    connect?: (...args: unknown[]) => Promise<{ query: Query; release: () => void }>;
    transaction?: Transaction;
  };
  poolQuery = driver.query.bind(driver);
  driver.query = watched(poolQuery, false);
  const { connect, transaction } = driver;
  if (connect) {
    poolIsPg = true;
    const original = connect.bind(driver);
    // pg's Pool uses connect(callback) itself for pool.query: only the promise form (drizzle's transactions) is watched.
    driver.connect = (...args: unknown[]) => {
      if (typeof args[0] === 'function') return original(...args);
      return original().then((pooled) => {
        const view = Object.create(pooled) as { query: Query };
        view.query = watched(pooled.query.bind(pooled), true);
        return view as typeof pooled;
      });
    };
    runTransaction = async (calls) => {
      const pooled = await original();
      try {
        for (const call of calls) await pooled.query(...asArrays(call.args));
      } finally {
        pooled.release();
      }
    };
  } else if (transaction) {
    const original = transaction.bind(driver);
    driver.transaction = (fn) =>
      original((tx) => {
        tx.query = watched(tx.query.bind(tx), true);
        return fn(tx);
      });
    runTransaction = (calls) =>
      original(async (tx) => {
        for (const call of calls) await tx.query(...asArrays(call.args));
      });
  }
}

const config = loadConfig();
const dataDir = path.resolve(config.DATA_DIR);
const database = await openDatabase(
  config.DATABASE_URL
    ? { driver: 'postgres', url: config.DATABASE_URL, onDriver: instrument }
    : { driver: 'pglite', dataDir: path.join(dataDir, 'db'), onDriver: instrument },
);
const app = await createApp(createDeps({ config, database, secret: resolveAppSecret(config.APP_SECRET, dataDir) }));

const captured = new Map<string, Call[][]>();
for (const route of routes) {
  const send = () =>
    app.inject({
      method: route.method,
      url: route.url,
      headers: { cookie, ...(route.body ? { origin: config.publicUrl } : {}) },
      ...(route.body ? { payload: route.body as object } : {}),
    });
  // Once to warm what a first request does, then once recorded.
  await send();
  recording = [];
  const answer = await send();
  if (answer.statusCode >= 300) throw new Error(`${route.url} answered ${answer.statusCode}: ${answer.body}`);
  captured.set(route.name, recording);
  recording = null;
}

const bare = Fastify({ logger: false });
bare.get('/hello', async () => ({ hello: 'world' }));
bare.get<{ Params: { name: string } }>('/same-sql/:name', async (request, reply) => {
  const batches = captured.get(request.params.name);
  if (!batches) return reply.status(404).send();
  const rows: unknown[][] = [];
  for (const batch of batches) {
    const results = await Promise.all(batch.map((call) => poolQuery(...asArrays(call.args))));
    for (const result of results) rows.push(result.rows);
  }
  return rows;
});
bare.post<{ Params: { name: string }; Querystring: { ms?: string; concurrency?: string } }>(
  '/same-sql-loop/:name',
  async (request, reply) => {
    const calls = captured
      .get(request.params.name)
      ?.flat()
      .filter((c) => c.inTransaction);
    if (!calls || calls.length === 0) return reply.status(404).send();
    const deadline = performance.now() + Number(request.query.ms ?? 3000);
    const started = performance.now();
    let done = 0;
    const loop = async () => {
      while (performance.now() < deadline) {
        await runTransaction(calls);
        done++;
      }
    };
    await Promise.all(Array.from({ length: Number(request.query.concurrency ?? 16) }, loop));
    return { rate: done / ((performance.now() - started) / 1000), done, statements: calls.length };
  },
);
await bare.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void bare.close().then(() => database.close().then(() => process.exit(0))));
