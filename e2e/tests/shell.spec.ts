import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('Simple view hides the placeholder modules and Advanced shows them', async ({ page }) => {
  await signIn(page, 'admin');
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByText('Scale', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('HSE', { exact: true })).toHaveCount(0);
  // Every module's Stop Counter is built: the modules under development show with it, without their planned pages.
  await expect(sidebar.getByText('Garage Module')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Stop Counter/ })).toHaveCount(4);
  await expect(sidebar.getByRole('link', { name: /Fuel Management/ })).toHaveCount(0);
  // Production's built pages show beside its Stop Counter; Garage's planned ones (Fuel Management) wait for Advanced.
  await expect(sidebar.getByRole('link', { name: /Crush Plan/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Crush Operations/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Scales \(Hardware\)/ })).toBeVisible();
  await sidebar.getByText('Advanced', { exact: true }).click();
  await expect(sidebar.getByText('HSE', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Fuel Management/ })).toBeVisible();
  await sidebar.getByText('Simple', { exact: true }).click();
  await expect(sidebar.getByText('HSE', { exact: true })).toHaveCount(0);
});

test('a placeholder page renders and its back button returns to the previous page', async ({ page }) => {
  await signIn(page, 'admin');
  const sidebar = page.getByRole('navigation');
  await sidebar.getByText('Advanced', { exact: true }).click();
  await sidebar.getByRole('link', { name: /Fuel Management/ }).click();
  await expect(page).toHaveURL(/\/garage\/fuel$/);
  const main = page.getByRole('main');
  await expect(main.getByText('Coming Soon').first()).toBeVisible();
  await expect(main.getByText('This module is planned for future development')).toBeVisible();
  await expect(main.getByText('Planned Features')).toBeVisible();
  await expect(main.getByText(/fuel/i).first()).toBeVisible();
  await main.getByRole('button', { name: '← Back to previous page' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the menu shows only what the role may open', async ({ page }) => {
  await signIn(page, 'viewer');
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: /Scale Documents/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^Weighing/ })).toHaveCount(0);
  // Of the settings, a viewer chooses only their own appearance.
  await expect(sidebar.getByRole('link', { name: /Appearance/ })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Database|System|Users/ })).toHaveCount(0);
});

test('/settings goes to /settings/database and / to /dashboard', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/database$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the roadmap page shows its figures and one stage at a time', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/project-timeline');
  const main = page.getByRole('main');
  await expect(main.getByText('Starmining Operations Dashboard')).toBeVisible();
  await expect(main.getByText('Three-Stage Implementation Roadmap')).toBeVisible();
  await expect(main.getByText('30+ optimized indexes')).toBeVisible();
  await expect(main.getByText('Version 1.0 - October 2025')).toBeVisible();

  const stageOne = main.getByRole('button', { name: /Stage 1: Foundation/ });
  const stageTwo = main.getByRole('button', { name: /Stage 2: Hardware Integration/ });
  await stageTwo.click();
  await expect(stageTwo).toHaveAttribute('aria-expanded', 'true');
  await expect(stageOne).toHaveAttribute('aria-expanded', 'false');
  await stageTwo.click();
  await expect(stageTwo).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);
});
