import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { renditionKeys } from '../src/modules/photos/photo-files';
import { photoSafetyJob } from '../src/modules/photos/photos.jobs';
import { flaggedBlobPhoto, garmentPhoto } from './photo-safety-support';
import { formOf } from './photos-support';
import {
  connectedSeller,
  eventually,
  postingWorldForFile,
  seedItem,
  sellerOnEmulator,
  settledListing,
} from './posting-support';

// Upload safety (decision 011) with the real nsfwjs model: the `photos.safety`
// job scores each stored photo, the photo list and the preview mark flagged
// ones, and a Post needs the seller's confirmation of them.

const world = postingWorldForFile();
beforeAll(async () => {
  const { db, photoStorage, logger, engines, uploadActivity } = world.t.deps;
  await world.t.deps.jobs.work(photoSafetyJob({ db, photoStorage, logger, engines, uploadActivity }));
}, 60_000);

const NEEDS_CONFIRMATION_2 =
  '2 photos of this item need your review: our automatic check flagged them as possibly showing adult content. ' +
  'Confirm on the listing preview that they show the item and are suitable for eBay, then post again.';

async function upload(cookie: string, name: string, bytes: Buffer): Promise<string> {
  const res = await world.t.app.inject({
    method: 'POST',
    url: '/api/photos',
    headers: { cookie },
    payload: formOf([{ name, bytes }]),
  });
  expect(res.statusCode).toBe(201);
  const [photo] = res.json().photos as { id: string; adult_flagged: boolean }[];
  expect(photo?.adult_flagged).toBe(false);
  return photo?.id ?? '';
}

const photoRow = async (id: string) =>
  (await world.t.deps.db.select().from(schema.uploadedPhotos).where(eq(schema.uploadedPhotos.id, id)))[0];

/** The row once the `photos.safety` job has checked it. */
const checkedRow = (id: string) =>
  eventually(async () => {
    const row = await photoRow(id);
    return row?.adultCheckedAt ? row : undefined;
  }, 60_000);

const imageOf = (id: string) => `/api/photos/${id}/files/display?v=0`;
const get = (cookie: string, url: string) => world.t.app.inject({ url, headers: { cookie } });
const post = (cookie: string, url: string, payload: object) =>
  world.t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function policiesOf(cookie: string) {
  const res = await get(cookie, '/api/listings/policies');
  expect(res.statusCode).toBe(200);
  return res.json().defaults as Record<string, string>;
}

async function listingRows(itemId: string) {
  return world.t.deps.db.select().from(schema.listings).where(eq(schema.listings.itemId, itemId));
}

