import { TICKET_MESSAGES, verificationPath } from '@weighbridge/contract/tickets';
import { expect, test } from '@playwright/test';
import { printedVerificationCode, seriousViolations, signIn, weighLoadThroughApi } from './fixtures';

test('the sign-in page has no serious accessibility violation', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the ticket verification page has no serious accessibility violation, with an answer, not found or asking for the code', async ({
  page,
  request,
}) => {
  const load = await weighLoadThroughApi(request);
  await page.goto(verificationPath(load.documentNumber, await printedVerificationCode(request, load)));
  await expect(page.getByRole('row', { name: /^Integrity/ })).toContainText('Verified');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(verificationPath(load.documentNumber, '000000000000'));
  await expect(page.getByText(TICKET_MESSAGES.otherTicket)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/verify/${load.documentNumber}`);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the shell has no serious accessibility violation, in Simple and Advanced view', async ({ page }) => {
  await signIn(page, 'admin');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('navigation').getByText('Advanced', { exact: true }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/garage/fuel');
  await expect(page.getByRole('main').getByText('Planned Features')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the scales and readers pages and their dialogs have no serious accessibility violation', async ({ page }) => {
  await signIn(page, 'admin');
  const main = page.getByRole('main');
  await page.goto('/scales');
  await expect(main.getByRole('cell', { name: 'Weighbridge 1', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Add Scale' }).click();
  const scaleDialog = page.getByRole('dialog', { name: 'Add Scale' });
  await scaleDialog.getByLabel('Connection').selectOption('serial');
  await expect(scaleDialog.getByLabel('Baud rate')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await scaleDialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/readers');
  await expect(main.getByRole('button', { name: 'Add Reader' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await main.getByRole('button', { name: 'Add Reader' }).click();
  await expect(page.getByRole('dialog', { name: 'Add Reader' }).getByLabel('Host')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
