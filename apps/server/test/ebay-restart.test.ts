import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { consentOnEbay } from './ebay-consent-support';
import { freePort, startProcess, waitForHealth, type Run } from './process-support';

// A seller connects eBay through the built-in emulator, then `npm start` runs again on the
// same data folder: the connection must still work, its refresh token included (decision 049).

const dataDir = mkdtempSync(path.join(tmpdir(), 'listlens-ebay-restart-'));
const running: Run[] = [];
afterAll(() => {
  for (const run of running) run.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number): Promise<Run> {
  const run = startProcess('main', { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  running.push(run);
  await waitForHealth(`http://localhost:${port}`, run);
  return run;
}

async function stop(run: Run): Promise<void> {
  run.kill('SIGTERM');
  expect(await run.exitCode).toBe(0);
}

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

it('keeps the eBay connection of the built-in emulator across a restart on the same data folder', async () => {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const emulator = `${url}/_emulator/ebay`;
  const api = (cookie: string) => async (method: string, route: string, body?: unknown) =>
    fetch(`${url}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const first = await start(port);
  const signUp = await fetch(`${url}/api/accounts`, {
    method: 'POST',
    ...json({ fullName: 'Kept Seller', email: 'kept-ebay@example.com', password: 'Thimble-Harbor-42' }),
  });
  expect(signUp.status).toBe(201);
  const cookie = (signUp.headers.getSetCookie().find((c) => c.startsWith('listlens.session_token=')) ?? '').split(
    ';',
  )[0] as string;
  const call = api(cookie);

  const { authUrl } = (await (await call('POST', '/api/ebay/connect', { returnPath: '/app' })).json()) as {
    authUrl: string;
  };
  const back = await consentOnEbay(emulator, authUrl, 'agree', 'kept_seller');
  expect((await call('POST', '/api/ebay/callback', back)).status).toBe(200);
  const before = await call('GET', '/api/listings/policies');
  expect(before.status).toBe(200);
  const policiesBefore = (await before.json()) as { defaults: Record<string, string | null> };
  await stop(first);

  const second = await start(port);
  // The stored access token (eBay's live 2 hours) is still honoured...
  const after = await call('GET', '/api/listings/policies');
  expect(after.status, await after.clone().text()).toBe(200);
  expect(((await after.json()) as typeof policiesBefore).defaults).toEqual(policiesBefore.defaults);
  // ...and so is the refresh token, once the access token has run out.
  await fetch(`${emulator}/_sim/tokens/expire`, { method: 'POST', ...json({}) });
  const refreshed = await call('GET', '/api/listings/policies?fresh=1');
  expect(refreshed.status, await refreshed.clone().text()).toBe(200);
  const status = (await (await call('GET', '/api/ebay/status')).json()) as { connected: boolean; ebayUsername: string };
  expect(status).toMatchObject({ connected: true, ebayUsername: 'kept_seller' });
  // The seller's side of eBay came back too, not a fresh account.
  const seller = await fetch(`${emulator}/_sim/sellers/kept_seller`);
  expect(seller.status).toBe(200);
  await stop(second);
}, 120_000);
