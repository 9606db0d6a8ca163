/**
 * A signed-in user sees only what they may use (issue 15, item 18): a page whose permission the user
 * lacks, opened by its address, says so instead of showing its controls; an unknown address says it
 * is not a page, with a way back to the dashboard.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const NO_PERMISSION = 'You do not have permission to view this page';

test('an operator who opens Settings / Database by its address is told so, with no Clear Database button', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/settings/database');
  const main = page.getByRole('main');
  await expect(main.getByText(NO_PERMISSION)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Clear Database' })).toHaveCount(0);
  await expect(main.getByText('Database Statistics')).toHaveCount(0);
});

test('a viewer is told so on every page the role does not hold, and sees the pages it does', async ({ page }) => {
  await signIn(page, 'viewer');
  const main = page.getByRole('main');
  const refused = [
    '/weighing',
    '/drivers',
    '/vehicles',
    '/materials',
    '/loading-areas',
    '/unloading-stations',
    '/settings/database',
    '/settings/monitoring',
    '/settings/users',
    '/scales',
    '/garage/fuel',
    '/production/crush-operations',
    '/production/material-processing',
    '/production/crush-plan',
    '/production/plan-vs-actual',
  ];
  for (const path of refused) {
    await page.goto(path);
    await expect(main.getByText(NO_PERMISSION), path).toBeVisible();
  }
  await page.goto('/import-data');
  await expect(main.getByText('You do not have permission to import data. Only administrators can import.')).toBeVisible();
  await expect(main.locator('input[type=file]')).toHaveCount(0);
  const allowed: [path: string, text: string][] = [
    ['/documents', 'Weighing History'],
    ['/reports', 'Summary Report'],
    ['/reports/annual-material', 'Annual Material Report'],
    ['/project-timeline', 'Three-Stage Implementation Roadmap'],
    ['/settings/appearance', 'Your appearance'],
  ];
  for (const [path, text] of allowed) {
    await page.goto(path);
    await expect(main.getByText(text).first(), path).toBeVisible();
    await expect(main.getByText(NO_PERMISSION)).toHaveCount(0);
  }
});

test('an unknown address shows Page not found with a link back to the dashboard', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/no-such-page$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await main.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
