import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccount, expect, test } from '../support/fixtures';

// AI insights (from the Account menu) and the AI accuracy test lab (spec part 3), at a phone's width.

test.use({ viewport: { width: 375, height: 740 } });

const validation = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../shared/data/clothing/validation/t-shirt',
);

test('a new seller opens AI Insights from the Account menu and is told there is nothing to measure yet', async ({
  page,
}) => {
  await createAccount(page, 'Ivy Insights');
  await page.goto('/app');
  await page.getByRole('button', { name: 'Account menu for Ivy Insights' }).click();
  await page.getByRole('menuitem', { name: 'AI Insights' }).click();
  await expect(page).toHaveURL(/\/ai-insights$/);
  await expect(page.getByRole('heading', { name: 'AI Insights', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No AI analyses in the last 30 days' })).toBeVisible();
  await page.getByLabel('Period').selectOption('90');
  await expect(page.getByRole('heading', { name: 'No AI analyses in the last 90 days' })).toBeVisible();
  await page.getByRole('tab', { name: /Optimization/ }).click();
  await expect(page.getByText('Optimization is coming soon')).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('link', { name: 'Go to Generate Listings' }).click();
  await expect(page).toHaveURL(/\/app\?tab=generate$/);
});

test('a seller tests one photo in the accuracy lab and reads the results', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccount(page, 'Lars Lab');
  await page.goto('/ai-accuracy-test');
  await expect(page.getByRole('heading', { name: 'AI Accuracy Test Lab', level: 1 })).toBeVisible();
  const photo = path.join(validation, readdirSync(validation).sort()[0]!);
  await page.getByLabel('Choose Photos').setInputFiles(photo);
  await expect(page.getByText('1 of 8 photos chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Run Test' }).click();
  await expect(page.getByRole('progressbar', { name: 'Test progress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible({ timeout: 90_000 });
  const combined = page.getByLabel('Combined result', { exact: true });
  await expect(combined).toContainText('Item type');
  // One photo alone is the combined result, so it agrees with it fully.
  await expect(combined).toContainText('Accuracy score100%');
  await page.getByRole('tab', { name: 'Suggestions' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Suggestions' })
      .getByText('Only one photo: add the front, the back and a close-up of each label.'),
  ).toBeVisible();
});
