/**
 * Users and roles (issue 19): an administrator adds a supervisor and a custom role on Settings / Users &
 * Roles, each new user signs in with the first password, must choose their own, and then sees what the
 * role grants; and anyone changes their own password from the header, which signs out their other
 * sessions. The accounts made here have names of their own, so the other spec files' users are untouched.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { adminHeaders, signIn, unique } from './fixtures';

const FIRST_PASSWORD = 'First-Shift-Pass-1';
const OWN_PASSWORD = 'Own-Quarry-Pass-42';
const NO_PERMISSION = 'You do not have permission to view this page';

/** Screenshots of the journey, for a person to look at: e2e/.output/screens/. */
const screenshot = (page: Page, name: string) => page.screenshot({ path: `e2e/.output/screens/${name}.png`, fullPage: true });

async function addUser(page: Page, user: { username: string; name: string; role: string }) {
  await page.getByRole('main').getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(user.name);
  await dialog.getByRole('combobox', { name: 'Role' }).selectOption({ label: user.role });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(user.username) });
  await expect(row).toContainText(user.role.replace(' (custom)', ''));
  await expect(row).toContainText('Must change password');
  await expect(row).toContainText('Never');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in with the first password and chooses the user's own on the screen that then stands before every page. */
async function firstSignIn(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Change Your Password' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Current password' }).fill(FIRST_PASSWORD);
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(OWN_PASSWORD);
  await form.getByRole('textbox', { name: 'Repeat new password' }).fill(`${OWN_PASSWORD}!`);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(form.getByText('The new passwords do not match')).toBeVisible();
  await form.getByRole('textbox', { name: 'Repeat new password' }).fill(OWN_PASSWORD);
  await screenshot(page, `required-change-${username.split('-')[0]}`);
  await form.getByRole('button', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation')).toBeVisible();
}

