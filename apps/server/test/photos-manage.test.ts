import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem } from '../src/modules/items/items.repository';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// The photo calls of spec part 2, section 7, each limited to the signed-in seller.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-photos-manage-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Photo = {
  id: string;
  upload_order: number;
  image_url: string;
  thumbnail_url: string;
  assigned_sku: string | null;
};

async function seller(email: string, count = 3) {
  const { cookie, me } = await signUp(t.app, email);
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `p${i}.jpg`,
      bytes: await photo(600 + i * 10, 300, `#${(i * 40 + 20).toString(16).padStart(2, '0')}4466`),
    })),
  );
  const res = await t.app.inject({ method: 'POST', url: '/api/photos', headers: { cookie }, payload: formOf(files) });
  expect(res.statusCode).toBe(201);
  return { cookie, userId: me.user.id, photos: res.json().photos as Photo[] };
}

const call = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const filesOf = (userId: string) => {
  const dir = path.join(dataDir, 'photos', userId);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

describe('SKU assignment', () => {
  it('lists unassigned photos by upload_order, assigns a SKU, then lists them as assigned by SKU', async () => {
    const s = await seller('assign@example.com', 4);
    const list = await call(s.cookie, 'GET', '/api/photos');
    expect(list.json().photos.map((p: Photo) => p.upload_order)).toEqual([0, 1, 2, 3]);

    const ids = s.photos.map((p) => p.id);
    const second = await call(s.cookie, 'POST', '/api/photos/assign', { ids: [ids[2], ids[3]], sku: ' ZED-9 ' });
    expect(second.json()).toEqual({ updated: 2 });
    const first = await call(s.cookie, 'POST', '/api/photos/assign', { ids: [ids[0]], sku: 'ABC-123' });
    expect(first.statusCode).toBe(200);

    const unassigned = (await call(s.cookie, 'GET', '/api/photos?view=unassigned')).json().photos as Photo[];
    expect(unassigned.map((p) => p.id)).toEqual([ids[1]]);
    const assigned = (await call(s.cookie, 'GET', '/api/photos?view=assigned')).json().photos as Photo[];
    expect(assigned.map((p) => [p.assigned_sku, p.id])).toEqual([
      ['ABC-123', ids[0]],
      ['ZED-9', ids[2]],
      ['ZED-9', ids[3]],
    ]);
    const rows = await t.deps.db
      .select()
      .from(schema.uploadedPhotos)
      .where(eq(schema.uploadedPhotos.id, ids[0] ?? ''));
    expect(rows[0]).toMatchObject({ status: 'assigned', assignedSku: 'ABC-123' });
    expect((await call(s.cookie, 'GET', '/api/photos/count')).json()).toEqual({ count: 4 });
  });

  it("refuses a SKU that does not end with digits with the spec's message", async () => {
    const s = await seller('badsku@example.com', 1);
    const res = await call(s.cookie, 'POST', '/api/photos/assign', { ids: [s.photos[0]?.id], sku: 'ABC' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'sku', message: 'SKU must end with digits (e.g., ABC-123)' }]);
    const empty = await call(s.cookie, 'POST', '/api/photos/assign', { ids: [s.photos[0]?.id], sku: '   ' });
    expect(empty.json().errors[0].message).toBe('SKU is required');
  });

  it('links a SKU to a stored item (processed) and resets it to unassigned', async () => {
    const s = await seller('link@example.com', 2);
    const item = await insertItem(t.deps.db, { userId: s.userId, sku: 'LNK-1', title: 'Linked' });
    await call(s.cookie, 'POST', '/api/photos/assign', { ids: s.photos.map((p) => p.id), sku: 'LNK-1' });
    const link = await call(s.cookie, 'POST', '/api/photos/by-sku/LNK-1/link', { assigned_item_id: item.id });
    expect(link.json()).toEqual({ updated: 2 });
    const assigned = (await call(s.cookie, 'GET', '/api/photos?view=assigned')).json().photos;
    expect(assigned.every((p: { status: string; assigned_item_id: string }) => p.status === 'processed')).toBe(true);
    expect(assigned[0].assigned_item_id).toBe(item.id);
    expect((await call(s.cookie, 'POST', '/api/photos/by-sku/LNK-1/reset')).json()).toEqual({ updated: 2 });
    const back = (await call(s.cookie, 'GET', '/api/photos')).json().photos;
    expect(back).toHaveLength(2);
    expect(back[0]).toMatchObject({ status: 'uploaded', assigned_sku: null, assigned_item_id: null });
  });
});

