import { test as base, expect, type Page } from '@playwright/test';
import { APP_URL } from './constants';

const EXPECTED_API_ANSWER = /^Failed to load resource: the server responded with a status of (400|401|409|429) /;

let counter = 0;
/** An e-mail no other test (or earlier run) has used. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${counter++}@example.com`;

/**
 * Every test fails if a page of ours logs a console error or throws; that is
 * how CSP violations and React errors surface. Pages of the local OpenID
 * provider are not ours and are ignored.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      // Our pages are those of the app under test: the shared server, or a spec's own (seeded-app.ts).
      const ours = baseURL ?? APP_URL;
      page.on('console', (message) => {
        if (message.type() !== 'error' || !page.url().startsWith(ours)) return;
        // Chromium logs every 4xx answer; these are the API's deliberate answers to bad input.
        if (EXPECTED_API_ANSWER.test(message.text())) return;
        // A missing or foreign id is the API's deliberate 404 (details pages then show their not-found text).
        if (/status of 404 /.test(message.text()) && message.location().url.includes('/api/')) return;
        errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on our pages').toEqual([]);
    },
    { auto: true },
  ],
});

/** Creates an account through the API; the page's context then carries its session cookie. */
export async function createAccount(
  page: Page,
  fullName: string,
  email = uniqueEmail('seller'),
  password = 'Thimble-Harbor-42',
) {
  const response = await page.request.post('/api/accounts', { data: { fullName, email, password } });
  expect(response.status()).toBe(201);
  const me = (await response.json()) as { user: { id: string; email: string } };
  return { ...me.user, password };
}

export { expect };
