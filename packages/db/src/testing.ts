import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DriverHook } from './client';

export type TestDatabase = Database & {
  dispose: () => Promise<void>;
  /** The database's own postgres:// URL, for processes a test starts; undefined on PGlite. */
  url?: string;
};

/**
 * A migrated database of its own for one test file: a fresh database on the
 * PostgreSQL server named by DATABASE_URL, or an in-memory PGlite otherwise.
 */
export async function createTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<TestDatabase> {
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ driver: 'pglite' });
    await database.migrate();
    return { ...database, dispose: database.close };
  }
  const name = `listlens_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), maxConnections: 5 });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    dispose: async () => {
      await database.close();
      await withAdminClient(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdminClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A query as the driver was sent it. */
export type SentQuery = { text: string; values: unknown[] };

/**
 * A driver hook (openDatabase's `onDriver`) that shows `onQuery` every query the driver is
 * sent, whatever its form (pg's text or config object, PGlite's text), then runs it.
 */
export function recordingDriver(onQuery: (query: SentQuery) => void): DriverHook {
  type Query = (...args: unknown[]) => Promise<unknown>;
  return (client) => {
    const driver = client as unknown as { query: Query };
    const query = driver.query.bind(driver);
    driver.query = (...args) => {
      const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      onQuery(
        typeof first === 'string'
          ? { text: first, values: second ?? [] }
          : { text: first.text, values: second ?? first.values ?? [] },
      );
      return query(...args);
    };
  };
}
