import { APP_PORT, APP_URL } from '../support/constants';
import { createAccount, expect, test } from '../support/fixtures';

// Issue 18, point 3 (decision 024): ListLens opened at 127.0.0.1 while it lives
// at localhost. The page moves to localhost, so the session, the eBay popup and
// eBay's return address share one origin and Connect eBay works.

const LOOPBACK_URL = `http://127.0.0.1:${APP_PORT}`;

test('Connect eBay works when the app is opened at 127.0.0.1', async ({ page }) => {
  await createAccount(page, 'Ivy Loopback');
  await page.goto(`${LOOPBACK_URL}/app`);
  await expect(page).toHaveURL(`${APP_URL}/app`);

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Account' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Grant application access' })).toBeVisible();
  await popup.getByRole('button', { name: 'Agree' }).click();
  await expect(popup.getByRole('heading', { name: 'eBay Connected!' })).toBeVisible();
  await expect(page.getByText('eBay Connected Successfully!')).toBeVisible();
  const status = await (await page.request.get('/api/ebay/status')).json();
  expect(status.connected).toBe(true);
});
