import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { createAccount, expect, test } from '../support/fixtures';

test('a seller adds an item with stock, adjusts it, reads the movements, acknowledges the alert and deletes it', async ({
  page,
}) => {
  await createAccount(page, 'Ivy Inventory');
  await page.goto('/app?tab=inventory');
  await expect(page.getByRole('heading', { name: 'Inventory Management' })).toBeVisible();
  await expect(page.getByText('No inventory items found')).toBeVisible();

  await page.getByRole('button', { name: 'Add First Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await add.getByLabel('SKU').fill('E2E-JKT-1');
  await add.getByLabel('Name').fill('Denim jacket');
  await add.getByLabel('Total Quantity').fill('3');
  await add.getByLabel('Low Stock Threshold').fill('2');
  await add.getByLabel('Average Cost ($)').fill('10');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(add).toBeHidden();

  const row = page.getByRole('row', { name: /Denim jacket/ });
  await expect(row.getByText('In Stock')).toBeVisible();
  await expect(page.getByText('Total Value', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
    '$30.00',
  );

  await row.getByRole('button', { name: 'Edit Denim jacket' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Inventory Item' });
  await edit.getByRole('tab', { name: 'Stock Adjustment' }).click();
  await edit.getByLabel('Adjustment Type').selectOption({ label: 'Remove Stock' });
  await edit.getByLabel('Quantity to Remove').fill('2');
  await edit.getByRole('button', { name: 'Adjust Stock' }).click();
  await expect(edit.getByRole('status')).toHaveText('Stock adjustment completed successfully!');
  await edit.getByRole('button', { name: 'Close' }).click();

  await expect(row.getByText('Low Stock')).toBeVisible();
  const alerts = page.getByRole('region', { name: /Active Alerts/ });
  await expect(alerts).toContainText('Denim jacket (SKU: E2E-JKT-1) is low on stock: 1 left (threshold 2).');
  await alerts.getByRole('button', { name: /^Acknowledge alert/ }).click();
  // The last alert gone, the focus is on the (now empty) panel's heading rather than lost.
  await expect(page.getByRole('heading', { name: 'Active Alerts (0)' })).toBeFocused();
  await expect(alerts).toContainText('No active alerts.');
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();
  await expect(alerts).not.toContainText('Denim jacket');
  await expect(page.getByRole('heading', { name: 'Active Alerts (0)' })).toBeVisible();

  await row.getByRole('button', { name: 'View movements for Denim jacket' }).click();
  const movements = page.getByRole('dialog', { name: 'Inventory Movements' });
  const entries = movements.getByRole('list', { name: 'Movements' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Adjustment -2');
  await expect(entries.nth(0)).toContainText('Manual remove adjustment');
  await expect(entries.nth(1)).toContainText('Initial Stock +3');
  await movements.getByLabel('Movement Type').selectOption({ label: 'Restock' });
  await expect(movements.getByText('No Restock movements.')).toBeVisible();
  await movements.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Delete Denim jacket' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Item' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Denim jacket" (SKU: E2E-JKT-1)? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No inventory items found')).toBeVisible();
});

test('a seller imports a CSV (a bad row imports nothing), marks a sale and exports what the filters show', async ({
  page,
}) => {
  await createAccount(page, 'Cole Csv');
  await page.goto('/app?tab=inventory');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Inventory' });
  const file = (text: string) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
  await dialog.getByLabel('CSV file').setInputFiles(file('sku,name,total_quantity\nCSV-1,Scarf,2\nCSV-2,Boots,lots\n'));
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Nothing was imported: 1 row needs fixing.');
  await expect(dialog.getByRole('alert')).toContainText('Line 3: total_quantity: Total quantity must be a number.');

  await dialog
    .getByLabel('CSV file')
    .setInputFiles(
      file('sku,name,category,total_quantity,average_cost\nCSV-1,Scarf,accessories,2,3\nCSV-2,Boots,shoes,5,20\n'),
    );
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported 2 items.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const scarf = page.getByRole('row', { name: /Scarf/ });
  await scarf.getByRole('button', { name: 'Mark Scarf sold' }).click();
  const sold = page.getByRole('dialog', { name: 'Mark as Sold' });
  await sold.getByLabel('Order Reference (optional)').fill('ORDER-77');
  await sold.getByRole('button', { name: 'Mark Sold' }).click();
  await expect(sold).toBeHidden();
  await expect(scarf).toContainText('Available: 1');

  await page.getByLabel('Category').selectOption({ label: 'Shoes' });
  await expect(page.getByRole('row', { name: /Scarf/ })).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain('CSV-2,Boots');
  expect(csv).not.toContain('CSV-1');
});

test('the Inventory screen fits a 375 px phone, with alerts, the table and the dialogs usable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await createAccount(page, 'Phoebe Phone');
  for (const [sku, name, quantity] of [
    ['PH-1', 'Rain jacket', 0],
    ['PH-2', 'Leather belt with a rather long product name', 7],
  ] as const) {
    const response = await page.request.post('/api/inventory/items', {
      data: { sku, name, total_quantity: quantity, average_cost: 12.5 },
    });
    expect(response.status()).toBe(201);
  }
  await page.goto('/app?tab=inventory');
  await expect(page.getByRole('region', { name: /Active Alerts/ })).toContainText(
    'Rain jacket (SKU: PH-1) is out of stock.',
  );
  const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add Inventory Item' });
  await expect(add.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  const box = await add.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  // Closing over a typed name asks first, and the question's overlay dims the dialog beneath it.
  await add.getByLabel('Name').fill('Linen shirt');
  const field = await add.getByLabel('SKU').boundingBox();
  const brightness = async () => {
    const clip = { x: (field?.x ?? 0) + 4, y: (field?.y ?? 0) + 4, width: 40, height: 12 };
    const { channels } = await sharp(await page.screenshot({ clip })).stats();
    return channels.slice(0, 3).reduce((sum, c) => sum + c.mean, 0) / 3;
  };
  const before = await brightness();
  await add.getByRole('button', { name: 'Close' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toContainText('The item you are adding is not saved.');
  await expect.poll(brightness).toBeLessThan(before * 0.75);
  await discard.getByRole('button', { name: 'Discard Changes' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: 'View movements for Leather belt with a rather long product name' }).click();
  const movements = page.getByRole('dialog', { name: 'Inventory Movements' });
  await expect(movements.getByRole('list', { name: 'Movements' })).toContainText('Initial Stock +7');
  expect(await pageWidth()).toBeLessThanOrEqual(375);
  await page.keyboard.press('Escape');
  await expect(movements).toBeHidden();
  // Mark as Sold keeps a typed order reference unless the seller discards it.
  await page.getByRole('button', { name: 'Mark Leather belt with a rather long product name sold' }).click();
  const sold = page.getByRole('dialog', { name: 'Mark as Sold' });
  await sold.getByLabel('Order Reference (optional)').fill('ORDER-9');
  await sold.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toContainText('The sale is not recorded.');
  const askBox = await ask.boundingBox();
  expect(askBox && askBox.x >= 0 && askBox.x + askBox.width <= 375).toBe(true);
  await ask.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(sold.getByLabel('Order Reference (optional)')).toHaveValue('ORDER-9');
});