describe('linking to an item that is not yours', () => {
  it("answers another seller's item exactly like a missing one (404) and links nothing", async () => {
    const owner = await seller('link-owner@example.com', 1);
    const item = await insertItem(t.deps.db, { userId: owner.userId, sku: 'OWN-1', title: 'Mine' });
    const other = await seller('link-other@example.com', 1);
    await call(other.cookie, 'POST', '/api/photos/assign', { ids: [other.photos[0]?.id], sku: 'THEIRS-1' });
    const foreign = await call(other.cookie, 'POST', '/api/photos/by-sku/THEIRS-1/link', { assigned_item_id: item.id });
    const missing = await call(other.cookie, 'POST', '/api/photos/by-sku/THEIRS-1/link', {
      assigned_item_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(missing.json().message);
    expect(foreign.json().message).toBe('That item was not found.');
    const rows = await t.deps.db
      .select()
      .from(schema.uploadedPhotos)
      .where(eq(schema.uploadedPhotos.userId, other.userId));
    expect(rows.map((r) => [r.status, r.assignedItemId])).toEqual([['assigned', null]]);
  });
});

describe('serving photo files', () => {
  it('serves the owner the 1600 px and 400 px files with a year-long private cache', async () => {
    const s = await seller('files@example.com', 1);
    const display = await call(s.cookie, 'GET', s.photos[0]?.image_url ?? '');
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/jpeg');
    expect(display.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const thumb = await call(s.cookie, 'GET', s.photos[0]?.thumbnail_url ?? '');
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const stale = await call(s.cookie, 'GET', `/api/photos/${s.photos[0]?.id}/files/display?v=90`);
    expect(stale.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await t.app.inject({ url: s.photos[0]?.image_url ?? '' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('rotation', () => {
  it('turns the stored photo and its renditions, keeps the original file, and turns back', async () => {
    const s = await seller('rotate@example.com', 1);
    const id = s.photos[0]?.id ?? '';
    const before = filesOf(s.userId);
    const right = await call(s.cookie, 'POST', '/api/photos/rotate', { ids: [id], direction: 'right' });
    expect(right.statusCode).toBe(200);
    const turned = right.json().photos[0];
    expect(turned).toMatchObject({
      rotation: 90,
      width: 300,
      height: 600,
      image_url: `/api/photos/${id}/files/display?v=90`,
    });
    const display = await call(s.cookie, 'GET', turned.image_url);
    expect(await sharp(display.rawPayload).metadata()).toMatchObject({ width: 300, height: 600 });
    const original = await call(s.cookie, 'GET', `/api/photos/${id}/files/original?v=90`);
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 300, height: 600 });
    // The uploaded files are all still there, next to the rotated ones.
    expect(filesOf(s.userId)).toEqual(expect.arrayContaining(before));
    expect(filesOf(s.userId)).toHaveLength(6);

    await call(s.cookie, 'POST', '/api/photos/rotate', { ids: [id], direction: 'right' });
    const half = (await call(s.cookie, 'GET', `/api/photos/${id}`)).json();
    expect(half).toMatchObject({ rotation: 180, width: 600, height: 300 });
    expect(filesOf(s.userId)).toHaveLength(6);

    await call(s.cookie, 'POST', '/api/photos/rotate', { ids: [id], direction: 'left' });
    await call(s.cookie, 'POST', '/api/photos/rotate', { ids: [id], direction: 'left' });
    const back = (await call(s.cookie, 'GET', `/api/photos/${id}`)).json();
    expect(back).toMatchObject({
      rotation: 0,
      width: 600,
      height: 300,
      image_url: `/api/photos/${id}/files/display?v=0`,
    });
    expect(filesOf(s.userId)).toEqual(before);
  });
});

describe('delete', () => {
  it('removes the rows and every file of the photos', async () => {
    const s = await seller('delete@example.com', 3);
    const [a, b, c] = s.photos.map((p) => p.id);
    await call(s.cookie, 'POST', '/api/photos/rotate', { ids: [a], direction: 'left' });
    const res = await call(s.cookie, 'DELETE', '/api/photos', { ids: [a, b] });
    expect(res.json()).toEqual({ deleted: 2 });
    expect((await call(s.cookie, 'GET', '/api/photos')).json().photos.map((p: Photo) => p.id)).toEqual([c]);
    expect(filesOf(s.userId)).toHaveLength(3);
  });
});

describe("another seller's photos", () => {
  it('answer 404 for read, files, assign, rotate and delete, and nothing changes', async () => {
    const owner = await seller('owner@example.com', 2);
    const other = await seller('intruder@example.com', 1);
    const [theirs] = owner.photos.map((p) => p.id);
    const mine = other.photos[0]?.id;
    const attempts = [
      call(other.cookie, 'GET', `/api/photos/${theirs}`),
      call(other.cookie, 'GET', `/api/photos/${theirs}/files/display?v=0`),
      call(other.cookie, 'GET', `/api/photos/${theirs}/files/original?v=0`),
      call(other.cookie, 'POST', '/api/photos/assign', { ids: [mine, theirs], sku: 'STEAL-1' }),
      call(other.cookie, 'POST', '/api/photos/rotate', { ids: [theirs], direction: 'right' }),
      call(other.cookie, 'DELETE', '/api/photos', { ids: [mine, theirs] }),
    ];
    const missing = await call(other.cookie, 'GET', '/api/photos/00000000-0000-4000-8000-000000000000');
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: missing.json().message });
    }
    const ownerRows = await t.deps.db
      .select()
      .from(schema.uploadedPhotos)
      .where(eq(schema.uploadedPhotos.userId, owner.userId));
    expect(ownerRows).toHaveLength(2);
    expect(ownerRows.every((r) => r.rotation === 0 && r.assignedSku === null)).toBe(true);
    // The intruder's own photo was not assigned or deleted either: the whole request was refused.
    expect((await call(other.cookie, 'GET', `/api/photos/${mine}`)).json()).toMatchObject({ assigned_sku: null });
    expect(filesOf(owner.userId)).toHaveLength(6);
  });
});
