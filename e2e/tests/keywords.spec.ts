import { createAccount, expect, test } from '../support/fixtures';

// The keyword auto-promotion page (spec part 3, /admin/keywords) for a new seller, at a phone's width.

test.use({ viewport: { width: 375, height: 740 } });

test('a new seller sees how learning starts and keeps their keyword preferences', async ({ page }) => {
  await createAccount(page, 'Kim Keywords');
  await page.goto('/admin/keywords');
  await expect(page.getByRole('heading', { name: 'Keyword Auto-Promotion', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/Entries appear here as items are generated and you approve their keywords/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run auto-promotion' })).toBeDisabled();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel('Preferred keywords, separated by commas').fill('vintage, y2k');
  await page.getByLabel('Blocked keywords, separated by commas').fill('cheap');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your keyword preferences were saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Preferred keywords, separated by commas')).toHaveValue('vintage, y2k');
  await expect(page.getByLabel('Blocked keywords, separated by commas')).toHaveValue('cheap');
});
