import { createAccount } from '../support/fixtures';
import { openOverview, statCard } from '../support/overview';
import { expect, test, uploadGroup } from '../support/seeded-app';

// Issue 9: the overview of a seller with items, a listing and a sale (seeded
// on the spec's own server, without running the AI; see support/seeded-app.ts).

test("the overview counts the seller's items, listings and sales and shows the 6 newest, each opening its details", async ({
  page,
  seededApp,
}) => {
  const seller = await createAccount(page, 'Rita Recent');
  const skus = Array.from({ length: 7 }, (_, i) => `JEANS-${i + 1}`);
  for (const [i, sku] of skus.entries()) await uploadGroup(page, sku, 1, i);
  const ids = await seededApp.seedItems(
    seller.email,
    skus.map((sku, i) => ({ sku, title: `Blue jeans no. ${i + 1}`, suggestedPrice: 20 + i })),
  );
  await seededApp.seedListing(seller.email, { itemId: ids[6] ?? '', status: 'active', sold: true });

  await openOverview(page);
  await expect(statCard(page, 'Items Processed')).toHaveText('Items Processed7');
  await expect(statCard(page, 'Active Listings')).toHaveText('Active Listings1');
  await expect(statCard(page, 'Total Sales')).toHaveText('Total Sales1');
  const cards = page.getByRole('list', { name: 'Recent Items' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  await expect(cards).toHaveText([7, 6, 5, 4, 3, 2].map((n) => new RegExp(`^Blue jeans no. ${n}\\$${19 + n}\\.00$`)));
  const newest = cards.first();
  await expect(newest.getByRole('link')).toHaveAttribute('href', `/details/${ids[6]}`);
  // The card shows the item's primary photo, served to its owner.
  await expect(newest.locator('img')).toHaveJSProperty('complete', true);
  expect(await newest.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // The delete button shows on hover; deleting asks the spec's question and the 7th item moves up.
  const third = cards.filter({ hasText: 'Blue jeans no. 3' });
  const remove = third.getByRole('button', { name: 'Delete Blue jeans no. 3' });
  await expect(remove).toHaveCSS('opacity', '0');
  await third.hover();
  await expect(remove).toHaveCSS('opacity', '1');
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(confirm).toContainText('Are you sure you want to delete this item? This action cannot be undone.');
  // Not on eBay: the question does not speak of ending a listing.
  await expect(confirm).not.toContainText('eBay');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(cards.filter({ hasText: 'Blue jeans no. 3' })).toHaveCount(0);
  await expect(statCard(page, 'Items Processed')).toHaveText('Items Processed6');
  await expect(cards.last()).toContainText('Blue jeans no. 1');
  expect(await seededApp.countRows(seller.email, 'items')).toBe(6);

  await newest.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/details/${ids[6]}$`));
  await expect(page.getByRole('heading', { name: 'Blue jeans no. 7' })).toBeVisible();
});

test('Clear All Test Items confirms with the item count and leaves no item behind, keeping the sales in the books', async ({
  page,
  seededApp,
}) => {
  const seller = await createAccount(page, 'Cleo Clear');
  const skus = ['TEE-1', 'TEE-2', 'TEE-3'];
  for (const [i, sku] of skus.entries()) await uploadGroup(page, sku, 1, i);
  const ids = await seededApp.seedItems(
    seller.email,
    skus.map((sku) => ({ sku })),
  );
  await seededApp.seedListing(seller.email, { itemId: ids[0] ?? '', status: 'active', sold: true });

  await openOverview(page);
  await expect(statCard(page, 'Items Processed')).toHaveText('Items Processed3');
  await page.getByRole('button', { name: 'Clear All Test Items' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear All Test Items' });
  await expect(confirm).toContainText(
    'Delete all 3 items and their photos? Live eBay listings are ended on eBay first. Recorded sales stay. This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete All' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText('Successfully deleted all items');
  await expect(page.getByText('No items yet. Upload some photos to get started!')).toBeVisible();
  for (const label of ['Items Processed', 'Active Listings'])
    await expect(statCard(page, label)).toHaveText(`${label}0`);
  // A recorded sale stays in the books (issue 18, point 5).
  await expect(statCard(page, 'Total Sales')).toHaveText('Total Sales1');
  await expect(page.getByRole('button', { name: 'Clear All Test Items' })).toBeDisabled();
  for (const table of ['items', 'listings', 'uploaded_photos'] as const)
    expect(await seededApp.countRows(seller.email, table), table).toBe(0);
  expect(await seededApp.countRows(seller.email, 'sales')).toBe(1);
});
