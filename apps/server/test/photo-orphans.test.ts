import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers } from '../src/jobs/workers';
import { call, until } from './items-support';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Issue 19, point 4: files no photo row owns (a process killed between an upload's file writes
// and its row insert, a write cut short) are removed by the sweep the workers run at start and
// every hour, once older than an hour; Delete my data removes every file of the seller at once.
// Local disk here; photos-s3.test.ts does the same delete on S3.

let t: TestApp;
let dataDir: string;
const photosDir = () => path.join(dataDir, 'photos');
const filesOf = (userId: string) => {
  const dir = path.join(photosDir(), userId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};
const TWO_HOURS_AGO = new Date(Date.now() - 2 * 60 * 60 * 1000);
const backdate = (userId: string, names: string[]) => {
  for (const name of names) utimesSync(path.join(photosDir(), userId, name), TWO_HOURS_AGO, TWO_HOURS_AGO);
};

/** What a process killed mid-upload leaves: the three renditions of a photo and a half-written file, no row. */
async function crashedUpload(userId: string, stamp: number): Promise<string[]> {
  const bytes = await photo(120, 90);
  const names = [`${stamp}_0.jpg`, `${stamp}_0_1600.jpg`, `${stamp}_0_400.webp`, `${stamp}_1.jpg.3f9a1c.part`];
  for (const name of names) await t.deps.photoStorage.put(`${userId}/${name}`, bytes, 'image/jpeg');
  return names;
}

async function uploadOne(cookie: string): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie },
    payload: formOf([{ name: 'kept.jpg', bytes: await photo(200, 150, '#aa2222') }]),
  });
  expect(res.statusCode).toBe(201);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-orphans-'));
  // No analysis in this process: only the jobs that need no AI engine.
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60', AI_CONCURRENCY: '0' });
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('files without a photo row', () => {
  it('are removed by the sweep the workers run at start once an hour old; younger files and owned ones stay', async () => {
    const seller = await signUp(t.app, 'sweep@example.com');
    const id = seller.me.user.id;
    await uploadOne(seller.cookie);
    const owned = filesOf(id);
    expect(owned).toHaveLength(3);
    const old = await crashedUpload(id, 1_700_000_000_000);
    const young = await crashedUpload(id, 1_800_000_000_000);
    backdate(id, [...owned, ...old]);
    expect(filesOf(id)).toHaveLength(11);

    await t.deps.jobs.start();
    await startWorkers(t.deps);
    await until(async () => filesOf(id).length === 7, 20_000, 'the sweep at start');
    expect(filesOf(id)).toEqual([...owned, ...young].sort());
    // The photo itself is untouched and still served.
    const list = await call(t, seller.cookie, 'GET', '/api/photos');
    const [kept] = (list.json() as { photos: { id: string }[] }).photos;
    const file = await call(t, seller.cookie, 'GET', `/api/photos/${kept?.id ?? ''}/files/display`);
    expect(file.statusCode).toBe(200);
    await t.deps.jobs.stop(2000);
  }, 60_000);

  it('are all removed by Delete my data, with the photos, whatever their age; other sellers keep theirs', async () => {
    const seller = await signUp(t.app, 'erase-files@example.com');
    const other = await signUp(t.app, 'keeps-files@example.com');
    await uploadOne(seller.cookie);
    await uploadOne(other.cookie);
    await crashedUpload(seller.me.user.id, 1_900_000_000_000);
    const othersFiles = filesOf(other.me.user.id);
    expect(filesOf(seller.me.user.id)).toHaveLength(7);

    const res = await call(t, seller.cookie, 'DELETE', '/api/me/data');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ deletedPhotos: 1 });
    expect(filesOf(seller.me.user.id)).toEqual([]);
    expect(filesOf(other.me.user.id)).toEqual(othersFiles);
  });
});
