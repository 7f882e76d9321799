import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbDriver = 'pglite' | 'postgres';

/** Raw SQL access, shaped the way pg-boss expects its `db` option. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type Database = {
  db: Db;
  driver: DbDriver;
  executeSql: ExecuteSql;
  /**
   * Calls `onNotice` with the payload of every NOTIFY on `channel`, before the statement that
   * sent it (or its COMMIT) returns. Only the embedded database has it: it is one process's own,
   * so a notice is heard before anyone else can read the change (decision 043).
   */
  listen?: (channel: string, onNotice: (payload: string) => void) => Promise<void>;
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** The driver object drizzle sends every query through (a pg Pool or a PGlite instance). */
export type DriverClient = { query: (...args: never[]) => Promise<unknown> };

/**
 * Sees the driver before drizzle does. The read bench wraps its `query` to
 * record a route's queries and replay them through the very same driver.
 */
export type DriverHook = (client: DriverClient) => void;

export type DatabaseOptions =
  | { driver: 'postgres'; url: string; maxConnections?: number; onDriver?: DriverHook }
  /** `dataDir` undefined means an in-memory database (tests). */
  | { driver: 'pglite'; dataDir?: string; onDriver?: DriverHook };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));
/** The advisory lock key that serialises migrations on one PostgreSQL database ('lstl' in ASCII). */
const MIGRATION_LOCK = 0x6c73746c;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === 'postgres'
    ? openPostgres(options.url, options.maxConnections, options.onDriver)
    : openPglite(options.dataDir, options.onDriver);
}

async function openPglite(dataDir?: string, onDriver?: DriverHook): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  onDriver?.(client as unknown as DriverClient);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // PGlite's `exec` runs several statements without parameters; `query` runs one with them.
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Whether an error (or one of its causes) says the database cannot be reached right now: the
 * connection was refused, dropped or timed out, or the server is shutting down or starting
 * (SQLSTATE classes 08 and 57P). Such a request may succeed a moment later; a query error may not.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  const NETWORK = new Set([
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    'EHOSTUNREACH',
    'ENOTFOUND',
    'EAI_AGAIN',
  ]);
  // 'timeout exceeded when trying to connect' is pg's pool after 5 s without a connection: the
  // server does not answer, or every connection is busy; either way a moment later may do.
  const LOST =
    /connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|client has encountered a connection error|not queryable/i;
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (NETWORK.has(code) || /^(08|57P0[1-3])/.test(code))) return true;
    if (typeof message === 'string' && LOST.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnreachable)) return true;
    current = cause;
  }
  return false;
}

async function openPostgres(url: string, maxConnections = 10, onDriver?: DriverHook): Promise<Database> {
  // A database that does not answer fails the request after 5 s instead of holding it open.
  const pool = new pg.Pool({ connectionString: url, max: maxConnections, connectionTimeoutMillis: 5000 });
  onDriver?.(pool as unknown as DriverClient);
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    executeSql: (text, values) => pool.query(text, values),
    migrate: async () => {
      // Several servers and workers may start at once (a rolling deploy): one migrates while
      // the others wait on the lock, then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
