import { createAccount, expect, test, uniqueEmail } from '../support/fixtures';

test('a new seller creates an account and lands in the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  const signUp = page.getByRole('dialog', { name: 'Create Account' });
  await signUp.getByLabel('Full name').fill('Ann Seller');
  await signUp.getByLabel('Email').fill(uniqueEmail('ann'));
  await signUp.getByLabel('Password').fill('Harbor-lantern-58');
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Ann Seller' })).toBeVisible();
});

test('a signed-in seller signs out from the account menu and is back on the landing page', async ({ page }) => {
  await createAccount(page, 'Sam Out');
  await page.goto('/app');
  await page.getByRole('button', { name: 'Account menu for Sam Out' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.goto('/app');
  await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
});

test("a wrong password shows the server's message and keeps the seller signed out", async ({ page }) => {
  const seller = await createAccount(page, 'Wendy Wrong');
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(seller.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a signed-out visitor to sign in and returns there afterwards', async ({ page }) => {
  const seller = await createAccount(page, 'Pat Return');
  await page.context().clearCookies();
  await page.goto('/ai-insights');
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(seller.email);
  await dialog.getByLabel('Password').fill(seller.password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/ai-insights$/);
  await expect(page.getByRole('heading', { name: 'AI Insights' })).toBeVisible();
});

test('a seller signs in with Google through the OpenID provider and lands in the dashboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The local provider's development login form accepts any login.
  const login = `gina${Date.now().toString(36)}`;
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/auth\/callback/);
  await expect(page.getByRole('heading', { name: "You're signed in!" })).toBeVisible();
  await expect(page).toHaveURL(/\/app$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: `Welcome, Gina ${login}` })).toBeVisible();
});

test("one seller can neither read nor change another seller's profile", async ({ page, browser }) => {
  const owner = await createAccount(page, 'Olive Owner');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await createAccount(other, 'Mal Other');
  const read = await other.request.get(`/api/profiles/${owner.id}`);
  expect(read.status()).toBe(404);
  const write = await other.request.patch(`/api/profiles/${owner.id}`, { data: { name: 'Hijacked' } });
  expect(write.status()).toBe(404);
  const own = await page.request.get('/api/me');
  expect((await own.json()).profile.name).toBe('Olive Owner');
  await otherContext.close();
});

test('every route of the spec opens on a full page load', async ({ page }) => {
  await createAccount(page, 'Rita Routes');
  const routes: [string, string][] = [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/test-connection', 'Connection Test'],
    ['/oauth-debug', 'OAuth Debugger'],
    ['/oauth/unknown-provider', 'OAuth Router'],
    ['/capture', 'Capture Photos'],
    // An unknown item id still opens its page (with the spec's not-found state).
    ['/details/item-1', 'Item Details'],
    ['/preview/item-1', 'Item not found'],
    ['/admin/keywords', 'Keyword Auto-Promotion'],
  ];
  for (const [path, heading] of routes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }
});
