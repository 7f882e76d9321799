import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, expect, test } from '../support/fixtures';
import { openOverview } from '../support/overview';

// Issue 9: the dashboard overview of a new seller, theme, eBay result banners,
// item details' not-found state and Delete all my data. The overview and the
// details of real items are in dashboard-items.spec.ts and details.spec.ts.

const CLOTHING = fileURLToPath(new URL('../../../shared/data/clothing/train', import.meta.url));
const firstPhoto = () => {
  const kind = readdirSync(CLOTHING).sort()[0] ?? '';
  const name = readdirSync(path.join(CLOTHING, kind)).sort()[0] ?? '';
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(path.join(CLOTHING, kind, name)) };
};

test('a new seller sees zero stats, the empty text and the Free Plan; the theme choice is remembered', async ({
  page,
}) => {
  await createAccount(page, 'Nina New');
  await openOverview(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Nina New' })).toBeVisible();
  await expect(page.getByText('Free Plan')).toBeVisible();
  for (const label of ['Items Processed', 'Active Listings', 'Total Sales'])
    await expect(page.getByText(label).locator('..')).toHaveText(`${label}0`);
  await expect(page.getByText('Revenue').locator('..')).toHaveText('Revenue$0.00');
  await expect(page.getByText('No items yet. Upload some photos to get started!')).toBeVisible();

  const html = page.locator('html');
  const wasDark = (await html.getAttribute('class'))?.includes('dark') ?? false;
  await page.getByRole('button', { name: wasDark ? 'Switch to light theme' : 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Nina New' })).toBeVisible();
  await expect(html).toHaveClass(wasDark ? /^(?!.*dark)/ : /dark/);
});

test('the eBay result banners show their texts and the parameters leave the address', async ({ page }) => {
  await createAccount(page, 'Bea Banner');
  await page.goto('/app?ebay_connected=true');
  await expect(page.getByRole('status').filter({ hasText: 'eBay account connected successfully!' })).toHaveText(
    'eBay account connected successfully! You can now create live eBay listings.',
  );
  await expect(page).toHaveURL(/\/app$/);

  await page.goto(`/app?tab=inventory&ebay_error=${encodeURIComponent('access_denied: User denied access')}`);
  await expect(page.getByRole('alert').filter({ hasText: 'eBay connection failed' })).toHaveText(
    'eBay connection failed: access_denied: User denied access',
  );
  await expect(page).toHaveURL(/\/app\?tab=inventory$/);
});

test("another seller's or a missing item shows the not-found texts", async ({ page }) => {
  await createAccount(page, 'Ivy Item');
  await page.goto('/details/00000000-0000-0000-0000-000000000000');
  await expect(page.getByRole('heading', { name: 'Item not found' })).toBeVisible();
  await expect(
    page.getByText("The item you're looking for doesn't exist or you don't have permission to view it."),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to Dashboard' }).last().click();
  await expect(page).toHaveURL(/\/app$/);
});

test('Delete all my data from Settings leaves no photo row and no file, and the seller stays signed in; a changed name asks before Back drops it', async ({
  page,
}) => {
  await createAccount(page, 'Dora Delete');
  const upload = await page.request.post('/api/photos', { multipart: { photos: firstPhoto() } });
  expect(upload.status()).toBe(201);
  const [photo] = ((await upload.json()) as { photos: { id: string; image_url: string }[] }).photos;
  expect((await page.request.get(photo?.image_url ?? '')).status()).toBe(200);

  await page.goto('/app');
  await page.getByRole('button', { name: 'Account menu for Dora Delete' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete all my data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('Successfully deleted all items');

  expect(((await (await page.request.get('/api/photos/count')).json()) as { count: number }).count).toBe(0);
  expect((await page.request.get(photo?.image_url ?? '')).status()).toBe(404);
  expect((await page.request.get('/api/me')).status()).toBe(200);

  // A changed name is not dropped unasked: Back asks first, and once saved the page leaves at once.
  const name = page.getByLabel('Name');
  await name.fill('Dora Deleted');
  await page.goBack();
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toContainText('Your profile changes are not saved.');
  await ask.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue('Dora Deleted');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/app$/);
  expect(((await (await page.request.get('/api/me')).json()) as { profile: { name: string } }).profile.name).toBe(
    'Dora Deleted',
  );
});