async function publishJobsOf(userId: string): Promise<number> {
  const { rows } = await world.t.deps.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'listings.publish' and data->>'userId' = $1`,
    [userId],
  );
  return (rows[0] as { n: number }).n;
}

describe('upload safety', () => {
  it('scores a real garment photo after the upload, in the background, and does not flag it', async () => {
    const seller = await connectedSeller(world, 'garment@example.com', 'garment_one');
    const id = await upload(seller.cookie, 't-shirt.jpg', garmentPhoto());

    const row = await checkedRow(id);
    expect(row).toMatchObject({ adultFlagged: false, adultConfirmedAt: null });
    expect(row?.adultScore).toBeTypeOf('number');
    expect(row?.adultScore).toBeLessThan(0.6);
    const listed = (await get(seller.cookie, '/api/photos?view=unassigned')).json().photos;
    expect(listed).toMatchObject([{ id, adult_flagged: false, adult_confirmed: false }]);
  });

  it('flags a photo the model scores as explicit, marks it, and posts it only once the seller confirms', async () => {
    const seller = await connectedSeller(world, 'flagged@example.com', 'flagged_one');
    const garment = await upload(seller.cookie, 't-shirt.jpg', garmentPhoto());
    const blob = await upload(seller.cookie, 'blobs.jpg', await flaggedBlobPhoto());
    const blob2 = await upload(seller.cookie, 'blobs-again.jpg', await flaggedBlobPhoto());
    const flaggedRow = await checkedRow(blob);
    expect(flaggedRow?.adultFlagged).toBe(true);
    expect(flaggedRow?.adultScore).toBeGreaterThanOrEqual(0.6);
    expect((await checkedRow(blob2))?.adultFlagged).toBe(true);
    expect((await checkedRow(garment))?.adultFlagged).toBe(false);

    const listed = (await get(seller.cookie, '/api/photos?view=unassigned')).json().photos as object[];
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: garment, adult_flagged: false, adult_confirmed: false }),
        expect.objectContaining({ id: blob, adult_flagged: true, adult_confirmed: false }),
        expect.objectContaining({ id: blob2, adult_flagged: true, adult_confirmed: false }),
      ]),
    );
    const single = (await get(seller.cookie, `/api/photos/${blob}`)).json();
    expect(single).toMatchObject({ adult_flagged: true, adult_confirmed: false });

    const itemId = await seedItem(world.t, seller.userId, imageOf(garment), { sku: 'SAFE-1' });
    await world.t.deps.db
      .update(schema.items)
      .set({ images: [imageOf(garment), imageOf(blob), imageOf(blob2)] })
      .where(eq(schema.items.id, itemId));
    const preview = (await get(seller.cookie, `/api/listings/preview/${itemId}`)).json();
    expect(preview.photosToConfirm).toEqual([
      { id: blob, thumbnailUrl: `/api/photos/${blob}/files/thumb?v=0` },
      { id: blob2, thumbnailUrl: `/api/photos/${blob2}/files/thumb?v=0` },
    ]);

    const policies = await policiesOf(seller.cookie);
    const callsBefore = world.calls.count;
    const refused = await post(seller.cookie, '/api/listings/publish', { itemId, platforms: ['ebay'], policies });
    expect(refused.statusCode).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'photos_need_confirmation', message: NEEDS_CONFIRMATION_2 });
    // Confirming one of two is not enough either.
    const half = await post(seller.cookie, '/api/listings/publish', {
      itemId,
      platforms: ['ebay'],
      policies,
      confirmedPhotoIds: [blob],
    });
    expect(half.statusCode).toBe(409);
    expect(half.json().message).toMatch(/^1 photo of this item needs your review/);
    expect(await listingRows(itemId)).toEqual([]);
    expect(await publishJobsOf(seller.userId)).toBe(0);
    expect(world.calls.count).toBe(callsBefore);
    expect((await photoRow(blob))?.adultConfirmedAt).toBeNull();

    const accepted = await post(seller.cookie, '/api/listings/publish', {
      itemId,
      platforms: ['ebay'],
      policies,
      confirmedPhotoIds: [blob, blob2],
    });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'publishing', sku: 'SAFE-1' });
    expect((await photoRow(blob))?.adultConfirmedAt).toBeInstanceOf(Date);
    expect((await photoRow(blob2))?.adultConfirmedAt).toBeInstanceOf(Date);
    expect((await photoRow(garment))?.adultConfirmedAt).toBeNull();
    expect(await settledListing(world.t, itemId)).toMatchObject({ status: 'active' });

    expect((await get(seller.cookie, `/api/listings/preview/${itemId}`)).json().photosToConfirm).toEqual([]);
    expect((await get(seller.cookie, `/api/photos/${blob}`)).json()).toMatchObject({
      adult_flagged: true,
      adult_confirmed: true,
    });
  });

  it('checks a photo once the upload streaming in beside it has answered, and still flags it', async () => {
    const seller = await connectedSeller(world, 'streaming@example.com', 'streaming_one');
    const activity = world.t.deps.uploadActivity;
    // A large upload still streaming in: half of its body sent, the rest held back.
    const slow = new Request('http://listlens.test/api/photos', {
      method: 'POST',
      body: formOf([{ name: 'large.jpg', bytes: garmentPhoto() }]),
    });
    const body = Buffer.from(await slow.arrayBuffer());
    const stream = new PassThrough();
    const slowAnswer = world.t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { cookie: seller.cookie, 'content-type': slow.headers.get('content-type') ?? '' },
      payload: stream,
    });
    stream.write(body.subarray(0, body.length >> 1));
    await eventually(async () => (activity.state().uploads === 1 ? true : undefined));

    const blob = await upload(seller.cookie, 'blobs.jpg', await flaggedBlobPhoto());
    // Its check has started and waits for the other upload; the photo shows as not checked yet.
    await eventually(async () => (activity.state().waiting === 1 ? true : undefined));
    expect((await photoRow(blob))?.adultCheckedAt).toBeNull();
    expect((await get(seller.cookie, `/api/photos/${blob}`)).json()).toMatchObject({
      adult_flagged: false,
      adult_checked_at: null,
    });

    stream.end(body.subarray(body.length >> 1));
    const answered = await slowAnswer;
    expect(answered.statusCode).toBe(201);
    const answeredAt = Date.now();
    const row = await checkedRow(blob);
    expect(row).toMatchObject({ adultFlagged: true, adultConfirmedAt: null });
    expect(row?.adultCheckedAt?.getTime()).toBeGreaterThanOrEqual(answeredAt);
    const shown = (await get(seller.cookie, `/api/photos/${blob}`)).json();
    expect(shown).toMatchObject({ adult_flagged: true, adult_confirmed: false });
    expect(Date.parse(shown.adult_checked_at)).toBe(row?.adultCheckedAt?.getTime());
    expect(activity.state()).toEqual({ uploads: 0, waiting: 0 });
  });

  it('scores a photo the job has not reached when the item is posted', async () => {
    const seller = await connectedSeller(world, 'unscored@example.com', 'unscored_one');
    const blob = await upload(seller.cookie, 'blobs.jpg', await flaggedBlobPhoto());
    await checkedRow(blob);
    // As if the job had not run yet (a backlog, or its worker is down).
    await world.t.deps.db
      .update(schema.uploadedPhotos)
      .set({ adultScore: null, adultFlagged: false, adultCheckedAt: null })
      .where(eq(schema.uploadedPhotos.id, blob));
    const itemId = await seedItem(world.t, seller.userId, imageOf(blob), { sku: 'LATE-1' });

    const res = await post(seller.cookie, '/api/listings/publish', {
      itemId,
      platforms: ['ebay'],
      policies: await policiesOf(seller.cookie),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('photos_need_confirmation');
    expect(await photoRow(blob)).toMatchObject({ adultFlagged: true, adultCheckedAt: expect.any(Date) });
    expect(await listingRows(itemId)).toEqual([]);
  });

  it('refuses a bulk publish with unconfirmed flagged photos, naming those SKUs, and queues nothing', async () => {
    const seller = await connectedSeller(world, 'bulksafe@example.com', 'bulksafe_one');
    const garment = await upload(seller.cookie, 't-shirt.jpg', garmentPhoto());
    const blob = await upload(seller.cookie, 'blobs.jpg', await flaggedBlobPhoto());
    await checkedRow(blob);
    await checkedRow(garment);
    const clean = await seedItem(world.t, seller.userId, imageOf(garment), { sku: 'BULK-OK-1' });
    const flagged = await seedItem(world.t, seller.userId, imageOf(blob), { sku: 'BULK-FLAG-1' });
    const flagged2 = await seedItem(world.t, seller.userId, imageOf(blob), { sku: 'BULK-FLAG-2' });
    await policiesOf(seller.cookie); // the default policies, now cached
    const callsBefore = world.calls.count;

    const res = await post(seller.cookie, '/api/listings/bulk-publish', { itemIds: [clean, flagged, flagged2] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'photos_need_confirmation',
      message:
        'Photos of BULK-FLAG-1, BULK-FLAG-2 need your review before posting: our automatic check flagged them as ' +
        "possibly showing adult content. Open each item's listing preview to confirm its photos, or unselect those " +
        'items to publish the rest.',
    });
    expect(res.json().message).not.toContain('BULK-OK-1');
    for (const itemId of [clean, flagged, flagged2]) expect(await listingRows(itemId)).toEqual([]);
    expect(await publishJobsOf(seller.userId)).toBe(0);
    expect(world.calls.count).toBe(callsBefore);
    expect(await sellerOnEmulator(world, 'bulksafe_one')).toMatchObject({ inventoryItems: 0, offers: 0, listings: [] });

    // Without the flagged items, the rest is posted.
    const rest = await post(seller.cookie, '/api/listings/bulk-publish', { itemIds: [clean] });
    expect(rest.statusCode).toBe(202);
    expect(await settledListing(world.t, clean)).toMatchObject({ status: 'active' });
  });

  it('lets a photo that cannot be scored through, and records that its check failed', async () => {
    const seller = await connectedSeller(world, 'unscorable@example.com', 'unscorable_one');
    const garment = await upload(seller.cookie, 't-shirt.jpg', garmentPhoto());
    await checkedRow(garment);
    const row = await photoRow(garment);
    // The 400 px rendition the check reads is gone, and the photo was never scored.
    await world.t.deps.photoStorage.delete([renditionKeys(row?.storagePath ?? '', 0).thumb]);
    await world.t.deps.db
      .update(schema.uploadedPhotos)
      .set({ adultScore: null, adultCheckedAt: null })
      .where(eq(schema.uploadedPhotos.id, garment));
    const itemId = await seedItem(world.t, seller.userId, imageOf(garment), { sku: 'NOSCORE-1' });

    const res = await post(seller.cookie, '/api/listings/publish', {
      itemId,
      platforms: ['ebay'],
      policies: await policiesOf(seller.cookie),
    });
    expect(res.statusCode).toBe(202);
    expect(await photoRow(garment)).toMatchObject({
      adultScore: null,
      adultFlagged: false,
      adultCheckedAt: expect.any(Date),
    });
    expect(await settledListing(world.t, itemId)).toMatchObject({ status: 'active' });
  });
});
