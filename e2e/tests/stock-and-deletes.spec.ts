import type { Page } from '@playwright/test';
import { connectThroughApi } from '../support/ebay';
import { createAccount } from '../support/fixtures';
import { expect, test, uploadGroup, type SeededApp } from '../support/seeded-app';

// Issue 18, points 4 and 5: a posted item appears in Inventory with its SKU,
// quantity and listing status, and deleting it ends its listing on eBay (the
// built-in emulator). The item is seeded without the AI; the post and the
// delete go through the screens, and the seeded server runs the posting workers.

test.use({ seededJobs: true });

const TITLE = "Levi's 501 Original Fit Jeans Mens 32x32";

/** A seeded item of a seller with eBay connected, posted from its preview as a seller posts it. */
async function postedItem(page: Page, seededApp: SeededApp, name: string, sku: string) {
  const seller = await createAccount(page, name);
  await uploadGroup(page, sku);
  const [itemId = ''] = await seededApp.seedItems(seller.email, [{ sku, title: TITLE }]);
  await connectThroughApi(page);
  // What eBay's Men's Jeans leaf (the emulator's) requires beyond the seeded Brand and Size.
  const specifics = {
    Brand: ["Levi's"],
    Size: ['32'],
    'Size Type': ['Regular'],
    Department: ['Men'],
    Style: ['Straight'],
  };
  expect((await page.request.patch(`/api/items/${itemId}`, { data: { item_specifics: specifics } })).status()).toBe(
    200,
  );
  await page.goto(`/preview/${itemId}`);
  await expect(page.getByRole('heading', { name: 'Listing Preview' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Before you can post' })).toHaveCount(0);
  await expect(page.getByLabel('Shipping policy')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Post to 1 Platform' }).click();
  await expect(page.getByRole('heading', { name: 'Listing Posted Successfully!' })).toBeVisible({ timeout: 30_000 });
  return itemId;
}

/** The item's row in the Inventory tab. */
async function inventoryRow(page: Page) {
  await page.goto('/app?tab=inventory');
  await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();
  return page.getByRole('row', { name: new RegExp(TITLE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
}

test('a posted item appears in Inventory with its SKU, quantity and live listing, and on Generate as live', async ({
  page,
  seededApp,
}) => {
  test.setTimeout(90_000);
  await postedItem(page, seededApp, 'Stu Stock', 'JEANS-INV-1');

  const row = await inventoryRow(page);
  await expect(row).toContainText('SKU: JEANS-INV-1');
  await expect(row).toContainText('Total: 1');
  await expect(row).toContainText('Available: 1');
  const listed = row.getByRole('link', { name: 'On eBay: 1 · live' });
  await expect(listed).toHaveAttribute('href', /\/_emulator\/ebay\/itm\/\d+$/);

  // The Generate screen says the item is live, not ready to post, and only its delete ends a listing.
  await uploadGroup(page, 'PLAIN-1');
  await page.goto('/app?tab=generate');
  const generated = page.getByRole('row', { name: /JEANS-INV-1/ });
  await expect(generated.getByRole('link', { name: /^Live on eBay/ })).toHaveAttribute(
    'href',
    /\/_emulator\/ebay\/itm\/\d+$/,
  );
  await expect(generated).not.toContainText('Ready to post');
  await expect(page.getByText('2 items · 0 selected · 0 ready to post')).toBeVisible();
  const confirm = page.getByRole('dialog', { name: 'Delete item?' });
  await generated.getByRole('button', { name: 'Delete JEANS-INV-1' }).click();
  await expect(confirm).toContainText('This action cannot be undone. Its live eBay listing is ended first.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete PLAIN-1' }).click();
  await expect(confirm).toContainText('Are you sure you want to delete the item for SKU PLAIN-1?');
  await expect(confirm).not.toContainText('eBay');
});

test('deleting a live item ends its listing on eBay', async ({ page, seededApp }) => {
  test.setTimeout(90_000);
  const itemId = await postedItem(page, seededApp, 'Dora Deleter', 'JEANS-DEL-1');
  // Where eBay shows the listing: the Inventory tab links to it.
  const ebayPage = await (await inventoryRow(page)).getByRole('link', { name: /^On eBay:/ }).getAttribute('href');
  expect(ebayPage).toMatch(/\/_emulator\/ebay\/itm\/\d+$/);
  const before = await page.context().newPage();
  await before.goto(ebayPage ?? '');
  await expect(before.getByText('Active', { exact: true })).toBeVisible();
  await before.close();

  await page.goto(`/details/${itemId}`);
  await expect(page.getByRole('region', { name: 'Listing Status' }).getByText('Live on eBay')).toBeVisible();
  await page.getByRole('button', { name: 'Delete item' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete this item? This action cannot be undone. Its live eBay listing is ended first.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // eBay's own page of the listing now says it has ended.
  const after = await page.context().newPage();
  await after.goto(ebayPage ?? '');
  await expect(after.getByText('Ended', { exact: true })).toBeVisible();
  await expect(after.getByText('Active', { exact: true })).toHaveCount(0);
  await after.close();
});
