import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../src/adapters/storage/s3-storage';
import { formOf, gpsTaggedJpeg, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// The S3-compatible driver against a real local S3 server (s3rver), through the
// whole app: upload, serve, rotate, delete.

type S3rverInstance = { run: () => Promise<AddressInfo>; close: () => Promise<void> };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rverInstance;

const BUCKET = 'listlens-photos';
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let server: S3rverInstance;
let endpoint: string;
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'listlens-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  t = await createTestApp({
    SIGN_UP_RATE_LIMIT: '1000/60',
    STORAGE_DRIVER: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function objectKeys(prefix: string): Promise<string[]> {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: KEYS });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3 storage driver', () => {
  it('puts, gets and deletes objects, and treats a missing key as missing', async () => {
    const storage = createS3Storage({ bucket: BUCKET, region: 'us-east-1', endpoint, ...KEYS });
    await storage.check();
    await storage.put('driver/1_0.jpg', Buffer.from('abc'), 'image/jpeg');
    expect((await storage.getBuffer('driver/1_0.jpg'))?.toString()).toBe('abc');
    const object = await storage.get('driver/1_0.jpg');
    expect(object).toMatchObject({ size: 3, contentType: 'image/jpeg' });
    object?.body.resume();
    await storage.delete(['driver/1_0.jpg', 'driver/never.jpg']);
    expect(await storage.get('driver/1_0.jpg')).toBeNull();
    expect(await storage.getBuffer('driver/missing.jpg')).toBeNull();
    await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe/);
  });

  it('stores an upload as three private objects, serves them to the owner, rotates and deletes them', async () => {
    const { cookie, me } = await signUp(t.app, 's3-seller@example.com');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie },
      payload: formOf([
        { name: 'gps.jpg', bytes: await gpsTaggedJpeg(400, 200) },
        { name: 'plain.jpg', bytes: await photo(2400, 1200) },
      ]),
    });
    expect(res.statusCode).toBe(201);
    const [tagged, plain] = res.json().photos;
    const keys = await objectKeys(`${me.user.id}/`);
    expect(keys).toHaveLength(6);
    expect(keys.every((k) => /^[\w-]+\/\d{13}_[01](_1600\.jpg|_400\.webp|\.jpg)$/.test(k))).toBe(true);

    const served = await t.app.inject({ url: plain.image_url, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800 });
    const gps = await t.app.inject({ url: `/api/photos/${tagged.id}/files/original?v=0`, headers: { cookie } });
    expect((await sharp(gps.rawPayload).metadata()).exif).toBeUndefined();

    const stranger = await signUp(t.app, 's3-stranger@example.com');
    expect((await t.app.inject({ url: plain.image_url, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);

    const turned = await t.app.inject({
      method: 'POST',
      url: '/api/photos/rotate',
      headers: { cookie },
      payload: { ids: [plain.id], direction: 'right' },
    });
    expect(turned.json().photos[0]).toMatchObject({ rotation: 90, width: 1200, height: 2400 });
    expect(await objectKeys(`${me.user.id}/`)).toHaveLength(9);

    await t.app.inject({
      method: 'DELETE',
      url: '/api/photos',
      headers: { cookie },
      payload: { ids: [plain.id, tagged.id] },
    });
    expect(await objectKeys(`${me.user.id}/`)).toEqual([]);
  });

  it('removes every object of the seller on Delete my data, an upload cut short included, and lists by prefix', async () => {
    const seller = await signUp(t.app, 's3-erase@example.com');
    const other = await signUp(t.app, 's3-keeps@example.com');
    for (const cookie of [seller.cookie, other.cookie]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/photos',
        headers: { cookie },
        payload: formOf([{ name: 'a.jpg', bytes: await photo(300, 200) }]),
      });
      expect(res.statusCode).toBe(201);
    }
    // What a process killed between the file writes and the row insert leaves: objects, no row.
    const cutShort = [`${seller.me.user.id}/1700000000000_0.jpg`, `${seller.me.user.id}/1700000000000_0_400.webp`];
    for (const key of cutShort) await t.deps.photoStorage.put(key, Buffer.from('x'), 'image/jpeg');
    const listed: string[] = [];
    for await (const page of t.deps.photoStorage.list(`${seller.me.user.id}/`)) listed.push(...page.map((o) => o.key));
    expect(listed.sort()).toEqual(await objectKeys(`${seller.me.user.id}/`));
    expect(listed).toHaveLength(5);
    const othersKeys = await objectKeys(`${other.me.user.id}/`);

    const erased = await t.app.inject({ method: 'DELETE', url: '/api/me/data', headers: { cookie: seller.cookie } });
    expect(erased.statusCode).toBe(200);
    expect(await objectKeys(`${seller.me.user.id}/`)).toEqual([]);
    expect(await objectKeys(`${other.me.user.id}/`)).toEqual(othersKeys);
    expect(othersKeys).toHaveLength(3);
  });
});