test('an administrator adds a supervisor and a custom role; each signs in, chooses a password and sees what the role grants', async ({ page }) => {
  test.setTimeout(90_000);
  // Lower-case, as the name of the role made from it is.
  const id = unique().toLowerCase();
  const supervisor = { username: `sup-${id}`, name: `Sara Supervisor ${id}`, role: 'Supervisor' };
  const roleLabel = `Gate Clerk ${id}`;
  const clerk = { username: `clerk-${id}`, name: `Carl Clerk ${id}`, role: `${roleLabel} (custom)` };

  await signIn(page, 'admin');
  await page.getByRole('navigation').getByRole('link', { name: /Users & Roles/ }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Users & Roles' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Ada Admin/ })).toContainText('Active');
  await addUser(page, supervisor);

  // The custom role starts from the Viewer template, adds reading the vehicles and leaves out the reports.
  await main.getByRole('tab', { name: 'Roles' }).click();
  await expect(main.getByRole('table', { name: 'Roles' }).getByRole('row', { name: /Viewer/ })).toContainText('Built-in');
  await main.getByRole('button', { name: 'Add Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Role' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill(roleLabel);
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`gate-clerk-${id}`);
  await dialog.getByRole('combobox', { name: 'Start from' }).selectOption({ label: 'Viewer' });
  await expect(dialog.getByRole('checkbox', { name: 'Reporting: everything' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Reporting / Scale Reports: Export' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Reporting: everything' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Scale / Vehicles: View' }).check();
  await screenshot(page, 'role-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const roleRow = main.getByRole('table', { name: 'Roles' }).getByRole('row', { name: new RegExp(roleLabel) });
  await expect(roleRow).toContainText('Custom');

  await screenshot(page, 'roles-tab');
  await main.getByRole('tab', { name: 'Users' }).click();
  await addUser(page, clerk);
  await screenshot(page, 'users-page');
  await signOut(page);

  // The supervisor: everything but settings.
  await firstSignIn(page, supervisor.username);
  await expect(page.getByRole('banner')).toContainText(supervisor.name);
  await expect(page.getByRole('banner')).toContainText('Supervisor');
  await page.goto('/drivers');
  await expect(main.getByRole('heading', { name: 'Driver Management' })).toBeVisible();
  await page.goto('/settings/users');
  await expect(main.getByText(NO_PERMISSION)).toBeVisible();
  await signOut(page);

  // The clerk: the dashboard, documents and vehicles (read only), and no reports.
  await firstSignIn(page, clerk.username);
  await expect(page.getByRole('banner')).toContainText(roleLabel);
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByRole('link', { name: /Vehicles/ }).first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Scale Reports/ })).toHaveCount(0);
  await screenshot(page, 'clerk-dashboard');
  await page.goto('/vehicles');
  await expect(main.getByRole('heading', { name: 'Fleet Management' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Add Vehicle' })).toHaveCount(0);
  await page.goto('/reports');
  await expect(main.getByText(NO_PERMISSION)).toBeVisible();
  await page.goto('/drivers');
  await expect(main.getByText(NO_PERMISSION)).toBeVisible();
  await signOut(page);

  // The administrator sees both have signed in.
  await signIn(page, 'admin');
  await page.goto('/settings/users');
  for (const user of [supervisor, clerk]) {
    const row = main.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(user.username) });
    await expect(row).not.toContainText('Must change password');
    await expect(row).not.toContainText('Never');
  }
});

test('a user changes the password from the header, and the other sessions are signed out', async ({ page, request }) => {
  const username = `nina-${unique()}`;
  const headers = await adminHeaders(request);
  const created = await request.post('/api/users', { headers, data: { username, name: 'Nina Weigher', role: 'operator', password: FIRST_PASSWORD } });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/login');
  await firstSignIn(page, username);
  const otherSession = ((await (await request.post('/api/auth/login', { data: { username, password: OWN_PASSWORD } })).json()) as { token: string }).token;
  const other = { authorization: `Bearer ${otherSession}` };
  expect((await request.get('/api/auth/me', { headers: other })).status()).toBe(200);

  await page.getByRole('banner').getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByRole('textbox', { name: 'Current password' }).fill('Not-My-Password-1');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Nina-Second-Pass-7');
  await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('Nina-Second-Pass-7');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Current password is not correct')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(OWN_PASSWORD);
  await screenshot(page, 'change-password-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  expect((await request.get('/api/auth/me', { headers: other })).status()).toBe(401);
  await page.goto('/weighing');
  await expect(page.getByRole('main').getByText(NO_PERMISSION)).toHaveCount(0);
  await signOut(page);
  expect((await request.post('/api/auth/login', { data: { username, password: 'Nina-Second-Pass-7' } })).status()).toBe(200);
});

test('an administrator deactivates a user whose open page is signed out at its next call', async ({ browser, page, request }) => {
  const username = `otto-${unique()}`;
  const headers = await adminHeaders(request);
  const created = await request.post('/api/users', { headers, data: { username, name: 'Otto Offsite', role: 'viewer', password: FIRST_PASSWORD } });
  expect(created.status()).toBe(201);
  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await userPage.goto('/login');
  await firstSignIn(userPage, username);

  await signIn(page, 'admin');
  await page.goto('/settings/users');
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: new RegExp(username) });
  page.once('dialog', (question) => void question.accept());
  await row.getByRole('button', { name: `Deactivate user ${username}` }).click();
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('button', { name: `Reactivate user ${username}` })).toBeVisible();

  await userPage.goto('/documents');
  await expect(userPage).toHaveURL(/\/login$/);
  await userContext.close();
});

test('the users page and the role dialog have no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/settings/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: 'Users' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('tab', { name: 'Roles' }).click();
  await main.getByRole('button', { name: 'View grants of role Supervisor' }).click();
  const supervisor = page.getByRole('dialog', { name: 'Role: Supervisor' });
  await expect(supervisor.getByRole('checkbox', { name: 'Scale: everything' })).not.toBeChecked();
  await expect(supervisor.getByRole('checkbox', { name: 'Scale / Weighing: everything' })).toBeChecked();
  await expect(supervisor.getByRole('checkbox', { name: 'Scale / Weighing: Record' })).toBeChecked();
  await expect(supervisor.getByRole('checkbox', { name: 'Scale / Scale Documents: Delete' })).not.toBeChecked();
  await expect(supervisor.getByRole('checkbox', { name: 'Settings / Database: View' })).not.toBeChecked();
  await screenshot(page, 'built-in-role');
  expect(await seriousViolations(page)).toEqual([]);
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
