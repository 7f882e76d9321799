import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Connects eBay the way the browser would, but through the API: a seed for tests about other things. */
export async function connectThroughApi(page: Page) {
  const start = await page.request.post('/api/ebay/connect', { data: { returnPath: '/app' } });
  expect(start.status()).toBe(200);
  const { authUrl } = (await start.json()) as { authUrl: string };
  const html = await (await page.request.get(authUrl)).text();
  const consentId = /name="consent_id" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const answer = await page.request.post('/_emulator/ebay/oauth2/consent', {
    form: { consent_id: consentId, username: 'api_seeded_seller', decision: 'agree' },
    maxRedirects: 0,
  });
  const back = new URL(answer.headers()['location'] ?? '', 'http://localhost');
  const done = await page.request.post('/api/ebay/callback', {
    data: { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  });
  expect(done.status()).toBe(200);
}
