/**
 * Settings / Security (issue 19): an administrator filters the audit trail to a kind of event, opens a
 * row's before and after and downloads the export; a user locked out by failed sign-ins is unlocked on
 * the Locked out tab and signs in at once; a user's session ended on the Sessions tab sends that browser to
 * sign in. All spec files share one server: each test makes its own
 * records and checks only them.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminHeaders, chooseOption, createRecord, downloadedSheet, E2E_PASSWORD, signIn, unique } from './fixtures';

/** Failed sign-ins that lock a username (LOGIN_MAX_FAILURES_PER_USERNAME's default). */
const FAILURES_TO_LOCK = 10;
/** The user locked out below; unlocked afterwards whatever happens, so that no other journey meets the lock. */
const LOCKED_USER = 'view';

async function clearLock(request: APIRequestContext): Promise<void> {
  const headers = await adminHeaders(request);
  await request.post('/api/sign-in-lockouts/unlock', { headers, data: { scope: 'username', subject: LOCKED_USER } });
}

test.afterAll(async ({ request }) => clearLock(request));

test('an administrator filters the trail to an event, opens its before and after, and exports it', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const plate = `SEC ${unique()}`;
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: plate, brand: 'Volvo', model: 'FMX' });
  const updated = await request.put(`/api/vehicles/${vehicle.vehicle_id}`, { headers, data: { registration_number: plate, brand: 'Scania', model: 'FMX' } });
  expect(updated.ok(), await updated.text()).toBe(true);

  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Security', exact: true }).first().click();
  await expect(page).toHaveURL(/\/settings\/security$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(main.getByRole('tab', { name: 'Audit trail' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tab', { name: 'Locked out' })).toBeVisible();

  await chooseOption(page, 'Event', 'Vehicle updated');
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  const rows = main.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('Vehicle updated');
  await expect(rows.nth(1)).toContainText(`Vehicle ${vehicle.vehicle_id}`);
  await expect(rows.nth(1)).toContainText('Ada Admin');
  for (const cell of await main.getByRole('table').getByRole('row').filter({ hasNot: page.getByRole('columnheader') }).all()) {
    await expect(cell).toContainText('Vehicle updated');
  }
  const shown = await main.getByText(/^Showing 1–\d+ of \d+$/).textContent();
  const total = Number(/of (\d+)$/.exec(shown ?? '')?.[1]);

  await rows.nth(1).click();
  const dialog = page.getByRole('dialog', { name: 'Vehicle updated' });
  await expect(dialog.getByRole('heading', { name: 'Before' })).toBeVisible();
  await expect(dialog.getByText('"brand": "Volvo"')).toBeVisible();
  await expect(dialog.getByText('"brand": "Scania"')).toBeVisible();
  await expect(dialog.getByText('vehicle.update', { exact: true })).toBeVisible();
  await page.screenshot({ path: `e2e/.output/security-trail-row.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('audit-trail-all.xlsx');
  const [header, ...sheetRows] = await downloadedSheet(download);
  expect(header).toEqual(['When', 'Name', 'Username', 'Event', 'Event key', 'Outcome', 'Address', 'Record type', 'Record ID', 'Before', 'After', 'Details']);
  expect(sheetRows.length).toBe(total);
  expect(sheetRows.every((row) => row[3] === 'Vehicle updated')).toBe(true);
  const mine = sheetRows.find((row) => row[8] === String(vehicle.vehicle_id));
  expect(mine?.slice(9, 11).map((json) => JSON.parse(String(json)).brand)).toEqual(['Volvo', 'Scania']);

  // The export is in the trail itself.
  await chooseOption(page, 'Event', 'Audit trail exported');
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(rows.nth(1)).toContainText('Audit trail exported');
  await page.screenshot({ path: `e2e/.output/security-trail.png`, fullPage: true });

  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
});

test('a user locked out by failed sign-ins is unlocked on the page and signs in at once', async ({ page, request }) => {
  for (let i = 0; i < FAILURES_TO_LOCK; i++) {
    const failed = await request.post('/api/auth/login', { data: { username: LOCKED_USER, password: `wrong-${i}` } });
    expect(failed.status()).toBe(401);
  }
  const refused = await request.post('/api/auth/login', { data: { username: LOCKED_USER, password: E2E_PASSWORD } });
  expect(refused.status()).toBe(429);

  await signIn(page, 'admin');
  await page.goto('/settings/security');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Locked out' }).click();
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: LOCKED_USER, exact: true }) });
  await expect(row).toContainText('Username');
  await expect(row).toContainText(`${FAILURES_TO_LOCK} of ${FAILURES_TO_LOCK} failed sign-ins`);
  await expect(row).toContainText('Locked out');
  await page.screenshot({ path: `e2e/.output/security-locked-out.png`, fullPage: true });

  await row.getByRole('button', { name: 'Unlock' }).click();
  const dialog = page.getByRole('dialog', { name: `Unlock username ${LOCKED_USER}?` });
  await expect(dialog).toContainText(`Clears the ${FAILURES_TO_LOCK} failed sign-ins counted`);
  await page.screenshot({ path: `e2e/.output/security-unlock.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText(`Username ${LOCKED_USER} unlocked`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const signedIn = await request.post('/api/auth/login', { data: { username: LOCKED_USER, password: E2E_PASSWORD } });
  expect(signedIn.status()).toBe(200);

  await main.getByRole('tab', { name: 'Audit trail' }).click();
  await chooseOption(page, 'Event', 'Sign-in unlocked');
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(main.getByRole('table').getByRole('row').nth(1)).toContainText(`Sign-in lockout username:${LOCKED_USER}`);
});

test('an administrator ends a user’s session on the Sessions tab, and that browser is sent to sign in', async ({ browser, page, request }) => {
  const username = `sess-${unique()}`.toLowerCase();
  const password = 'Night-Shift-Gate-9';
  const headers = await adminHeaders(request);
  const created = await request.post('/api/users', { headers, data: { username, name: 'Sara Session', role: 'viewer', password: 'First-Shift-Pass-1' } });
  expect(created.status(), await created.text()).toBe(201);
  // The first password must be changed: done here, so that the browser below signs in straight away.
  const first = await request.post('/api/auth/login', { data: { username, password: 'First-Shift-Pass-1' } });
  const firstToken = ((await first.json()) as { token: string }).token;
  const changed = await request.post('/api/auth/change-password', {
    headers: { Authorization: `Bearer ${firstToken}` },
    data: { current_password: 'First-Shift-Pass-1', new_password: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${firstToken}` } });

  const userContext = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' });
  const userPage = await userContext.newPage();
  await userPage.goto('/login');
  await userPage.getByLabel('Username').fill(username);
  await userPage.getByLabel('Password').fill(password);
  await userPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(userPage).toHaveURL(/\/dashboard$/);
  // The user sees the session under My sessions, marked as this browser, with nothing to end.
  await userPage.getByRole('button', { name: 'User menu of Sara Session' }).click();
  await userPage.getByRole('menuitem', { name: 'My sessions' }).click();
  const mine = userPage.getByRole('dialog', { name: 'My sessions' });
  await expect(mine.getByRole('row')).toHaveCount(2);
  await expect(mine.getByRole('row').nth(1)).toContainText('Firefox on WindowsThis browser');
  await expect(mine.getByRole('button', { name: 'End session' })).toHaveCount(0);
  await mine.getByRole('button', { name: 'Close dialog' }).click();

  await signIn(page, 'admin');
  await page.goto('/settings/security');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Sessions' }).click();
  const row = main.getByRole('row').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Sara Session');
  await expect(row).toContainText('Firefox on Windows');
  await expect(row).toContainText('127.0.0.1');
  // The administrator's own, in the suite's headless Chromium.
  await expect(main.getByRole('row').filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(main.getByRole('row').filter({ hasText: 'This browser' })).toContainText('Chrome on Linux');
  await page.screenshot({ path: `e2e/.output/security-sessions.png`, fullPage: true });
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);

  await row.getByRole('button', { name: 'End session' }).click();
  const confirm = page.getByRole('dialog', { name: 'End session?' });
  await expect(confirm).toContainText('Signs out Sara Session');
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('Session ended')).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(main.getByRole('row').filter({ hasText: username })).toHaveCount(0);

  await userPage.goto('/documents');
  await expect(userPage).toHaveURL(/\/login$/);
  await userContext.close();
});

test('an administrator checks the ticket chain now and sees it intact, with its last link anchored', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/security');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Ticket chain' }).click();
  await main.getByRole('button', { name: 'Check now' }).click();
  await expect(main.getByText('Intact', { exact: true })).toBeVisible();
  await expect(main.getByText(/document-chain-anchors\.jsonl$/)).toBeVisible();
  expect(await new AxeBuilder({ page }).include('main').analyze().then((result) => result.violations)).toEqual([]);
  await page.screenshot({ path: 'e2e/.output/security-ticket-chain.png', fullPage: true });
});
