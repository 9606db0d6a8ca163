/**
 * Settings (issue 8): the database statistics and clearing the database with its two confirmations, and
 * the monitoring tabs with the server's own figures (no external dashboard is configured here).
 * All spec files share one server: the clearing test makes its own records first and checks only what it
 * made and what the page shows, so it holds whether other files ran before it or not. Users stay.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, signIn, unique } from './fixtures';

const STAT_LABELS = ['Scale Documents', 'Vehicles', 'Drivers', 'Materials', 'Loading Areas', 'Unloading Stations'];

let adminToken: string | undefined;

/** Signs in through the API once for the whole file: sign-ins per client address are limited, and every spec file signs in. */
async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  if (!adminToken) {
    const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
    expect(login.status()).toBe(200);
    adminToken = (await login.json()).token as string;
  }
  return { authorization: `Bearer ${adminToken}` };
}

/** A material, a loading area, an unloading station, a driver and a vehicle, made as an administrator would. */
async function makeRecords(request: APIRequestContext): Promise<void> {
  const headers = await adminHeaders(request);
  const suffix = unique();
  for (const [path, body] of [
    ['/materials', { name: `Gravel ${suffix}`, registration_id: `MAT-${suffix}` }],
    ['/loading-areas', { area_name: `Pit ${suffix}` }],
    ['/unloading-stations', { areaName: `Crusher ${suffix}` }],
    ['/drivers', { name: 'Ivo', surname: `Horvat ${suffix}`, driver_license_id: `DL-${suffix}` }],
    ['/vehicles', { registration_number: `ST ${suffix}`, brand: 'Volvo', model: 'FMX' }],
  ] as const) {
    const response = await request.post(`/api${path}`, { headers, data: body });
    expect(response.status(), await response.text()).toBe(201);
  }
}

async function statsOf(request: APIRequestContext): Promise<Record<string, number>> {
  const response = await request.get('/api/database/stats', { headers: await adminHeaders(request) });
  return (await response.json()).stats;
}

function statCard(page: Page, label: string) {
  return page.getByRole('main').getByRole('group', { name: label });
}

/** Answers the page's confirmations in turn from `answers` (true: OK, false: Cancel; more may be pushed later) and keeps their texts. */
function answerConfirmations(page: Page, answers: boolean[]): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  return messages;
}

test('cancelling either confirmation of clearing changes nothing; a failed clear shows the server’s reason or the spec’s message', async ({ page, request }) => {
  await makeRecords(request);
  const before = await statsOf(request);
  await signIn(page, 'admin');
  await page.goto('/settings/database');
  await expect(statCard(page, 'Vehicles')).toContainText(before.vehicles!.toLocaleString('en-US'));

  const answers = [false, true, false];
  const messages = answerConfirmations(page, answers);
  const clear = page.getByRole('button', { name: 'Clear Database' });
  await clear.click();
  await expect.poll(() => messages.length).toBe(1);
  expect(messages[0]).toContain('permanently delete ALL data');
  expect(messages[0]).toContain('scale documents, tara weighings, vehicles, drivers, materials, polygons, loading areas and unloading stations');
  expect(messages[0]).toContain('cannot be undone');

  await clear.click();
  await expect.poll(() => messages.length).toBe(3);
  expect(messages[2]).toBe('Final confirmation: Clear all database data?');
  await expect(page.getByText(/Database cleared successfully/)).toHaveCount(0);
  expect(await statsOf(request)).toEqual(before);
  const scan = await new AxeBuilder({ page }).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Failures come from a stand-in for the server, so that nothing is cleared here.
  answers.push(true, true, true, true);
  const reasons = [{ error: 'The backup could not be written to /srv/backups (ENOSPC: no space left on device); nothing was deleted' }, {}];
  await page.route('**/api/database/clear', (route) => route.fulfill({ status: 503, json: reasons.shift() }));
  const alert = page.getByRole('main').getByRole('alert');
  await clear.click();
  await expect(alert).toHaveText(/^The backup could not be written to \/srv\/backups/);
  await clear.click();
  await expect(alert).toHaveText('Failed to clear database');
  expect(await statsOf(request)).toEqual(before);
});

test('clearing after both confirmations reports the records deleted, reloads the statistics and keeps the users', async ({ page, request }) => {
  await makeRecords(request);
  await signIn(page, 'admin');
  await page.goto('/settings/database');
  for (const label of STAT_LABELS.slice(1)) await expect(statCard(page, label)).toHaveText(new RegExp(`^${label}[1-9][\\d,]*$`));

  answerConfirmations(page, [true, true]);
  // Held back a moment, so that the page's state while clearing can be seen.
  await page.route('**/api/database/clear', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const answered = page.waitForResponse('**/api/database/clear');
  await page.getByRole('button', { name: 'Clear Database' }).click();
  await expect(page.getByRole('button', { name: 'Clearing Database...' })).toBeDisabled();
  const { totalRecordsCleared } = await (await answered).json();
  expect(totalRecordsCleared).toBeGreaterThanOrEqual(5);

  await expect(page.getByRole('main').getByRole('status')).toHaveText(`Database cleared successfully! ${totalRecordsCleared} records deleted.`);
  for (const label of STAT_LABELS) await expect(statCard(page, label)).toHaveText(`${label}0`);
  await expect(page.getByRole('button', { name: 'Clear Database' })).toBeEnabled();
  expect(Object.values(await statsOf(request))).toEqual([0, 0, 0, 0, 0, 0]);
  // The users are still there: another one signs in.
  await page.getByRole('button', { name: 'Logout' }).click();
  await signIn(page, 'viewer');
});

test('the monitoring tabs show the server’s own figures, refreshed every 10 seconds, and the raw metrics', async ({ page }) => {
  await signIn(page, 'admin');
  const summaries = page.waitForResponse('**/api/monitoring/summary');
  await page.goto('/settings/monitoring');
  await summaries;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'System Monitoring' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Open Full Dashboard' })).toHaveCount(0);
  await expect(main.locator('iframe')).toHaveCount(0);

  await expect(main.getByRole('group', { name: 'Requests per second' })).toContainText('/s');
  await expect(main.getByRole('group', { name: 'Weighings today' })).toContainText(/\d+ tara · \d+ load/);
  await expect(main.getByText('Activity', { exact: true }).first()).toBeVisible();
  await expect(main.locator('.recharts-surface').first()).toBeVisible();
  expect(await page.waitForResponse('**/api/monitoring/summary', { timeout: 12_000 })).toBeTruthy();

  await main.getByRole('tab', { name: 'Database' }).click();
  await expect(main.getByText('Engine: Embedded (PGlite)')).toBeVisible();
  await expect(main.getByRole('group', { name: 'Query time (p95)' })).toContainText('ms');

  await main.getByRole('tab', { name: 'Performance' }).click();
  await expect(main.getByRole('group', { name: 'Uptime' })).toBeVisible();
  await expect(main.getByText('Error rate', { exact: true }).first()).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await main.getByRole('tab', { name: 'Prometheus' }).click();
  await expect(main.getByLabel('Prometheus metrics')).toContainText('# TYPE weighbridge_http_requests_total counter');
  await expect(main.getByLabel('Prometheus metrics')).toContainText('nodejs_eventloop_lag_seconds');
});
