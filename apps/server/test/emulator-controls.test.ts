import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

// Issue 18, point 8: the built-in emulator's /_sim controls reset or fault eBay
// for every seller, so a server others reach never serves them.

const SIM = '/_emulator/ebay/_sim';

let deployed: TestApp;
let local: TestApp;
beforeAll(async () => {
  [deployed, local] = await Promise.all([
    createTestApp({ NODE_ENV: 'production', APP_PUBLIC_URL: 'https://listlens.example' }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([deployed?.close(), local?.close()]));

describe('the emulator controls', () => {
  it('are not there on a deployed server, while the emulator itself still answers', async () => {
    for (const request of [
      { method: 'POST' as const, url: `${SIM}/reset` },
      { method: 'PUT' as const, url: `${SIM}/faults`, payload: { rate500: 1 } },
      { method: 'POST' as const, url: `${SIM}/tokens/revoke`, payload: {} },
      { method: 'GET' as const, url: `${SIM}/clock` },
      { method: 'GET' as const, url: `${SIM}/taxonomy/version` },
    ]) {
      const res = await deployed.app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
    }
    const consent = await deployed.app.inject({ url: '/_emulator/ebay/oauth2/authorize' });
    expect(consent.statusCode).not.toBe(404);
  });

  it('answer in tests', async () => {
    expect((await local.app.inject({ method: 'POST', url: `${SIM}/reset` })).statusCode).toBe(204);
    expect((await local.app.inject({ url: `${SIM}/clock` })).statusCode).toBe(200);
  });
});
