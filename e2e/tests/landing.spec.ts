import { expect, test, uniqueEmail } from '../support/fixtures';

// Issue 9: the landing page's waitlist, price calculator and plans, at a phone's width.

test.use({ viewport: { width: 375, height: 740 } });

const hero = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: /Turn unused items into cash/ });

test('a visitor joins the waitlist; an invalid address is refused and a repeat is still a success', async ({
  page,
}) => {
  const before = ((await (await page.request.get('/api/waitlist/count')).json()) as { count: number }).count;
  await page.goto('/');
  const form = hero(page).getByRole('form', { name: 'Join the waitlist' });
  const email = form.getByLabel('Email address');

  await email.fill('not-an-email');
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');

  const address = uniqueEmail('wait');
  await email.fill(address);
  await form.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(hero(page).getByRole('status')).toHaveText('Success! Check your email for next steps.');
  // The stats strip shows the real count, which now includes this visitor.
  const strip = page.getByRole('region', { name: 'ListLens in numbers' });
  await expect(async () => {
    const shown = Number((await strip.locator('dd').first().innerText()).replace(/,/g, ''));
    expect(shown).toBeGreaterThanOrEqual(before + 1);
  }).toPass();

  await page.reload();
  const again = hero(page).getByRole('form', { name: 'Join the waitlist' });
  await again.getByLabel('Email address').fill(address.toUpperCase());
  await again.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(hero(page).getByRole('status')).toHaveText('Success! Check your email for next steps.');
});

test('the price calculator estimates two items and resets between them', async ({ page }) => {
  await page.goto('/');
  const calculator = page.getByRole('region', { name: 'What is your item worth?' });
  await calculator.getByLabel('Category').selectOption('Electronics');
  await calculator.getByLabel('Condition').selectOption('Like New');
  await calculator.getByLabel('Brand (optional)').fill('Sony');
  await calculator.getByRole('button', { name: 'Calculate Price' }).click();
  await expect(calculator.getByText('$135', { exact: true })).toBeVisible();
  await expect(calculator.getByText(/Example range/)).toHaveText('Example range: $108 to $162');
  await expect(calculator.getByRole('form', { name: 'Join the waitlist' })).toBeVisible();

  await calculator.getByRole('button', { name: 'Calculate Another Item' }).click();
  await calculator.getByLabel('Category').selectOption('Home & Garden');
  await calculator.getByLabel('Condition').selectOption('Good');
  await calculator.getByRole('button', { name: 'Calculate Price' }).click();
  await expect(calculator.getByText('$32', { exact: true })).toBeVisible();
  await expect(calculator.getByText(/Example range/)).toHaveText('Example range: $26 to $38');
});

test('the plans switch between monthly and annual prices, and the page fits a 375 px screen', async ({ page }) => {
  await page.goto('/');
  const pricing = page.getByRole('region', { name: 'Simple plans that pay for themselves' });
  const card = (plan: string) =>
    pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  const price = (plan: string) => card(plan).getByText(/^\$[\d,]+$/);
  await expect(price('Starter')).toHaveText('$29');
  await expect(price('Pro')).toHaveText('$49');
  await expect(price('Enterprise')).toHaveText('$99');
  await expect(card('Pro').getByText('/month')).toBeVisible();
  await pricing.getByRole('button', { name: 'Annual' }).click();
  await expect(pricing.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
  await expect(price('Starter')).toHaveText('$290');
  await expect(price('Pro')).toHaveText('$490');
  await expect(price('Enterprise')).toHaveText('$990');
  await expect(card('Pro').getByText('/year')).toBeVisible();
  await expect(pricing.getByText('Save 20%')).toBeVisible();

  // Start Free Trial opens account creation.
  await pricing.getByRole('button', { name: 'Start Free Trial' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Create Account' })).toBeVisible();
  await page.keyboard.press('Escape');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The footer's short links are still 44 px touch targets.
  for (const name of ['Features', 'Pricing', 'FAQ']) {
    const box = await page.getByRole('navigation', { name: 'Product' }).getByRole('link', { name }).boundingBox();
    expect(box?.width, name).toBeGreaterThanOrEqual(44);
  }
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '0');
});
