import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { createTestDatabase, type TestDatabase } from '@listlens/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/adapters/storage/local-storage';
import type { ImageEngine } from '../src/adapters/image/image-engine';
import type { PhotoStorage } from '../src/adapters/storage/photo-storage';
import type { AdultContentScore, VisionEngine } from '../src/adapters/vision/vision-engine';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createDeps } from '../src/deps';
import { scoreUploadedPhotos } from '../src/modules/photos/photo-safety';
import { formOf, photo } from './photos-support';
import { signUp } from './test-app';

// Issue 3, "Bad input, faults": a failed storage write leaves no row; a failed
// row insert leaves no file. The storage is the real local driver with a
// switch that makes its writes fail, the way a full disk or a lost bucket would.
// The engines come in through the deps too (issue 15): the image engine is the
// real one with a switch that makes its encoding fail, and the vision engine a
// stand-in whose adult-content score the test chooses.

let app: FastifyInstance;
let database: TestDatabase;
let dataDir: string;
const stored = new Set<string>();
let failWritesAfter = Infinity;
let encodesLeft = Infinity;
let storage: PhotoStorage;
const scored: Buffer[] = [];

/** The real image engine, whose encodings fail once `encodesLeft` are done (a codec crash, memory running out). */
function flakyImage(inner: ImageEngine): ImageEngine {
  return {
    ...inner,
    encode: async (input, steps, format, limits) => {
      if (encodesLeft-- <= 0) throw new Error('vips: out of memory');
      return inner.encode(input, steps, format, limits);
    },
  };
}

/** A vision engine without TensorFlow: every photo gets the same explicit score. */
const explicit: AdultContentScore = {
  score: 0.93,
  flagged: true,
  classes: { Drawing: 0.01, Hentai: 0.03, Neutral: 0.04, Porn: 0.9, Sexy: 0.02 },
};
const fakeVision: VisionEngine = {
  viewGarment: () => Promise.reject(new Error('not used here')),
  itemTypeReviewThreshold: () => 0.5,
  scoreAdultContent: async (image) => {
    scored.push(image);
    return explicit;
  },
  close: async () => undefined,
};

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
  storage = observedStorage(createLocalStorage(path.join(dataDir, 'photos')));
  app = await createApp({
    ...deps,
    photoStorage: storage,
    engines: { ...deps.engines, image: flakyImage(deps.engines.image), vision: fakeVision },
  });
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

/**
 * A new seller's upload of two photos while `fault` is on (it returns the switch
 * that turns it off): the first photo goes through whole, the fault hits the second.
 */
async function uploadTwoWith(email: string, fault: () => () => void) {
  const { cookie } = await signUp(app, email);
  const off = fault();
  try {
    return await app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf([
        { name: 'a.jpg', bytes: await photo(300, 200) },
        { name: 'b.jpg', bytes: await photo(300, 200, '#ff0000') },
      ]),
    });
  } finally {
    off();
  }
}

/** A refused upload leaves nothing behind: no row, and none of the files it wrote. */
async function expectNothingKept(): Promise<void> {
  expect(await countRows()).toBe(0);
  expect([...stored]).toEqual([]);
  expect(filesOnDisk()).toEqual([]);
}

describe('storage and database faults', () => {
  it("a failed storage write leaves no row and no file, with the spec's storage message", async () => {
    const res = await uploadTwoWith('disk-full@example.com', () => {
      failWritesAfter = 4; // the first photo's three files and one of the second's
      return () => (failWritesAfter = Infinity);
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'storage_unavailable',
      message: 'Photo storage is not set up. Please contact support for assistance.',
    });
    await expectNothingKept();
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
    await expectNothingKept();
  });
});

describe('engines passed in', () => {
  it('an image engine that fails mid-upload refuses the upload with that photo named, leaving no row and no file', async () => {
    const res = await uploadTwoWith('codec-crash@example.com', () => {
      encodesLeft = 5; // the first photo's three files and two of the second's
      return () => (encodesLeft = Infinity);
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'invalid_photo',
      message: '"b.jpg" is damaged or incomplete and could not be read.',
    });
    await expectNothingKept();
  });

  it('the adult-content check scores the stored thumbnail with the vision engine it is given, and the list shows the flag', async () => {
    const { cookie, me } = await signUp(app, 'vision-swap@example.com');
    const upload = await app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf([{ name: 'c.jpg', bytes: await photo(600, 400) }]),
    });
    expect(upload.statusCode).toBe(201);
    const [uploaded] = upload.json().photos as { id: string; adult_flagged: boolean }[];
    expect(uploaded?.adult_flagged).toBe(false);

    const logger = app.log;
    const result = await scoreUploadedPhotos(
      { db: database.db, photoStorage: storage, logger, engines: { vision: fakeVision } },
      me.user.id,
      [uploaded!.id],
      { finalAttempt: true },
    );
    expect(result).toEqual({ scored: 1, failed: 0 });
    // The 400 px WebP thumbnail, as stored.
    expect(scored.at(-1)?.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const list = await app.inject({ method: 'GET', url: '/api/photos', headers: { cookie } });
    expect(list.json()).toMatchObject({ photos: [{ id: uploaded!.id, adult_flagged: true }] });
  });
});
