import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '@listlens/db';
import { startListLens, stop, type Started } from './server-process';

// A fresh database for one bench part: embedded (PGlite in a temporary data folder)
// or a new PostgreSQL database on the local server, dropped afterwards.

export type DbKind = 'postgres' | 'embedded';
export const DB_KINDS: DbKind[] = ['postgres', 'embedded'];

const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDb = {
  kind: DbKind;
  /** What the server and the same-SQL baseline are started with. */
  env: Record<string, string>;
  /**
   * Runs statements on the database. The embedded database has one owner at a
   * time: call it only while no server holds the data folder.
   */
  run: (text: string, values?: unknown[]) => Promise<void>;
  /**
   * What a second process is started with to serve the same rows beside the first: the same
   * PostgreSQL database, or a copy of the embedded data folder (one owner at a time), made
   * now, so call it only while no server holds the folder.
   */
  twin: () => Record<string, string>;
  drop: () => Promise<void>;
};

export async function createBenchDb(kind: DbKind): Promise<BenchDb> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `listlens-bench-${kind}-`));
  const copies: string[] = [];
  const removeDir = () => {
    for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
  };
  if (kind === 'embedded') {
    return {
      kind,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      twin: () => {
        const copy = mkdtempSync(path.join(tmpdir(), `listlens-bench-${kind}-twin-`));
        cpSync(dataDir, copy, { recursive: true });
        copies.push(copy);
        return { DATA_DIR: copy, DATABASE_URL: '' };
      },
      run: async (text, values) => {
        const database = await openDatabase({ driver: 'pglite', dataDir: path.join(dataDir, 'db') });
        try {
          await database.executeSql(text, values);
        } finally {
          await database.close();
        }
      },
      drop: async () => removeDir(),
    };
  }
  const name = `listlens_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    kind,
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    twin: () => ({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }),
    run: async (text, values) => {
      await pool.query(text, values);
    },
    drop: async () => {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      removeDir();
    },
  };
}

/** Signs a seller up through the real API; answers the session cookie. */
export async function signUp(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Seller', email, password: 'bench-password' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('listlens.session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return cookie;
}

/** Starts the real server on `db` with its default request logging (LOG_LEVEL info, JSON lines). */
export const startServer = (db: BenchDb, port: number, env: Record<string, string> = {}): Promise<Started> =>
  startListLens(port, { ...db.env, LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env });

/** A new seller on `db`; the server is stopped again so the embedded database can be seeded. */
export async function newSeller(db: BenchDb, port: number, email: string): Promise<string> {
  const server = await startServer(db, port);
  try {
    return await signUp(server.url, email);
  } finally {
    await stop(server);
  }
}

/**
 * Rows numbered `from`..`to` of the seller with `email`, each kind in one
 * INSERT ... SELECT generate_series: stored items (newest first by number),
 * inventory items with the same SKUs, and one assigned photo per SKU, so the
 * Generate list shows each item; the photos already checked for adult content, as uploads are within seconds.
 */
export async function seedRows(db: BenchDb, email: string, from: number, to: number): Promise<void> {
  const sku = `'BENCH-' || lpad(g::text, 7, '0')`;
  const at = `now() - make_interval(secs => g)`;
  const seller = `from users u, generate_series($2::int, $3::int) g where u.email = $1`;
  await db.run(
    `insert into items (user_id, sku, title, brand, category, size, condition, color, suggested_price, status, created_at, updated_at)
     select u.id, ${sku}, 'Bench item ' || g, 'Brand ' || (g % 50), 'Tops', 'M', 'Pre-owned', 'Blue', (10 + g % 90)::numeric, 'draft', ${at}, ${at}
     ${seller}`,
    [email, from, to],
  );
  await db.run(
    `insert into inventory_items (user_id, sku, name, category, total_quantity, available_quantity, average_cost, total_value, created_at, updated_at)
     select u.id, ${sku}, 'Bench item ' || g, 'clothing', 3, 3, 4.50, 13.50, ${at}, ${at}
     ${seller}`,
    [email, from, to],
  );
  await db.run(
    `insert into uploaded_photos (user_id, image_url, filename, file_size, file_type, status, assigned_sku, storage_path, width, height, content_hash, upload_order, adult_checked_at, created_at, updated_at)
     select u.id, '/api/photos/bench-' || g || '/files/display', 'p' || g || '.jpg', 200000, 'image/jpeg', 'assigned', ${sku},
            u.id || '/bench_' || g || '.jpg', 1600, 1200, md5(g::text), g, ${at}, ${at}, ${at}
     ${seller}`,
    [email, from, to],
  );
  // What a database that grew over months has long done: the rows vacuumed and the planner's
  // statistics taken. Otherwise autovacuum works through the fresh rows while the bench measures.
  await db.run('vacuum analyze items, inventory_items, uploaded_photos');
}
