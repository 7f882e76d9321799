import sharp from 'sharp';
import { startListLens, stop } from './server-process';

// Issue 3 figures: 12 MP JPEGs through the real upload route (multipart, checks,
// three renditions, storage, rows) against sharp alone making the same three
// renditions, both two at a time, in the same run.

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 12);
const CONCURRENCY = 2;

/** A 12 MP (4000x3000) JPEG with fine detail, like a phone photo of a garment. */
async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const tint = { r: 90 + seed * 7, g: 70 + seed * 5, b: 60 + seed * 3 };
  return sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: tint,
      noise: { type: 'gaussian', mean: 120, sigma: 18 },
    },
  })
    .blur(0.6)
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function inParallel(count: number, run: (i: number) => Promise<void>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) await run(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** The same three renditions the upload route stores (DESIGN section 2), with sharp alone. */
async function baselineRenditions(bytes: Buffer): Promise<void> {
  const base = sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' }).autoOrient();
  const fit = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
  await Promise.all([
    base.clone().jpeg({ quality: 90 }).toBuffer(),
    base.clone().resize(fit(1600)).jpeg({ quality: 90 }).toBuffer(),
    base.clone().resize(fit(400)).webp({ quality: 80 }).toBuffer(),
  ]);
}

export async function photoFigures(port = 3204): Promise<[string, number, string][]> {
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => twelveMegapixelJpeg(i)));
  const app = await startListLens(port);
  let ingest: number;
  try {
    const signUp = await fetch(`${app.url}/api/accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fullName: 'Bench Photos', email: 'bench-photos@example.com', password: 'bench-password' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .find((c) => c.startsWith('listlens.session_token='))
      ?.split(';')[0];
    if (!cookie) throw new Error(`sign-up failed: ${signUp.status}`);
    const upload = async (i: number) => {
      const form = new FormData();
      form.append(
        'photos',
        new Blob([new Uint8Array(photos[i] ?? Buffer.alloc(0))], { type: 'image/jpeg' }),
        `p${i}.jpg`,
      );
      const response = await fetch(`${app.url}/api/photos`, { method: 'POST', headers: { cookie }, body: form });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    };
    await upload(0); // warm-up: first sharp and database use in the server process
    ingest = await inParallel(PHOTOS, upload);
  } finally {
    await stop(app);
  }
  await baselineRenditions(photos[0] ?? Buffer.alloc(0));
  const baseline = await inParallel(PHOTOS, (i) => baselineRenditions(photos[i] ?? Buffer.alloc(0)));
  return [
    ['photo_ingest_per_s', ingest, 'photos/s'],
    ['sharp_baseline_per_s', baseline, 'photos/s'],
    ['photo_ingest_to_sharp_baseline_ratio', ingest / baseline, 'x'],
  ];
}
