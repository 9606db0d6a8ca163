/**
 * Two-factor sign-in (issue 19): a user turns it on from the header (QR code and key, the app's first
 * code, ten recovery codes), then signs in with the password and a code, and once with a recovery code;
 * a role that requires it stands its users before the set-up until it is on. The test plays the
 * authenticator app with the key the page shows.
 */
import { expect, type Page, test } from '@playwright/test';
import jsQRModule from 'jsqr';
import { Secret, TOTP } from 'otpauth';
import { adminHeaders, createRecord, E2E_PASSWORD, unique } from './fixtures';

// jsQR is CommonJS with an ES default export in its types: loaded as ESM the default is module.exports.
const jsQR = (jsQRModule as unknown as { default?: typeof jsQRModule }).default ?? jsQRModule;

/** What the app would read from the QR code on the page: its pixels, drawn on a canvas, decoded. */
async function scanQrCode(page: Page): Promise<string | undefined> {
  const image = await page.getByRole('img', { name: 'QR code for the authenticator app' }).evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 300;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 300, 300);
    context.drawImage(img, 50, 50, 200, 200);
    return Array.from(context.getImageData(0, 0, 300, 300).data);
  });
  return jsQR(Uint8ClampedArray.from(image), 300, 300)?.data;
}

const screenshot = (page: Page, name: string) => page.screenshot({ path: `e2e/.output/screens/${name}.png`, fullPage: true });

/** The authenticator app's code for the key, `stepsAhead` steps of 30 seconds from now. */
function appCode(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** A user of the role with a password of their own (no first-password change), made through the API. */
async function newUser(page: Page, role: string): Promise<string> {
  const username = `tfa-${unique().toLowerCase()}`;
  await createRecord(page.request, await adminHeaders(page.request), '/users', { username, name: `Tomaž ${username}`, role, password: 'First-Shift-Pass-1' });
  const login = await page.request.post('/api/auth/login', { data: { username, password: 'First-Shift-Pass-1' } });
  const { token } = (await login.json()) as { token: string };
  const changed = await page.request.post('/api/auth/change-password', {
    headers: { Authorization: `Bearer ${token}` },
    data: { current_password: 'First-Shift-Pass-1', new_password: E2E_PASSWORD },
  });
  expect(changed.ok(), await changed.text()).toBe(true);
  return username;
}

async function passwordStep(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Goes through the set-up on the page (in the dialog or on the required screen); answers the key and the recovery codes. */
async function enrol(page: Page, name: string): Promise<{ key: string; codes: string[] }> {
  const form = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
  await expect(form.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const key = ((await form.locator('code').textContent()) ?? '').replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  const scanned = new URL((await scanQrCode(page)) ?? 'missing:');
  expect(scanned.protocol).toBe('otpauth:');
  expect(scanned.searchParams.get('secret')).toBe(key);
  await screenshot(page, `${name}-qr`);
  await form.getByRole('textbox', { name: 'Code' }).fill('000000');
  await form.getByRole('button', { name: 'Turn On' }).click();
  await expect(form.getByText('The code is not correct')).toBeVisible();
  await form.getByRole('textbox', { name: 'Code' }).fill(appCode(key));
  await form.getByRole('button', { name: 'Turn On' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await screenshot(page, `${name}-recovery-codes`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toMatch(/^recovery-codes-tfa-.*\.txt$/);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  return { key, codes };
}

test('a user turns on two-factor sign-in and then signs in with a code, and once with a recovery code', async ({ page }) => {
  const username = await newUser(page, 'operator');
  await passwordStep(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: /^User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Turn On' }).click();
  const { key, codes } = await enrol(page, 'two-factor');
  await expect(dialog.getByText('On', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Recovery codes left: 10')).toBeVisible();
  await screenshot(page, 'two-factor-on');
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();

  // The password alone no longer signs in: the code is asked for next, and a wrong one is refused.
  await passwordStep(page, username);
  const codeForm = page.getByRole('form', { name: 'Sign-in code' });
  await expect(codeForm).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await codeForm.getByRole('textbox', { name: 'Code' }).fill('123456');
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct')).toBeVisible();
  await screenshot(page, 'two-factor-code-step');
  // The code that turned it on is used up: the app's next one signs in.
  await codeForm.getByRole('textbox', { name: 'Code' }).fill(appCode(key, 1));
  await codeForm.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Logout' }).click();

  await passwordStep(page, username);
  await page.getByRole('form', { name: 'Sign-in code' }).getByRole('textbox', { name: 'Code' }).fill(codes[0]!);
  await page.getByRole('form', { name: 'Sign-in code' }).getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /^User menu of/ }).click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  await expect(page.getByRole('dialog', { name: 'Two-factor sign-in' }).getByText('Recovery codes left: 9')).toBeVisible();
});

test('a role that requires two-factor sign-in has its users set it up before anything else', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  const roleName = `tfa-${unique().toLowerCase()}`;
  await createRecord(page.request, headers, '/roles', { name: roleName, label: `Gate clerk ${roleName}`, grants: ['scale.dashboard', 'scale.materials.view'] });
  const username = await newUser(page, roleName);
  await passwordStep(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
  // A page that does not refresh by itself, so that the user's next step is what meets the refusal.
  await page.getByRole('navigation').getByRole('link', { name: 'Materials' }).click();
  await expect(page.getByRole('heading', { name: 'Materials' }).first()).toBeVisible();

  // Required while the user is signed in: the next call the page makes is refused, and the set-up stands in front.
  const required = await page.request.put(`/api/roles/${roleName}/two-factor`, { headers, data: { required: true } });
  expect(required.ok(), await required.text()).toBe(true);
  // The user's next step meets the refusal, unless a refresh of the page's own has met it first.
  const setUp = page.getByRole('heading', { name: 'Set Up Two-Factor Sign-In' });
  await expect(async () => {
    if (!(await setUp.isVisible())) await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click({ timeout: 1000 });
    await expect(setUp).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await enrol(page, 'two-factor-required');
  await expect(page.getByRole('heading', { name: 'Set Up Two-Factor Sign-In' })).toHaveCount(0);
  await expect(page.getByRole('navigation')).toBeVisible();
  await screenshot(page, 'two-factor-required-done');

  // And at the next sign-in the code is asked for.
  await page.getByRole('button', { name: 'Logout' }).click();
  await passwordStep(page, username);
  await expect(page.getByRole('form', { name: 'Sign-in code' })).toBeVisible();
});
