import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema } from '@listlens/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, gpsTaggedJpeg, photo, pngBomb, type FilePart } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Photo upload and storage on the local-disk driver (issue 3, "Server ingest"
// and "Bad input, faults"). Fixture photos are made here with sharp.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-photos-'));
  t = await createTestApp({ DATA_DIR: dataDir, SIGN_UP_RATE_LIMIT: '1000/60' });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const upload = (cookie: string, files: FilePart[], meta?: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/photos', headers: { cookie }, payload: formOf(files, meta) });

const rowsOf = (userId: string) =>
  t.deps.db.select().from(schema.uploadedPhotos).where(eq(schema.uploadedPhotos.userId, userId));
const filesOf = (userId: string) => {
  const dir = path.join(dataDir, 'photos', userId);
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith('.part')) : [];
};

describe('upload', () => {
  it('stores the original, a 1600 px and a 400 px rendition under {userId}/{timestamp}_{index}.{ext}, in order', async () => {
    const { cookie, me } = await signUp(t.app, 'uploader@example.com');
    const res = await upload(cookie, [
      { name: 'big.jpg', bytes: await photo(3000, 2000) },
      {
        name: 'small.png',
        bytes: await sharp(await photo(300, 200))
          .png()
          .toBuffer(),
        type: 'image/png',
      },
    ]);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.duplicates).toBe(0);
    expect(body.photos).toHaveLength(2);
    expect(body.photos[0]).toMatchObject({
      filename: 'big.jpg',
      file_type: 'image/jpeg',
      upload_order: 0,
      status: 'uploaded',
      assigned_sku: null,
      width: 3000,
      height: 2000,
    });
    expect(body.photos[1]).toMatchObject({ filename: 'small.png', file_type: 'image/png', upload_order: 1 });

    const rows = await rowsOf(me.user.id);
    expect(rows).toHaveLength(2);
    const big = rows.find((r) => r.filename === 'big.jpg');
    expect(big?.storagePath).toMatch(new RegExp(`^${me.user.id}/\\d{13}_0\\.jpg$`));
    const stem = path.basename(big?.storagePath ?? '', '.jpg');
    expect(filesOf(me.user.id).sort()).toEqual(
      expect.arrayContaining([`${stem}.jpg`, `${stem}_1600.jpg`, `${stem}_400.webp`]),
    );
    expect(filesOf(me.user.id)).toHaveLength(6);
    const dir = path.join(dataDir, 'photos', me.user.id);
    expect(await sharp(path.join(dir, `${stem}_1600.jpg`)).metadata()).toMatchObject({ width: 1600, height: 1067 });
    expect(await sharp(path.join(dir, `${stem}_400.webp`)).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });
  });

  it('applies the EXIF orientation and strips every metadata block, GPS included, from every stored file', async () => {
    const { cookie, me } = await signUp(t.app, 'gps@example.com');
    const tagged = await gpsTaggedJpeg(400, 200);
    const before = await sharp(tagged).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload(cookie, [{ name: 'gps.jpg', bytes: tagged }]);
    expect(res.statusCode).toBe(201);
    // Orientation 6 turns a 400x200 sensor image into a 200x400 photo.
    expect(res.json().photos[0]).toMatchObject({ width: 200, height: 400 });
    const dir = path.join(dataDir, 'photos', me.user.id);
    for (const file of filesOf(me.user.id)) {
      const bytes = readFileSync(path.join(dir, file));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, file).toBeUndefined();
      expect(meta.xmp, file).toBeUndefined();
      expect(meta.orientation ?? 1, file).toBe(1);
      expect(meta.height, file).toBeGreaterThan(meta.width ?? 0);
      expect(bytes.includes(Buffer.from('Exif\0\0', 'latin1')), file).toBe(false);
    }
  });

  it('points out the same photo uploaded twice by one seller', async () => {
    const { cookie } = await signUp(t.app, 'twice@example.com');
    const bytes = await photo(500, 400, '#22aa44');
    const first = (await upload(cookie, [{ name: 'a.jpg', bytes }])).json();
    const second = await upload(cookie, [{ name: 'a-again.jpg', bytes }]);
    expect(second.statusCode).toBe(201);
    expect(second.json().duplicates).toBe(1);
    expect(second.json().photos[0].duplicate_of).toBe(first.photos[0].id);
    // Another seller's copy of the same bytes is no duplicate of theirs.
    const other = await signUp(t.app, 'twice-other@example.com');
    expect((await upload(other.cookie, [{ name: 'a.jpg', bytes }])).json().duplicates).toBe(0);
  });

  it('stores a locally kept photo once however often its sync is sent (temp_ id)', async () => {
    const { cookie, me } = await signUp(t.app, 'sync@example.com');
    const bytes = await photo(300, 300, '#884400');
    const meta = [{ client_id: 'temp_1700000000000_0', assigned_sku: 'SYNC-1' }];
    const first = await upload(cookie, [{ name: 'local.jpg', bytes }], meta);
    const again = await upload(cookie, [{ name: 'local.jpg', bytes }], meta);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().photos[0].id).toBe(first.json().photos[0].id);
    expect(first.json().photos[0]).toMatchObject({ status: 'assigned', assigned_sku: 'SYNC-1' });
    expect(await rowsOf(me.user.id)).toHaveLength(1);
    expect(filesOf(me.user.id)).toHaveLength(3);
  });

  it('continues upload_order from 0 across uploads', async () => {
    const { cookie } = await signUp(t.app, 'order@example.com');
    await upload(cookie, [{ name: '1.jpg', bytes: await photo(100, 100, '#010101') }]);
    const res = await upload(cookie, [
      { name: '2.jpg', bytes: await photo(100, 100, '#020202') },
      { name: '3.jpg', bytes: await photo(100, 100, '#030303') },
    ]);
    expect(res.json().photos.map((p: { upload_order: number }) => p.upload_order)).toEqual([1, 2]);
  });

  it('needs a signed-in seller', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: formOf([{ name: 'a.jpg', bytes: await photo(10, 10) }]),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad files are refused with a clear message and leave nothing stored', () => {
  const cases: [string, () => Promise<FilePart>, number, RegExp | string][] = [
    [
      'a text file named .jpg',
      async () => ({ name: 'notes.jpg', bytes: Buffer.from('this is not a photo at all\n'.repeat(20)) }),
      415,
      '"notes.jpg" is not a JPG, PNG or WebP photo.',
    ],
    [
      'an 11 MB photo',
      async () => ({
        name: 'huge.jpg',
        bytes: Buffer.concat([await photo(100, 100), Buffer.alloc(11 * 1024 * 1024, 1)]),
      }),
      413,
      'One or more photos are too large. Please use photos smaller than 10MB.',
    ],
    [
      'a 20000x20000 PNG',
      async () => ({
        name: 'bomb.png',
        type: 'image/png',
        bytes: pngBomb(20000, 20000),
      }),
      400,
      '"bomb.png" has too many pixels (at most 50 megapixels).',
    ],
    [
      'a truncated JPEG',
      async () => {
        const whole = await sharp({
          create: {
            width: 800,
            height: 600,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer();
        return { name: 'cut.jpg', bytes: whole.subarray(0, Math.floor(whole.length / 2)) };
      },
      400,
      '"cut.jpg" is damaged or incomplete and could not be read.',
    ],
    [
      'an SVG',
      async () => ({
        name: 'drawing.svg',
        type: 'image/svg+xml',
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      }),
      415,
      '"drawing.svg" is not a JPG, PNG or WebP photo.',
    ],
    ['a zero-byte file', async () => ({ name: 'empty.jpg', bytes: Buffer.alloc(0) }), 400, '"empty.jpg" is empty.'],
    [
      'a HEIC photo',
      async () => ({
        name: 'IMG_0001.HEIC',
        type: 'image/heic',
        bytes: Buffer.concat([
          Buffer.from([0, 0, 0, 24]),
          Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
          Buffer.alloc(64),
        ]),
      }),
      415,
      /HEIC photos cannot be read here\. Please save the photo as JPEG/,
    ],
  ];

  it.each(cases)('%s', async (_label, make, status, message) => {
    const { cookie, me } = await signUp(t.app, `bad-${status}-${Math.random().toString(36).slice(2)}@example.com`);
    // A good photo first: the whole upload is refused, so it is not kept either.
    const res = await upload(cookie, [{ name: 'good.jpg', bytes: await photo(200, 200) }, await make()]);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
    expect(filesOf(me.user.id)).toEqual([]);
  });
});
