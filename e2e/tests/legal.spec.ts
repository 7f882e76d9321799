import { expect, test } from '../support/fixtures';

// Issue 9: the legal pages, reached from the landing page's footer.

test('the privacy policy and the terms are dated and say what the spec requires', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated August 14, 2025')).toBeVisible();
  const terms = page.getByRole('main');
  await expect(terms).toContainText('You must be 18 or older');
  await expect(terms).toContainText('You are responsible for reviewing all AI-generated content');
  await expect(terms).toContainText('We may suspend or terminate accounts');
  await expect(terms).toContainText("at least 30 days' notice of any price change");
  await expect(terms).toContainText('30-day money-back guarantee covers your first payment');
  await expect(terms).toContainText('subscription fees are non-refundable');
  await expect(page).toHaveTitle('Terms of Service – ListLens');

  await terms.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(page.getByText('Last updated August 14, 2025')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('18 or older');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
