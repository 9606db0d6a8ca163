import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, E2E_SITE_TIME_ZONE, signInThroughForm, USERS } from './fixtures';

test('a wrong password shows the server’s message in a red box above the form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Operations Dashboard' })).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(/Invalid username or password/);
  await expect(page).toHaveURL(/\/login$/);
  const alertBox = await alert.boundingBox();
  const formTop = await page.getByLabel('Username').boundingBox();
  expect(alertBox!.y).toBeLessThan(formTop!.y);
});

test('signing in reaches the dashboard and shows the user’s name and role', async ({ page }) => {
  await signInThroughForm(page, 'operator');
  const header = page.getByRole('banner');
  await expect(header.getByText(USERS.operator.name)).toBeVisible();
  await expect(header.getByText(USERS.operator.role, { exact: false })).toBeVisible();
  await expect(header.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The header shows the site's day, which differs from the machine's for an hour or more around midnight.
  const today = new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: E2E_SITE_TIME_ZONE });
  await expect(header.getByText(today)).toBeVisible();
});

test('an unauthenticated visit to /vehicles lands on /login', async ({ page }) => {
  await page.goto('/vehicles');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('logout returns to /login and the old token is refused', async ({ page, request }) => {
  await signInThroughForm(page, 'viewer');
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && /^[A-Za-z0-9_-]{43}$/.test(value.replaceAll('"', ''))) return value.replaceAll('"', '');
    }
    return undefined;
  });
  expect(token).toBeTruthy();
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in button reads Signing in... and the form is disabled while busy', async ({ page }) => {
  await page.route('**/api/auth/login', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERS.admin.username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByLabel('Password')).toBeDisabled();
  await expect(page).toHaveURL(/\/dashboard$/);
});
