import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formOf, photo } from './photos-support';
import { createTestApp, signUp, type TestApp } from './test-app';

// Barcodes (issue 3, items 6 and 8): server-side detection, group by label
// photo, and the product lookup against local servers that answer in each
// source's documented wire format.

let t: TestApp;
let dataDir: string;
let sources: Server;
let sourceUrl: string;
const asked: string[] = [];
/** Per-path answer delays, to see which source wins. */
const delays: Record<string, number> = {};

const UPC_ITEMS: Record<string, object> = {
  '036000291452': {
    ean: '0036000291452',
    title: 'Kleenex Facial Tissue, 3 Boxes',
    upc: '036000291452',
    brand: 'Kleenex',
    model: '36000291452',
    category: 'Health & Beauty > Personal Care',
    description: 'Soft facial tissues.',
    images: ['http://img.example/kleenex.jpg', 'https://img.example/kleenex.jpg'],
  },
  '4006381333931': {
    title: 'Stabilo Boss Original Highlighter',
    brand: 'Stabilo',
    category: 'Office Products > Office Supplies',
    images: [],
  },
};
const BOOKS: Record<string, object> = {
  '9780141439518': {
    title: 'Pride and Prejudice',
    authors: ['Jane Austen'],
    publisher: 'Penguin Classics',
    publishedDate: '2003',
    description: 'A novel of manners.',
    pageCount: 480,
    language: 'en',
    imageLinks: { thumbnail: 'http://books.example/pp.jpg' },
  },
};
const FOOD: Record<string, object> = {
  '5449000000996': {
    product_name: 'Coca-Cola',
    brands: 'Coca-Cola',
    generic_name: 'Soft drink',
    categories: 'Beverages',
    image_url: 'https://food.example/coke.jpg',
  },
};

function answer(pathname: string, query: URLSearchParams): [number, object] {
  if (pathname === '/upc/lookup') {
    const item = UPC_ITEMS[query.get('upc') ?? ''];
    return [200, { code: 'OK', total: item ? 1 : 0, offset: 0, items: item ? [item] : [] }];
  }
  if (pathname === '/books/volumes') {
    const book = BOOKS[(query.get('q') ?? '').replace(/^isbn:/, '')];
    return [
      200,
      book
        ? { kind: 'books#volumes', totalItems: 1, items: [{ volumeInfo: book }] }
        : { kind: 'books#volumes', totalItems: 0 },
    ];
  }
  const food = /^\/food\/api\/v0\/product\/(\d+)\.json$/.exec(pathname);
  if (food) {
    const product = FOOD[food[1] ?? ''];
    return [
      200,
      product
        ? { code: food[1], status: 1, status_verbose: 'product found', product }
        : { code: food[1], status: 0, status_verbose: 'product not found' },
    ];
  }
  return [404, { error: 'unknown path' }];
}

beforeAll(async () => {
  sources = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(`${url.pathname}${url.search}`);
    const [status, body] = answer(url.pathname, url.searchParams);
    setTimeout(
      () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
      delays[url.pathname.split('/')[1] ?? ''] ?? 0,
    );
  });
  await new Promise<void>((resolve) => sources.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(sources.address() as AddressInfo).port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-barcodes-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    SIGN_UP_RATE_LIMIT: '1000/60',
    PRODUCT_UPC_URL: `${sourceUrl}/upc`,
    PRODUCT_BOOKS_URL: `${sourceUrl}/books`,
    PRODUCT_FOOD_URL: `${sourceUrl}/food`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => sources.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

/** A code printed on a label, photographed on a grey table, as a JPEG. */
async function codePhoto(bcid: string, text: string): Promise<Buffer> {
  const code = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 4,
    ...(bcid === 'qrcode' ? {} : { height: 12 }),
    paddingwidth: 8,
    paddingheight: 8,
    backgroundcolor: 'FFFFFF',
  });
  const { width = 0, height = 0 } = await sharp(code).metadata();
  return sharp({ create: { width: width + 400, height: height + 300, channels: 3, background: '#9a9a9a' } })
    .composite([{ input: code, top: 150, left: 200 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const dataUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;

describe('POST /api/barcodes/detect', () => {
  it('reads EAN-13, UPC-A (without the leading 0), Code 128 and QR from a camera frame', async () => {
    const { cookie } = await signUp(t.app, 'detect@example.com');
    const cases: [string, string, string, string][] = [
      ['ean13', '4006381333931', 'EAN-13', '4006381333931'],
      ['upca', '036000291452', 'UPC-A', '036000291452'],
      ['code128', 'SKU-0042', 'CODE128', 'SKU-0042'],
      ['qrcode', 'ABC-123', 'QR', 'ABC-123'],
    ];
    for (const [bcid, text, format, code] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/barcodes/detect',
        headers: { cookie },
        payload: { imageData: dataUrl(await codePhoto(bcid, text)), detection_type: 'barcode' },
      });
      expect(res.statusCode, bcid).toBe(200);
      expect(res.json(), bcid).toEqual({ success: true, barcodes: [{ code, format, confidence: 0.8 }] });
    }
  });

  it('answers a frame without a code with an empty list, and refuses what is not an image', async () => {
    const { cookie } = await signUp(t.app, 'detect-none@example.com');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/barcodes/detect',
      headers: { cookie },
      payload: { imageData: dataUrl(await photo(640, 480)) },
    });
    expect(none.json()).toEqual({ success: true, barcodes: [] });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/barcodes/detect',
      headers: { cookie },
      payload: { imageData: 'data:image/png;base64,aGVsbG8=' },
    });
    expect(bad.statusCode).toBe(415);
  });
});

