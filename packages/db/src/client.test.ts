import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable, openDatabase } from './client';

// Several servers and workers starting at once against one new PostgreSQL database (a first
// deploy, a rolling restart) all migrate it: one does, the others wait and find it done.

const serverUrl = process.env.DATABASE_URL;
const CI = process.env.CI === 'true' || process.env.CI === '1';

// Skipped without PostgreSQL on a laptop; in CI a missing DATABASE_URL fails it.
describe.skipIf(!serverUrl && !CI)('migrations on PostgreSQL', () => {
  it('run once when three servers start together on an empty database (three pools here)', async () => {
    if (!serverUrl) throw new Error('this test needs PostgreSQL: set DATABASE_URL');
    const name = `listlens_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ driver: 'postgres', url: url.toString(), maxConnections: 2 })),
    );
    try {
      await Promise.all(databases.map((d) => d.migrate()));
      const { rows } = await databases[0]!.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
      const applied = (rows as { n: number }[])[0]?.n ?? 0;
      expect(applied).toBeGreaterThan(10);
      await databases[1]!.executeSql('select 1 from job_heartbeats limit 1');
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});

describe('a database that cannot be reached just now', () => {
  it("is told apart from a query's own error, the pool's wait for a connection included", () => {
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnreachable(new Error('wrapped', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnreachable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
