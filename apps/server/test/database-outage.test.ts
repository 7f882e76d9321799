import { createServer, connect, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { openDatabase, schema, type Database } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createDeps } from '../src/deps';
import { requirePostgres, skipWithoutPostgres } from './postgres-support';
import { freePort } from './process-support';
import { signUp } from './test-app';

// Issue 19, point 4: PostgreSQL goes away for 10 s (a failover, a restart). The server reaches it
// through a small TCP proxy that this test closes, dropping every connection, and opens again.
// Meanwhile requests answer 503 problem+json with a clear message and write nothing half; after,
// the same server (no restart) answers again.

const OUTAGE_MESSAGE = 'The database is not reachable just now. Please try again in a moment.';

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, new ones refused) and restored. */
function databaseProxy(target: URL, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('error', () => undefined);
          s.on('close', () => {
            sockets.delete(s);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  return { up, down };
}

let backing: TestDatabase;
let proxied: Database;
let app: FastifyInstance;
let proxy: ReturnType<typeof databaseProxy>;

describe.skipIf(skipWithoutPostgres)('the database away for 10 s (PostgreSQL)', () => {
  beforeAll(async () => {
    requirePostgres();
    backing = await createTestDatabase();
    const url = new URL(backing.url ?? '');
    const port = await freePort();
    proxy = databaseProxy(url, port);
    await proxy.up();
    const viaProxy = new URL(url);
    viaProxy.host = `127.0.0.1:${port}`;
    proxied = await openDatabase({ driver: 'postgres', url: viaProxy.toString(), maxConnections: 5 });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_UP_RATE_LIMIT: '1000/60' });
    const deps = createDeps({ config, database: proxied, secret: 'test-secret-test-secret-test-secret-0123' });
    app = await createApp(deps);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await backing?.dispose();
  });

  it('answers 503 with a clear message, writes nothing half, and recovers without a restart', async () => {
    const { cookie, me } = await signUp(app, 'outage@example.com');
    const addStock = (sku: string) =>
      app.inject({
        method: 'POST',
        url: '/api/inventory/items',
        headers: { cookie },
        payload: { sku, name: 'Wool scarf', total_quantity: 4 },
      });
    expect((await addStock('BEFORE-1')).statusCode).toBe(201);

    await proxy.down();
    const wentAway = Date.now();
    const expectOutage = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) => {
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ status: 503, code: 'database_unavailable', message: OUTAGE_MESSAGE });
    };
    // Reads, a write of two rows (the item and its opening stock movement), a sign-up, the session check.
    expectOutage(await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } }));
    expectOutage(await addStock('DURING-1'));
    expectOutage(
      await app.inject({
        method: 'POST',
        url: '/api/accounts',
        payload: { fullName: 'Late Seller', email: 'late@example.com', password: 'Thimble-Harbor-42' },
      }),
    );
    expectOutage(await app.inject({ method: 'GET', url: '/api/inventory/items', headers: { cookie } }));
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    // Still away at the end of the 10 s.
    await new Promise((r) => setTimeout(r, Math.max(0, 10_000 - (Date.now() - wentAway))));
    expectOutage(await addStock('DURING-2'));

    await proxy.up();
    // The same process answers again: the pool replaces its broken connections.
    const meAgain = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(meAgain.statusCode).toBe(200);
    expect((await addStock('AFTER-1')).statusCode).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Nothing from the outage was stored, not even in part.
    const skus = (
      await backing.db.select().from(schema.inventoryItems).where(eq(schema.inventoryItems.userId, me.user.id))
    ).map((i) => i.sku);
    expect(skus.sort()).toEqual(['AFTER-1', 'BEFORE-1']);
    const late = await backing.db.select().from(schema.authUsers).where(eq(schema.authUsers.email, 'late@example.com'));
    expect(late).toEqual([]);
  }, 60_000);
});
