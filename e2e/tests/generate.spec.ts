import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { createAccount, expect, test } from '../support/fixtures';

// Issue 5: three SKU groups of real photos, Generate All with the local AI
// engine, an inline edit and a modal edit that survive a reload, and a delete
// that gives the photos back.

const VALIDATION = fileURLToPath(new URL('../../../shared/data/clothing/validation', import.meta.url));
const realPhoto = (kind: string) => {
  const name = readdirSync(path.join(VALIDATION, kind)).sort()[0] ?? '';
  return { name: `${kind}-${name}`, mimeType: 'image/jpeg', buffer: readFileSync(path.join(VALIDATION, kind, name)) };
};

type Group = {
  sku: string;
  status: string;
  item: {
    id: string;
    title: string | null;
    item_specifics: Record<string, string[]>;
    department: string | null;
    ebay_category_path: string | null;
    problems: { field: string; message: string }[];
  } | null;
};

async function groupsOf(page: Page): Promise<Group[]> {
  const response = await page.request.get('/api/items/groups');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { groups: Group[] }).groups;
}

/** Seeds one SKU group through the API, as the upload and SKU screens would. */
async function seedGroup(page: Page, kind: string, sku: string): Promise<string[]> {
  const upload = await page.request.post('/api/photos', { multipart: { photos: realPhoto(kind) } });
  expect(upload.status()).toBe(201);
  const ids = ((await upload.json()) as { photos: { id: string }[] }).photos.map((p) => p.id);
  expect((await page.request.post('/api/photos/assign', { data: { ids, sku } })).status()).toBe(200);
  return ids;
}

