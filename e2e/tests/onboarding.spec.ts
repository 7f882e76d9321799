import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator } from '@playwright/test';
import { createAccount, expect, test } from '../support/fixtures';

// Issue 18, point 2: a new seller goes from the Welcome screen to a live eBay
// listing (the built-in emulator) by following the onboarding alone: each step
// opens the screen where it is done, and the progress counts the four steps.

const OUTWEAR = fileURLToPath(new URL('../../../shared/data/clothing/validation/outwear', import.meta.url));

/** Fills a field the validator named, as a seller would: a choice from eBay's list, or words. */
async function fillFocused(field: Locator) {
  const tag = await field.evaluate((el) => `${el.tagName}:${el.getAttribute('type') ?? ''}:${el.getAttribute('name')}`);
  if (tag.startsWith('SELECT')) {
    const options = await field.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    await field.selectOption(options.find((v) => v !== '') ?? '');
  } else if (tag.includes(':checkbox:')) await field.check();
  else await field.fill(tag.endsWith(':brand') ? 'Patagonia' : tag.endsWith(':size') ? 'L' : 'Classic');
}

test('a new seller follows the Welcome steps from connecting eBay to a live listing', async ({ page }) => {
  test.setTimeout(240_000);
  await createAccount(page, 'Nova Newcomer');
  await page.goto('/app');
  await expect(page.getByRole('heading', { name: 'Welcome to ListLens' })).toBeVisible();
  await expect(page.getByText('0% · 0 of 4 completed')).toBeVisible();
  // The tabs are there from the first visit.
  await expect(page.getByRole('tab', { name: 'Upload' })).toBeVisible();

  // 1. Connect eBay in its popup (the emulator's consent page).
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Account' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Agree' }).click();
  await expect(page.getByText('25% · 1 of 4 completed')).toBeVisible({ timeout: 20_000 });

  // 2. Upload Photos opens the upload tab; the SKUs tab follows.
  await page.getByRole('link', { name: 'Upload Photos' }).click();
  const name = readdirSync(OUTWEAR).sort()[0] ?? '';
  await page
    .getByLabel('Choose Photos')
    .setInputFiles([{ name, mimeType: 'image/jpeg', buffer: readFileSync(path.join(OUTWEAR, name)) }]);
  await page.getByRole('button', { name: 'Upload 1 Photo' }).click();
  await expect(page).toHaveURL(/tab=skus/, { timeout: 10_000 });
  await page.getByLabel(`Select photo 1 (${name})`).check();
  await page.getByLabel('SKU', { exact: true }).fill('COAT-1');
  await page.getByRole('button', { name: 'Assign' }).click();
  await page
    .getByRole('alertdialog', { name: 'All photos assigned' })
    .getByRole('button', { name: 'Go to Generate Listings' })
    .click();

  // 3. Generate.
  await page.getByRole('button', { name: 'Generate All Items (1)' }).click();
  await expect(page.getByText('Ready for Review')).toBeVisible({ timeout: 150_000 });
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByText('75% · 3 of 4 completed')).toBeVisible();

  // 4. Preview and Post opens the draft's preview; its problems lead into the edit modal.
  await page.getByRole('link', { name: 'Preview and Post' }).click();
  await expect(page.getByRole('heading', { name: 'Listing Preview' })).toBeVisible();
  const problems = page.getByRole('region', { name: 'Before you can post' });
  if (await problems.isVisible()) {
    await problems.getByRole('link').first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
    const ready = dialog.getByText('Ready to post');
    for (let i = 0; i < 10 && !(await ready.isVisible()); i++) {
      await dialog.locator('section[aria-labelledby="form-problems-title"] button').first().click();
      await fillFocused(page.locator(':focus'));
      await expect(dialog.getByText('Finding eBay’s category and item specifics…')).toHaveCount(0);
    }
    await expect(ready).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish to eBay' }).click();
    await expect(page.getByRole('heading', { name: 'Listing Preview' })).toBeVisible();
  }
  await expect(page.getByLabel('Shipping policy')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Post to 1 Platform' }).click();
  await expect(page.getByRole('heading', { name: 'Listing Posted Successfully!' })).toBeVisible({ timeout: 30_000 });

  // All four steps done: the overview shows the seller's figures.
  await page.goto('/app');
  await expect(page.getByText('Active Listings', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome to ListLens' })).toHaveCount(0);
});
