import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/adapters/storage/local-storage';
import type { PhotoStorage } from '../src/adapters/storage/photo-storage';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createDeps } from '../src/deps';
import { formOf, photo } from './photos-support';
import { signUp } from './test-app';

// Issue 3, "Bad input, faults": a failed storage write leaves no row; a failed
// row insert leaves no file. The storage is the real local driver with a
// switch that makes its writes fail, the way a full disk or a lost bucket would.

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const stored = new Set<string>();
let failWritesAfter = Infinity;

function observedStorage(inner: PhotoStorage): PhotoStorage {
  let writes = 0;
  return {
    ...inner,
    put: async (key, body, type) => {
      if (++writes > failWritesAfter) throw new Error('disk full');
      await inner.put(key, body, type);
      stored.add(key);
    },
    delete: async (keys) => {
      await inner.delete(keys);
      keys.forEach((k) => stored.delete(k));
    },
  };
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-photos-faults-'));
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '100/60' });
  const deps = createDeps({ config, database, secret: 'test-secret-test-secret-test-secret-0123' });
  app = await createApp({ ...deps, photoStorage: observedStorage(createLocalStorage(path.join(dataDir, 'photos'))) });
});
afterAll(async () => {
  await app.close();
  await database.dispose();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file on disk under the photos folder, `.part` files of cut-short writes included. */
const filesOnDisk = () => {
  const root = path.join(dataDir, 'photos');
  return existsSync(root) ? readdirSync(root, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()) : [];
};
const countRows = async () => (await database.db.select().from(schema.uploadedPhotos)).length;

describe('storage and database faults', () => {
  it("a failed storage write leaves no row and no file, with the spec's storage message", async () => {
    const { cookie } = await signUp(app, 'disk-full@example.com');
    failWritesAfter = 4; // the first photo's three files and one of the second's
    const res = await app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf([
        { name: 'a.jpg', bytes: await photo(300, 200) },
        { name: 'b.jpg', bytes: await photo(300, 200, '#ff0000') },
      ]),
    });
    failWritesAfter = Infinity;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'storage_unavailable',
      message: 'Photo storage is not set up. Please contact support for assistance.',
    });
    expect(await countRows()).toBe(0);
    expect([...stored]).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('a failed row insert leaves no file', async () => {
    const { cookie } = await signUp(app, 'db-fails@example.com');
    await database.db.execute(sql`
      create function refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.filename = 'boom.jpg' then raise exception 'insert refused'; end if;
        return new;
      end $$`);
    await database.db.execute(
      sql`create trigger refuse_boom before insert on uploaded_photos for each row execute function refuse_boom()`,
    );
    const res = await app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf([
        { name: 'fine.jpg', bytes: await photo(300, 200) },
        { name: 'boom.jpg', bytes: await photo(300, 200, '#00ff00') },
      ]),
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
    expect(await countRows()).toBe(0);
    expect([...stored]).toEqual([]);
    expect(filesOnDisk()).toEqual([]);
  });
});