test('a seller generates three listings, edits them inline and in the modal, and deletes one', async ({ page }) => {
  test.setTimeout(180_000);
  await createAccount(page, 'Gene Rator');
  await seedGroup(page, 'shirt', 'SHIRT-1');
  const pantsPhotos = await seedGroup(page, 'pants', 'PANTS-1');
  await seedGroup(page, 'dress', 'DRESS-1');

  await page.goto('/app?tab=generate');
  await expect(page.getByRole('heading', { name: 'Generate Listings' })).toBeVisible();
  const summary = page.getByLabel('Summary');
  await expect(summary.getByText('Not Started')).toBeVisible();
  await expect(page.getByText('3 items · 0 selected · 0 ready to post')).toBeVisible();
  await page.getByRole('button', { name: 'Generate All Items (3)' }).click();
  // Only queued: the rows show Analyzing... straight away, then their results.
  await expect(page.getByText('Analyzing...').first()).toBeVisible();
  await expect(page.getByText('Ready for Review')).toHaveCount(3, { timeout: 120_000 });
  const generated = await groupsOf(page);
  // Ready to post means the shared validator passes: each row says so, or how many problems it has.
  const ready = generated.filter((g) => g.item?.problems.length === 0).length;
  await expect(page.getByText(`3 items · 0 selected · ${ready} ready to post`)).toBeVisible();
  for (const group of generated) {
    const title = group.item?.title ?? '';
    expect(title.length).toBeGreaterThan(0);
    const row = page.getByRole('row', { name: new RegExp(group.sku) });
    await expect(row).toContainText(title);
    const count = group.item?.problems.length ?? 0;
    await expect(row).toContainText(count === 0 ? 'Ready to post' : `${count} problem${count === 1 ? '' : 's'} to fix`);
  }

  // Inline: Enter saves the price and the title; Escape leaves a title as it was.
  const shirt = page.getByRole('row', { name: /SHIRT-1/ });
  await shirt.getByRole('button', { name: /edit price of SHIRT-1/ }).click();
  await shirt.getByLabel('Price for SHIRT-1').fill('19.99');
  await shirt.getByLabel('Price for SHIRT-1').press('Enter');
  await expect(shirt.getByRole('button', { name: /edit price of SHIRT-1/ })).toContainText('$19.99');
  await shirt.getByRole('button', { name: /edit title of SHIRT-1/ }).click();
  await shirt.getByLabel('Title for SHIRT-1').fill('Vintage flannel shirt');
  await shirt.getByLabel('Title for SHIRT-1').press('Enter');
  await expect(shirt.getByRole('button', { name: /edit title of SHIRT-1/ })).toContainText('Vintage flannel shirt');
  const pants = page.getByRole('row', { name: /PANTS-1/ });
  const pantsTitle = generated.find((g) => g.sku === 'PANTS-1')?.item?.title ?? '';
  await pants.getByRole('button', { name: /edit title of PANTS-1/ }).click();
  await pants.getByLabel('Title for PANTS-1').fill('Not this');
  await pants.getByLabel('Title for PANTS-1').press('Escape');
  await expect(pants.getByRole('button', { name: /edit title of PANTS-1/ })).toContainText(pantsTitle);

  // The modal: fields, an item-specific dropdown, the counter; Save Changes marks it Complete.
  await page.getByRole('button', { name: 'Edit DRESS-1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Listing' });
  await dialog.getByLabel(/^Title/).fill('Red summer dress');
  await expect(dialog.getByText('16/80 characters')).toBeVisible();
  await dialog.getByLabel(/^Brand/).fill('Zara');
  // What the item is: a new item type finds the category again, and the seller's edits stay.
  await dialog.getByLabel(/^Department/).selectOption('Women');
  await dialog.getByLabel(/^Item Type/).fill('Skirt');
  await dialog.getByRole('button', { name: 'Apply and find the category' }).click();
  await expect(dialog.getByTestId('ebay-category-path')).toContainText("Women's Clothing > Skirts");
  await expect(dialog.getByLabel(/^Title/)).toHaveValue('Red summer dress');
  await expect(dialog.getByLabel(/^Brand/)).toHaveValue('Zara');
  await dialog.getByRole('tab', { name: 'Shipping' }).click();
  await expect(dialog.getByRole('heading', { name: 'Coming Soon' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  const dress = page.getByRole('row', { name: /DRESS-1/ });
  await expect(dress).toContainText('Red summer dress');
  await expect(dress).toContainText('Complete');

  await page.reload();
  await expect(shirt).toContainText('Vintage flannel shirt');
  await expect(shirt).toContainText('$19.99');
  await expect(dress).toContainText('Red summer dress');
  await expect(dress).toContainText('Complete');
  const dressItem = (await groupsOf(page)).find((g) => g.sku === 'DRESS-1')?.item;
  expect(dressItem?.item_specifics).toMatchObject({ Department: ['Women'], Brand: ['Zara'] });
  expect(dressItem?.department).toBe('Women');
  expect(dressItem?.ebay_category_path).toMatch(/Women's Clothing > Skirts$/);
  // The browser's Back and Forward hold unsaved edits in the modal: an address within the app to go forward to.
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'ListLens' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Edit DRESS-1' }).click();
  await expect(dialog.getByLabel(/^Department/)).toHaveValue('Women');
  await dialog.getByLabel(/^Title/).fill('Red summer dress, midi');
  await page.goForward();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await discard.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(page).toHaveURL(/tab=generate&edit=/);
  await expect(dialog.getByLabel(/^Title/)).toHaveValue('Red summer dress, midi');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discard.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(dress).not.toContainText('midi');

  // Delete asks the spec's question, the row leaves, and the photos are unassigned again.
  await pants.getByRole('button', { name: 'Delete PANTS-1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete item?' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the item for SKU PANTS-1? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(pants).toHaveCount(0);
  const left = (await groupsOf(page)).filter((g) => g.item?.problems.length === 0).length;
  await expect(page.getByText(`2 items · 0 selected · ${left} ready to post`)).toBeVisible();
  const unassigned = await page.request.get('/api/photos?view=unassigned');
  const photos = ((await unassigned.json()) as { photos: { id: string; status: string }[] }).photos;
  expect(photos.map((p) => [p.id, p.status])).toEqual(pantsPhotos.map((id) => [id, 'uploaded']));

  // The details page shows what the seller saved.
  await page.goto(`/details/${dressItem?.id}`);
  await expect(page.getByRole('heading', { name: 'Red summer dress' })).toBeVisible();
});
