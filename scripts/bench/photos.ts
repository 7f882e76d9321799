import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { processCpuMs, startListLens, stop } from './server-process';

// Issue 3 figures: 12 MP JPEGs through the real upload route (multipart, checks,
// three renditions, storage, rows) against sharp alone making the same three
// renditions, both two at a time, in the same run. Issue 19, point 8: the time
// from an upload's last byte to its adult-content score (decision 035).

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

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type Sent = { id: string; lastByteAt: number };

type Multipart = { body: Buffer; contentType: string };

/** The multipart body of an upload of one photo, made before the clock starts. */
async function multipartOf(bytes: Buffer, name: string): Promise<Multipart> {
  const form = new FormData();
  form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const multipart = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await multipart.arrayBuffer()), contentType: multipart.headers.get('content-type') ?? '' };
}

/**
 * POST /api/photos with one photo's ready body. Resolves with the stored photo's id and the
 * wall-clock time its last byte was handed to the socket.
 */
async function uploadPhoto(url: string, cookie: string, { body, contentType }: Multipart): Promise<Sent> {
  return new Promise((resolve, reject) => {
    let lastByteAt = 0;
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          cookie,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 201) return reject(new Error(`upload answered ${res.statusCode}: ${text}`));
          const id = (JSON.parse(text) as { photos: { id: string }[] }).photos[0]?.id;
          if (!id) return reject(new Error(`upload answered no photo: ${text}`));
          resolve({ id, lastByteAt });
        });
      },
    );
    req.on('error', reject);
    req.end(body, () => {
      lastByteAt = Date.now();
    });
  });
}

/** When each photo's adult-content check ran (the server's clock, the same machine's), polled after the uploads. */
async function checkedTimes(
  url: string,
  cookie: string,
  ids: string[],
  timeoutMs = 180_000,
): Promise<Map<string, number>> {
  const started = performance.now();
  for (;;) {
    const response = await fetch(`${url}/api/photos?view=unassigned&limit=500`, { headers: { cookie } });
    const { photos } = (await response.json()) as { photos: { id: string; adult_checked_at: string | null }[] };
    const checked = new Map(
      photos.flatMap((p) => (p.adult_checked_at ? [[p.id, Date.parse(p.adult_checked_at)]] : [])),
    );
    if (ids.every((id) => checked.has(id))) return checked;
    if (performance.now() - started > timeoutMs) throw new Error(`photos not checked within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The value below which `share` of the sorted values fall (nearest rank). */
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

type Figure = [string, number, string];

export async function photoFigures(port = 3204): Promise<Figure[]> {
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => twelveMegapixelJpeg(i)));
  const app = await startListLens(port);
  let ingest: number;
  let toScore: number[];
  let serverCpu: number | null = null;
  let clientCpu: number;
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
    const sent: Sent[] = [];
    const bodies = await Promise.all(photos.map((bytes, i) => multipartOf(bytes, `p${i}.jpg`)));
    const upload = async (i: number) => {
      const body = bodies[i];
      if (!body) throw new Error(`no photo ${i}`);
      sent.push(await uploadPhoto(`${app.url}/api/photos`, cookie, body));
    };
    // Warm-up: the first sharp and database use in the server process, and its check loads the
    // adult-content model (seconds, once per process), as on a server that has been running.
    await upload(0);
    await checkedTimes(
      app.url,
      cookie,
      sent.map((s) => s.id),
    );
    sent.length = 0;
    const serverBefore = processCpuMs(app.child.pid);
    const clientBefore = ownCpuMs();
    ingest = await inParallel(PHOTOS, upload);
    const serverAfter = processCpuMs(app.child.pid);
    clientCpu = (ownCpuMs() - clientBefore) / PHOTOS;
    if (serverBefore !== null && serverAfter !== null) serverCpu = (serverAfter - serverBefore) / PHOTOS;
    const checked = await checkedTimes(
      app.url,
      cookie,
      sent.map((s) => s.id),
    );
    toScore = sent.map((s) => (checked.get(s.id) ?? 0) - s.lastByteAt);
  } finally {
    await stop(app);
  }
  await baselineRenditions(photos[0] ?? Buffer.alloc(0));
  const baselineBefore = ownCpuMs();
  const baseline = await inParallel(PHOTOS, (i) => baselineRenditions(photos[i] ?? Buffer.alloc(0)));
  const baselineCpu = (ownCpuMs() - baselineBefore) / PHOTOS;
  return [
    ['photo_ingest_per_s', ingest, 'photos/s'],
    ['sharp_baseline_per_s', baseline, 'photos/s'],
    ['photo_ingest_to_sharp_baseline_ratio', ingest / baseline, 'x'],
    ['photo_last_byte_to_score_median', Math.round(percentile(toScore, 0.5)), 'ms'],
    ['photo_last_byte_to_score_p95', Math.round(percentile(toScore, 0.95)), 'ms'],
    // Where the cores went: the server during the timed uploads (checks deferred, decision 035),
    // the bench's own client side (making and sending the bodies), and sharp alone.
    ...(serverCpu === null ? [] : [['photo_ingest_server_cpu_per_photo', Math.round(serverCpu), 'ms'] as Figure]),
    ['photo_ingest_client_cpu_per_photo', Math.round(clientCpu), 'ms'],
    ['sharp_baseline_cpu_per_photo', Math.round(baselineCpu), 'ms'],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  photoFigures()
    .then((figures) => {
      for (const [name, value, unit] of figures)
        console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
