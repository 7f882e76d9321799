// `npm run bench`: one line per figure, `name: value unit`. Comparisons are
// measured in the same run so they share the machine's conditions.
import autocannon from 'autocannon';
import { buildWeb, landingJavaScriptGzipBytes } from './landing';
import { lighthouseScores, type LighthouseScores } from './lighthouse';
import { photoFigures } from './photos';
import { benchStockAdjustments } from '../../apps/server/src/modules/inventory/inventory.bench';
import { startBare, startListLens, stop } from './server-process';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** Lighthouse runs per figure; the median is printed (single runs vary with the machine's load). */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function line(name: string, value: number, unit: string): void {
  console.log(`${name}: ${Number.isInteger(value) ? value : value.toFixed(2)} ${unit}`);
}

async function rps(url: string, headers: Record<string, string> = {}): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function main(): Promise<void> {
  const app = await startListLens(3201);
  line('startup_to_first_health_200_empty_embedded_db', Math.round(app.msToReady), 'ms');

  const signUp = await fetch(`${app.url}/api/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Bench Seller', email: 'bench@example.com', password: 'bench-password' }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .find((c) => c.startsWith('listlens.session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`sign-up failed: ${signUp.status}`);

  const me = await rps(`${app.url}/api/me`, { cookie });
  // Issue 6: stock adjustments on one hot item and spread over 1,000 items.
  const stock = await benchStockAdjustments({ url: app.url, cookie }, DURATION_S * 1000);
  await stop(app);
  const bare = await startBare(3202);
  const hello = await rps(`${bare.url}/hello`);
  await stop(bare);

  line(`api_me_authenticated_rps_c${CONNECTIONS}`, Math.round(me), 'req/s');
  line(`bare_fastify_rps_c${CONNECTIONS}`, Math.round(hello), 'req/s');
  line('api_me_to_bare_fastify_ratio', me / hello, 'x');
  for (const f of stock) line(f.name, f.value, f.unit);
  for (const [name, value, unit] of await photoFigures()) line(name, value, unit);

  await landingFigures();
}

/** The landing page's JavaScript size and its four Lighthouse scores, on the built app (issue 9). */
async function landingFigures(): Promise<void> {
  const webDist = await buildWeb();
  line('landing_js_gzip', Math.round(landingJavaScriptGzipBytes(webDist) / 102.4) / 10, 'KB');
  const site = await startListLens(3203, { WEB_DIST_DIR: webDist });
  const runs: LighthouseScores[] = [];
  try {
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(`${site.url}/`));
  } finally {
    await stop(site);
  }
  const median = (pick: (s: LighthouseScores) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? 0;
  };
  line(
    'lighthouse_landing_performance',
    median((s) => s.performance),
    'score',
  );
  line(
    'lighthouse_landing_accessibility',
    median((s) => s.accessibility),
    'score',
  );
  line(
    'lighthouse_landing_best_practices',
    median((s) => s.bestPractices),
    'score',
  );
  line(
    'lighthouse_landing_seo',
    median((s) => s.seo),
    'score',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
