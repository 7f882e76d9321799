import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@listlens/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirePostgres, skipWithoutPostgres } from './postgres-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// docs/deploy.md, "Backups and restore": a pg_dump of the database, restored with pg_restore
// into a new, empty database, serves the same seller: the password signs in, the session cookie
// from before the dump still works, and the seller's records are there.

let dir: string;
let original: TestApp;
let restored: TestApp | undefined;

const withAdmin = async (fn: (c: pg.Client) => Promise<unknown>) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await fn(admin);
  } finally {
    await admin.end();
  }
};

describe.skipIf(skipWithoutPostgres)('a database dump restored into a new database (PostgreSQL)', () => {
  beforeAll(async () => {
    requirePostgres();
    dir = mkdtempSync(path.join(tmpdir(), 'listlens-restore-'));
    original = await createTestApp({ DATA_DIR: dir });
  }, 60_000);
  afterAll(async () => {
    await restored?.close();
    await original?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the same seller from the restored database', async () => {
    const { cookie, me } = await signUp(original.app, 'restored@example.com', 'Rita Restore', 'Copper-Lantern-93');
    const created = await original.app.inject({
      method: 'POST',
      url: '/api/inventory/items',
      headers: { cookie },
      payload: { sku: 'KEEP-1', name: 'Linen shirt', total_quantity: 3 },
    });
    expect(created.statusCode).toBe(201);

    const dump = path.join(dir, 'listlens.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, original.database.url ?? '']);
    const name = `listlens_r_${randomBytes(6).toString('hex')}`;
    await withAdmin((c) => c.query(`create database ${name}`));
    const url = new URL(original.database.url ?? '');
    url.pathname = `/${name}`;
    execFileSync('pg_restore', ['--no-owner', `--dbname=${url.toString()}`, dump]);
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), maxConnections: 5 });
    restored = await createTestApp(
      { DATA_DIR: dir },
      undefined,
      {},
      {
        ...database,
        url: url.toString(),
        dispose: async () => {
          await database.close();
          await withAdmin((c) => c.query(`drop database if exists ${name} with (force)`));
        },
      },
    );

    const again = await restored.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ user: { id: me.user.id, email: 'restored@example.com' } });
    const signIn = await restored.app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { email: 'restored@example.com', password: 'Copper-Lantern-93' },
    });
    expect(signIn.statusCode).toBe(200);
    const stock = await restored.app.inject({ method: 'GET', url: '/api/inventory/items', headers: { cookie } });
    expect(JSON.stringify(stock.json())).toContain('KEEP-1');
  }, 60_000);
});
