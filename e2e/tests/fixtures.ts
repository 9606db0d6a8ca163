/** Users of the browser tests (made by start-server.sh) and the steps every journey shares. */
import { expect, type Page } from '@playwright/test';

/** E2E_PORT lets several runs share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_PASSWORD = 'Haul-Truck-Scale-7';

export const USERS = {
  admin: { username: 'admin', name: 'Ada Admin', role: 'admin' },
  supervisor: { username: 'super', name: 'Sven Supervisor', role: 'supervisor' },
  operator: { username: 'oper', name: 'Olga Operator', role: 'operator' },
  viewer: { username: 'view', name: 'Vera Viewer', role: 'viewer' },
} as const;

export async function signIn(page: Page, user: keyof typeof USERS): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(USERS[user].username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
