import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@listlens/db';
import { createTestDatabase } from '@listlens/db/testing';
import { startEbayEmulator } from '@listlens/ebay-emulator';
import { createApp } from '../../app';
import { ebayKeysetFor } from '../../adapters/ebay/ebay-environment';
import { createEbayHttp } from '../../adapters/ebay/ebay-http';
import { createEbayOAuth } from '../../adapters/ebay/ebay-oauth';
import { loadConfig } from '../../config/config';
import { createDeps } from '../../deps';
import { startWorkers } from '../../jobs/workers';

// Figures for `npm run bench` (issue 8): 25 items published to the eBay
// emulator by the server's own workers, through the real API, as the Generate
// screen's bulk publish (three bulk calls) and as 25 single Posts. Every HTTP
// request to eBay is counted, retries included.

type Figure = { name: string; value: number; unit: string };
type Inject = Awaited<ReturnType<typeof createApp>>['inject'];

const ITEMS = 25;
const SPECIFICS = {
  Brand: ['Patagonia'],
  Size: ['L'],
  'Size Type': ['Regular'],
  Department: ['Men'],
  Color: ['Blue'],
  Type: ['Jacket'],
  Style: ['Fleece'],
};

async function connect(inject: Inject, cookie: string, emulatorUrl: string, username: string): Promise<void> {
  const start = await inject({ method: 'POST', url: '/api/ebay/connect', headers: { cookie }, payload: {} });
  const html = await (await fetch((start.json() as { authUrl: string }).authUrl)).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await fetch(`${emulatorUrl}/oauth2/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ consent_id: consentId, username, decision: 'agree' }),
  });
  const back = Object.fromEntries(new URL(answer.headers.get('location') ?? '').searchParams);
  const done = await inject({ method: 'POST', url: '/api/ebay/callback', headers: { cookie }, payload: back });
  if (done.statusCode !== 200) throw new Error(`eBay connection failed: ${done.body}`);
}

export async function benchPublish(): Promise<Figure[]> {
  const emulator = await startEbayEmulator({ catalogueListings: 20, catalogueSales: 20 });
  const database = await createTestDatabase({});
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    AI_CONCURRENCY: '0',
    SALES_SYNC_MINUTES: '0',
    SIGN_UP_RATE_LIMIT: '100/60',
    EBAY_AUTH_BASE: emulator.url,
    EBAY_API_BASE: emulator.url,
    EBAY_APIZ_BASE: emulator.url,
  });
  const deps = createDeps({ config, database, secret: 'bench-secret-bench-secret-bench-secret-01' });
  let calls = 0;
  const counting: typeof fetch = (input, init) => {
    calls++;
    return fetch(input, init);
  };
  const http = createEbayHttp({ fetch: counting });
  deps.ebay.http = http;
  deps.ebay.oauth = createEbayOAuth(deps.ebay.bases, ebayKeysetFor(config), http);
  const app = await createApp(deps);
  try {
    await deps.jobs.start();
    await startWorkers(deps);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/accounts',
      payload: { fullName: 'Bench Poster', email: 'bench-poster@example.com', password: 'bench-password' },
    });
    const cookie = String(signUp.headers['set-cookie']).split(';')[0] ?? '';
    const userId = (signUp.json() as { user: { id: string } }).user.id;
    await connect(app.inject.bind(app), cookie, emulator.url, 'bench_poster');
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#335577' } })
      .jpeg()
      .toBuffer();
    form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'jacket.jpg');
    const upload = await app.inject({ method: 'POST', url: '/api/photos', headers: { cookie }, payload: form });
    const photoId = (upload.json() as { photos: { id: string }[] }).photos[0]?.id ?? '';
    const image = `/api/photos/${photoId}/files/display?v=0`;

    const seed = async (prefix: string): Promise<string[]> => {
      const rows = await deps.db
        .insert(schema.items)
        .values(
          Array.from({ length: ITEMS }, (_, i) => ({
            userId,
            sku: `${prefix}-${i}`,
            title: `Patagonia Men's Fleece Jacket L Blue ${prefix} ${i}`,
            description: 'Full-zip fleece, worn twice.',
            brand: 'Patagonia',
            size: 'L',
            color: 'Blue',
            condition: 'Excellent',
            images: [image],
            suggestedPrice: '49.99',
            aiAnalysis: { ebay_category_id: '57988', ebay_item_specifics: SPECIFICS },
          })),
        )
        .returning({ id: schema.items.id });
      return rows.map((r) => r.id);
    };
    const untilLive = async (itemIds: string[]) => {
      for (;;) {
        const rows = await deps.db.select().from(schema.listings).where(inArray(schema.listings.itemId, itemIds));
        const failed = rows.filter((r) => r.status === 'failed');
        if (failed.length > 0)
          throw new Error(`${failed.length} posts failed: ${JSON.stringify(failed[0]?.publishError)}`);
        if (rows.length === itemIds.length && rows.every((r) => r.status === 'active')) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // One warm-up post, so the figures leave out the first connection's set-up (location, policies).
    const [warm] = await seed('WARM');
    const policies = (await app.inject({ url: '/api/listings/policies', headers: { cookie } })).json() as {
      defaults: Record<string, string>;
    };
    await app.inject({
      method: 'POST',
      url: '/api/listings/bulk-publish',
      headers: { cookie },
      payload: { itemIds: [warm] },
    });
    await untilLive([warm ?? '']);

    const bulkIds = (await seed('BULK')).slice(0, ITEMS);
    let before = calls;
    let started = performance.now();
    await app.inject({
      method: 'POST',
      url: '/api/listings/bulk-publish',
      headers: { cookie },
      payload: { itemIds: bulkIds },
    });
    await untilLive(bulkIds);
    const bulkSeconds = (performance.now() - started) / 1000;
    const bulkCalls = calls - before;

    const singleIds = await seed('ONE');
    before = calls;
    started = performance.now();
    for (const itemId of singleIds) {
      await app.inject({
        method: 'POST',
        url: '/api/listings/publish',
        headers: { cookie },
        payload: { itemId, platforms: ['ebay'], policies: policies.defaults },
      });
    }
    await untilLive(singleIds);
    const singleSeconds = (performance.now() - started) / 1000;
    const singleCalls = calls - before;
    return [
      { name: 'publish_25_items_s', value: bulkSeconds, unit: 's' },
      { name: 'ebay_calls_per_published_item', value: bulkCalls / ITEMS, unit: 'calls' },
      { name: 'publish_25_items_one_by_one_s', value: singleSeconds, unit: 's' },
      { name: 'ebay_calls_per_published_item_one_by_one', value: singleCalls / ITEMS, unit: 'calls' },
    ];
  } finally {
    await app.close();
    await deps.jobs.stop(2000);
    await database.dispose();
    await emulator.close();
  }
}
