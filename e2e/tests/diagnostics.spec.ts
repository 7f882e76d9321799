import { readFileSync } from 'node:fs';
import { createAccount, expect, test } from '../support/fixtures';

// The backend, network and auth test pages (spec part 3, diagnostics; part 1, developer pages), at a phone's width.

test.use({ viewport: { width: 375, height: 740 } });

test('a signed-in seller runs the backend test and every test passes', async ({ page }) => {
  await createAccount(page, 'Bea Backend');
  await page.goto('/supabase-test');
  await expect(page.getByRole('heading', { name: 'Backend Test', level: 1 })).toBeVisible();
  await expect(page.getByText('No tests run yet. Press Run Tests to start.')).toBeVisible();
  await page.getByRole('button', { name: 'Run Tests' }).click();
  await expect(page.getByText('All 3 tests passed')).toBeVisible();
  const results = page.getByRole('list', { name: 'Test results' }).getByRole('listitem');
  await expect(results).toHaveCount(3);
  for (const name of ['Database connection', 'Database insert', 'Storage upload']) {
    await expect(results.filter({ hasText: name })).toContainText('Passed');
  }
  await expect(results.filter({ hasText: 'Storage upload' })).toContainText(/test image was uploaded .* and deleted/);
});

test('signed out, the backend test explains that it needs sign-in and opens the sign-in modal', async ({ page }) => {
  await page.goto('/supabase-test');
  await expect(
    page.getByText('The database insert and storage upload tests run only for a signed-in seller.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run Tests' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test('the network test reaches the backend and says all tests passed', async ({ page }) => {
  await page.goto('/network-test');
  await expect(page.getByRole('heading', { name: 'Network Test', level: 1 })).toBeVisible();
  await expect(page.getByText('All tests passed')).toBeVisible();
  const checks = page.getByRole('list', { name: 'Network checks' }).getByRole('listitem');
  await expect(checks.filter({ hasText: 'Backend health' })).toContainText('Reachable (HTTP 200), database up');
  await expect(checks.filter({ hasText: 'REST API root' })).toContainText('Reachable (HTTP 404)');
  await expect(checks.filter({ hasText: 'Photo storage' })).toContainText('Passed');
  await expect(checks.filter({ hasText: 'IP-echo service' })).toContainText('Not checked');
  await page.getByRole('button', { name: 'Run Tests Again' }).click();
  await expect(page.getByText('All tests passed')).toBeVisible();
});

test('the auth test shows who is signed in and their profile, and signs out', async ({ page }) => {
  const seller = await createAccount(page, 'Ada Auth');
  await page.goto('/auth-test');
  await expect(page.getByRole('heading', { name: 'Auth Test', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as Ada Auth (${seller.email})`)).toBeVisible();
  await expect(page.getByText('0 of 999')).toBeVisible();
  // The e2e server has Google sign-in set up against the local OpenID provider.
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByText(`Signed in as Ada Auth (${seller.email})`)).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth-test');
  await expect(page.getByText('Not signed in')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
});

test("the hidden debug console opens with Ctrl+Shift+D, runs its diagnostics and exports the app's own log", async ({
  page,
}) => {
  await createAccount(page, 'Dee Bugger');
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: /Welcome/ }).first()).toBeVisible();
  await page.keyboard.press('Control+Shift+D');
  const debugConsole = page.getByRole('dialog', { name: 'Debug Console' });
  await expect(debugConsole).toBeVisible();
  await expect(debugConsole.getByRole('list', { name: 'Debug log' })).toContainText('GET /api/me → 200');
  await debugConsole.getByRole('button', { name: 'Diagnostics' }).click();
  await expect(debugConsole.getByText(/Server: HTTP 200 in \d+ ms/)).toBeVisible();
  await expect(debugConsole.getByText(/Diagnostics finished/)).toBeVisible();

  const download = page.waitForEvent('download');
  await debugConsole.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('listlens-debug-log.json');
  const log = JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')) as { message: string; level: string }[];
  expect(log.map((e) => e.message)).toContain('GET /api/me → 200');
  expect(JSON.stringify(log)).not.toContain('v^1.1#');

  await debugConsole.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(debugConsole.getByText('Nothing logged yet.')).toBeVisible();
  await page.keyboard.press('Control+Shift+D');
  await expect(debugConsole).toBeHidden();
});
