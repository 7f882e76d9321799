// `npm run bench`: one line per figure, `name: value unit`. Comparisons are
// measured in the same run so they share the machine's conditions.
import autocannon from 'autocannon';
import { startBare, startListLens, stop } from './server-process';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

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
  await stop(app);
  const bare = await startBare(3202);
  const hello = await rps(`${bare.url}/hello`);
  await stop(bare);

  line(`api_me_authenticated_rps_c${CONNECTIONS}`, Math.round(me), 'req/s');
  line(`bare_fastify_rps_c${CONNECTIONS}`, Math.round(hello), 'req/s');
  line('api_me_to_bare_fastify_ratio', me / hello, 'x');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
