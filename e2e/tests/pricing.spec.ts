import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, expect, test } from '../support/fixtures';

// Issue 16: a generated draft is priced from the emulator's market, not the
// fallback, and the edit modal's Market Analysis shows the agent's figures with
// each comparable sold or asking.

const VALIDATION = fileURLToPath(new URL('../../../shared/data/clothing/validation', import.meta.url));
const realPhoto = (kind: string) => {
  const name = readdirSync(path.join(VALIDATION, kind)).sort()[0] ?? '';
  return { name: `${kind}-${name}`, mimeType: 'image/jpeg', buffer: readFileSync(path.join(VALIDATION, kind, name)) };
};

type Group = { sku: string; item: { id: string; price: number | null; market: { price_source?: string } | null } };

test('a generated draft carries a market price and the modal shows where it came from', async ({ page }) => {
  test.setTimeout(180_000);
  await createAccount(page, 'Price Seeker');
  const upload = await page.request.post('/api/photos', { multipart: { photos: realPhoto('pants') } });
  expect(upload.status()).toBe(201);
  const ids = ((await upload.json()) as { photos: { id: string }[] }).photos.map((p) => p.id);
  expect((await page.request.post('/api/photos/assign', { data: { ids, sku: 'PANTS-9' } })).status()).toBe(200);

  await page.goto('/app?tab=generate');
  await page.getByRole('button', { name: 'Generate All Items (1)' }).click();
  await expect(page.getByText('Ready for Review')).toHaveCount(1, { timeout: 120_000 });
  const groups = ((await (await page.request.get('/api/items/groups')).json()) as { groups: Group[] }).groups;
  const item = groups[0]?.item;
  expect(item?.market?.price_source).toBe('market');
  expect(item?.price).not.toBe(25);

  await page.getByRole('button', { name: 'Edit PANTS-9' }).click();
  const analysis = page.getByRole('dialog', { name: 'Edit Listing' }).getByRole('region', { name: 'Market Analysis' });
  await expect(analysis.getByText('Recommended price', { exact: true })).toBeVisible();
  await expect(analysis.getByText(/^(High|Medium|Low) Confidence \(\d+%\)$/)).toBeVisible();
  const comparables = analysis.getByRole('list', { name: 'Comparable listings' }).getByRole('listitem');
  await expect(comparables.first()).toContainText(/^(Sold|Asking)/);
  await expect(comparables.first()).toContainText(/(sold|seen) [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(analysis).not.toContainText('12 similar items sold');
});
