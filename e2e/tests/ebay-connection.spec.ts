import type { Page } from '@playwright/test';
import { connectThroughApi } from '../support/ebay';
import { createAccount, expect, test } from '../support/fixtures';

// The e2e server runs with EBAY_ENV=emulator (the default): eBay's consent
// page is the built-in emulator under /_emulator/ebay, on our own origin.

/** eBay (and the emulator) tokens and codes begin 'v^1.1#'; in a URL that reads 'v%5E1.1%23'. */
const TOKEN_MARKS = ['v^1.1#', 'v%5E1.1%23', 'v%5e1.1%23'];

async function expectNoToken(page: Page) {
  const html = await page.content();
  for (const mark of TOKEN_MARKS) expect(html, `${page.url()} shows a token`).not.toContain(mark);
}

/** Plays the seller on the emulator's consent page in `consent` (a popup or a tab). */
async function answerConsent(consent: Page, decision: 'Agree' | 'Decline') {
  await expect(consent.getByRole('heading', { name: 'Grant application access' })).toBeVisible();
  await consent.getByRole('button', { name: decision }).click();
}

test('a new seller connects eBay from the Welcome screen through the popup', async ({ page }) => {
  await createAccount(page, 'Pia Popup');
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Welcome to ListLens' })).toBeVisible();
  await expect(page.getByText('0% · 0 of 4 completed')).toBeVisible();
  const badge = page.getByRole('status', { name: 'eBay connection status' });
  await expect(badge).toContainText('eBay not connected');

  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Account' }).click();
  const popup = await popupOpened;
  await expect(page.getByText('Finish signing in to eBay in the window that opened.')).toBeVisible();
  await answerConsent(popup, 'Agree');
  await expect(popup.getByRole('heading', { name: 'eBay Connected!' })).toBeVisible();
  await expectNoToken(popup);
  // A popup closes itself 2 s after success; its opener has already heard.
  await popup.waitForEvent('close');

  await expect(page.getByText('eBay Connected Successfully!')).toBeVisible();
  await expect(page.getByText('25% · 1 of 4 completed')).toBeVisible();
  // Connected to the emulator, not production: yellow, with the environment named.
  await expect(badge).toHaveAttribute('data-tone', 'yellow');
  await expect(badge).toContainText('Emulator');
  await expect(badge).toContainText('eBay connected as emulated_seller');
  // A desktop has the room: the seller's eBay name is shown whole, not cut to "emulated_...".
  const message = badge.getByText('eBay connected as emulated_seller');
  expect(await message.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expectNoToken(page);
});

test("declining on eBay's consent page shows the error and connects nothing", async ({ page }) => {
  await createAccount(page, 'Dan Decline');
  await page.goto('/app');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Account' }).click();
  await answerConsent(await popupOpened, 'Decline');
  await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('eBay authentication failed: access_denied');
  // Not a network, time-out or popup error: no retry, the seller is pointed to support.
  await expect(page.getByText(/please contact support/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connect Account' })).toBeEnabled();
  const status = await (await page.request.get('/api/ebay/status')).json();
  expect(status.connected).toBe(false);
});

test('when the popup is blocked the seller continues in a new tab', async ({ page, context }) => {
  await createAccount(page, 'Bea Blocked');
  // What a popup blocker does: window.open gives nothing back.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Connect Account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Authentication window was blocked by your browser. Please allow popups for this site and try again.',
  );
  const tabOpened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open eBay sign-in in a new tab' }).click();
  const tab = await tabOpened;
  await answerConsent(tab, 'Agree');
  await expect(tab.getByRole('heading', { name: 'eBay Connected!' })).toBeVisible();
  await expect(page.getByText('eBay Connected Successfully!')).toBeVisible();
  // Not a popup, so the tab goes on to where the flow started.
  await expect(tab).toHaveURL(/\/app$/);
});

test('settings show the connection and disconnect it', async ({ page }) => {
  await createAccount(page, 'Sid Settings');
  await connectThroughApi(page);
  await page.goto('/app');
  await page.getByRole('button', { name: 'Account menu for Sid Settings' }).click();
  await page.getByRole('menuitem', { name: 'Connect eBay Account' }).click();
  await expect(page).toHaveURL(/\/settings#ebay$/);
  const section = page.locator('#ebay');
  await expect(section.getByText('api_seeded_seller')).toBeVisible();
  await expect(section.getByText('Emulator')).toBeVisible();
  await expect(section.getByText(/Expires in (1|2) hours?/)).toBeVisible();
  await expect(section.getByRole('list', { name: 'Permissions granted' })).toContainText('sell.inventory');
  await expectNoToken(page);

  await section.getByRole('button', { name: 'Disconnect eBay' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect eBay?' });
  await dialog.getByRole('button', { name: 'Disconnect eBay' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText('Not connected')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Connect eBay Account' })).toBeVisible();
});

test('the diagnostic pages show the connection without ever showing a token', async ({ page }) => {
  // The item analysis test may load the AI engine's models for the first time.
  test.setTimeout(120_000);
  await createAccount(page, 'Tia Tokens');
  await connectThroughApi(page);

  await page.goto('/test-connection');
  await expect(page.getByRole('heading', { name: 'Connection Test', level: 1 })).toBeVisible();
  await expect(page.getByText('Connected to eBay Emulator as api_seeded_seller')).toBeVisible();
  await expectNoToken(page);
  // The page's eBay test buttons, each against the emulator.
  await page.getByRole('button', { name: 'Check Trading API capabilities' }).click();
  await expect(page.getByText('The token is valid and has every capability ListLens needs')).toBeVisible();
  await page.getByRole('button', { name: 'Fetch categories' }).click();
  await expect(page.getByText(/Read \d+ top-level categor/)).toBeVisible();
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await expect(page.getByText(/Found \d+ listings in clothing/)).toBeVisible();
  await page.getByRole('button', { name: 'Test item analysis' }).click();
  // The AI engine reads the built-in care label (a cold engine loads its models first).
  await expect(page.getByText("Levi's", { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('W32 L30', { exact: true })).toBeVisible();
  await expectNoToken(page);

  await page.goto('/oauth-debug');
  await page.getByRole('button', { name: 'Run Full Debug' }).click();
  await expect(page.getByLabel('Debug report')).toContainText(
    'Connection: Connected to eBay Emulator as api_seeded_seller',
  );
  await expect(page.getByText('Authenticated', { exact: true })).toBeVisible();
  await expectNoToken(page);

  await page.goto('/ebay-token-test');
  await expect(page.getByText('The access token is valid.')).toBeVisible();
  await expectNoToken(page);

  await page.goto('/simple-ebay-auth-test');
  await expect(page.getByText('Connected to eBay Emulator as api_seeded_seller')).toBeVisible();
  await expectNoToken(page);

  const status = await page.request.get('/api/ebay/status');
  for (const mark of TOKEN_MARKS) expect(await status.text()).not.toContain(mark);
});

test('a manual exchange takes the pasted success address and lands on the dashboard', async ({ page, context }) => {
  await createAccount(page, 'Max Manual');
  await page.goto('/manual-token-exchange');
  await page.getByRole('button', { name: 'Get Authorization Link' }).click();
  const tabOpened = context.waitForEvent('page');
  await page.getByRole('link', { name: 'Open eBay authorization page' }).click();
  const tab = await tabOpened;
  await answerConsent(tab, 'Agree');
  // The success page hands its address over instead of spending the one-time code.
  await expect(tab.getByRole('heading', { name: 'eBay Authorization Received' })).toBeVisible();
  const address = await tab.getByLabel('Success page address').inputValue();
  expect(address).toContain('code=');

  await page.getByRole('button', { name: 'Complete Connection' }).click();
  await expect(page.getByText('Please paste the eBay authorization URL')).toBeVisible();
  await page.getByLabel('Success page address').fill(address);
  await page.getByRole('button', { name: 'Complete Connection' }).click();
  await expect(page.getByText('eBay account connected! Taking you to your dashboard...')).toBeVisible();
  await expect(page).toHaveURL(/\/app/);
  await expect(page.getByRole('status', { name: 'eBay connection status' })).toHaveAttribute('data-tone', 'yellow');
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
});

test('the OAuth routing test suite starts empty', async ({ page }) => {
  await page.goto('/oauth-test');
  await expect(page.getByRole('heading', { name: 'OAuth Routing Test Suite' })).toBeVisible();
  await expect(page.getByText('No tests run yet. Click a test button to start.')).toBeVisible();
  await expect(page.getByText('0 tests run')).toBeVisible();
});