describe('GET /api/barcodes/:code/product', () => {
  it('finds a UPC in the UPC database and keeps only https images', async () => {
    const { cookie } = await signUp(t.app, 'lookup@example.com');
    const res = await t.app.inject({ url: '/api/barcodes/036000291452/product', headers: { cookie } });
    expect(res.json()).toMatchObject({
      code: '036000291452',
      found: true,
      productInfo: {
        title: 'Kleenex Facial Tissue, 3 Boxes',
        brand: 'Kleenex',
        upc: '036000291452',
        imageUrl: 'https://img.example/kleenex.jpg',
        source: 'upcitemdb',
        specifications: { 'Issued by': 'United States and Canada' },
      },
    });
  });

  it('asks the books database only for an ISBN, and by ISBN-13', async () => {
    const { cookie } = await signUp(t.app, 'isbn@example.com');
    asked.length = 0;
    const book = await t.app.inject({ url: '/api/barcodes/0-14-143951-3/product', headers: { cookie } });
    expect(book.json()).toMatchObject({
      found: true,
      productInfo: {
        title: 'Pride and Prejudice',
        category: 'books_media',
        isbn: '9780141439518',
        manufacturer: 'Penguin Classics',
        imageUrl: 'https://books.example/pp.jpg',
        specifications: { Author: 'Jane Austen', Pages: '480', 'Registration group': 'English language' },
        source: 'google-books',
      },
    });
    expect(asked).toContain('/books/volumes?q=isbn:9780141439518');
    asked.length = 0;
    await t.app.inject({ url: '/api/barcodes/5449000000996/product', headers: { cookie } });
    expect(asked.some((a) => a.startsWith('/books/'))).toBe(false);
    expect(asked).toEqual(
      expect.arrayContaining(['/upc/lookup?upc=5449000000996', '/food/api/v0/product/5449000000996.json']),
    );
  });

  it('takes the first source that finds the product, even when a faster one does not know it', async () => {
    const { cookie } = await signUp(t.app, 'race@example.com');
    delays.upc = 300;
    const coke = await t.app.inject({ url: '/api/barcodes/5449000000996/product', headers: { cookie } });
    expect(coke.json()).toMatchObject({ found: true, productInfo: { title: 'Coca-Cola', source: 'open-food-facts' } });
    delays.food = 600;
    delays.upc = 0;
    const stabilo = await t.app.inject({ url: '/api/barcodes/4006381333931/product', headers: { cookie } });
    expect(stabilo.json()).toMatchObject({
      found: true,
      productInfo: { brand: 'Stabilo', source: 'upcitemdb', specifications: { 'Issued by': 'Germany' } },
    });
    delete delays.food;
  });

  it('says what the code is, offline, when no source knows it', async () => {
    const { cookie } = await signUp(t.app, 'unknown@example.com');
    const res = await t.app.inject({ url: '/api/barcodes/5012345678900/product', headers: { cookie } });
    expect(res.json()).toEqual({
      code: '5012345678900',
      found: false,
      productInfo: {
        upc: '5012345678900',
        specifications: { GTIN: '5012345678900', 'Issued by': 'United Kingdom' },
        source: 'gs1-registry',
      },
    });
    const typo = await t.app.inject({ url: '/api/barcodes/5012345678901/product', headers: { cookie } });
    expect(typo.json()).toEqual({ code: '5012345678901', found: false, productInfo: null });
  });
});

describe('group by label photo', () => {
  it('assigns each run of photos after a label photo to its SKU and removes the label photos', async () => {
    const { cookie } = await signUp(t.app, 'labels@example.com');
    const shots = [
      { name: 'stray.jpg', bytes: await photo(800, 600, '#553311') },
      { name: 'label-1.jpg', bytes: await codePhoto('qrcode', 'JKT-001') },
      { name: 'jacket-front.jpg', bytes: await photo(800, 600, '#113355') },
      { name: 'jacket-back.jpg', bytes: await photo(800, 600, '#113356') },
      { name: 'product-code.jpg', bytes: await codePhoto('ean13', '4006381333931') },
      { name: 'label-2.jpg', bytes: await codePhoto('code128', 'SKU: DRS-7') },
      { name: 'dress.jpg', bytes: await photo(800, 600, '#335511') },
    ];
    const up = await t.app.inject({ method: 'POST', url: '/api/photos', headers: { cookie }, payload: formOf(shots) });
    const ids = Object.fromEntries(up.json().photos.map((p: { filename: string; id: string }) => [p.filename, p.id]));

    const res = await t.app.inject({ method: 'POST', url: '/api/photos/group-by-label', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      groups: [
        { sku: 'JKT-001', photo_ids: [ids['jacket-front.jpg'], ids['jacket-back.jpg'], ids['product-code.jpg']] },
        { sku: 'DRS-7', photo_ids: [ids['dress.jpg']] },
      ],
      label_photo_ids: [ids['label-1.jpg'], ids['label-2.jpg']],
      ungrouped: 1,
    });
    const left = (await t.app.inject({ url: '/api/photos', headers: { cookie } })).json().photos;
    expect(left.map((p: { filename: string }) => p.filename)).toEqual(['stray.jpg']);
    const assigned = (await t.app.inject({ url: '/api/photos?view=assigned', headers: { cookie } })).json().photos;
    expect(assigned.map((p: { filename: string; assigned_sku: string }) => `${p.assigned_sku}:${p.filename}`)).toEqual([
      'DRS-7:dress.jpg',
      'JKT-001:jacket-front.jpg',
      'JKT-001:jacket-back.jpg',
      'JKT-001:product-code.jpg',
    ]);
    const label = await t.app.inject({ url: `/api/photos/${ids['label-1.jpg']}`, headers: { cookie } });
    expect(label.statusCode).toBe(404);
  });
});
