import { expect, type Page } from '@playwright/test';

/**
 * Opens the dashboard's Overview tab. A seller who has not connected eBay sees
 * the onboarding Welcome screen (issue 7) in place of the tabs; its 'Use
 * Dashboard' leads into them.
 */
export async function openOverview(page: Page): Promise<void> {
  await page.goto('/app');
  const useDashboard = page.getByRole('button', { name: /^Use Dashboard/ }).first();
  const tab = page.getByRole('tab', { name: 'Overview' });
  await expect(useDashboard.or(tab)).toBeVisible();
  if (await useDashboard.isVisible()) await useDashboard.click();
  await tab.click();
}

/** A stat card's label and figure, e.g. 'Items Processed7'. */
export const statCard = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');
