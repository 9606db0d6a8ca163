/**
 * Material Processing: a supervisor opens a stockpile of a product, dispatches from it, transfers to the
 * product's other pile and surveys it; the survey answers its variance against the book balance (hand-summed:
 * 200 - 50 - 30 = 120 t on the book, 115 t measured, -5 t). The period's balances and the pile's movements show
 * each of them, and the page has no serious accessibility violation. A pile is renamed and deleted from its
 * row, while a pile with a dispatch keeps its product and is not deleted, the page saying why. The days are in
 * April six years back, which no other journey uses.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, seriousViolations, signIn, unique } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const YEAR = new Date().getFullYear() - 6;
const day = (date: number) => `${YEAR}-04-${String(date).padStart(2, '0')}`;
const names = { product: '', other: '', north: '', south: '', west: '', used: '' };

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  Object.assign(names, { product: `Chippings 8-16 ${id}`, other: `Grit 2-4 ${id}`, north: `North yard ${id}`, south: `South yard ${id}`, west: `West yard ${id}`, used: `Used yard ${id}` });
  const product = await createRecord(request, headers, '/materials', { name: names.product, registration_id: `CH-${id}`, size_from_mm: 8, size_to_mm: 16 });
  await createRecord(request, headers, '/materials', { name: names.other, registration_id: `GR-${id}`, size_from_mm: 2, size_to_mm: 4 });
  await createRecord(request, headers, '/production/stockpiles', { material_id: product.material_id, place: names.south, opening_date: day(1) });
  await createRecord(request, headers, '/production/stockpiles', { material_id: product.material_id, place: names.west, opening_date: day(1) });
  const used = await createRecord(request, headers, '/production/stockpiles', { material_id: product.material_id, place: names.used, opening_tons: 40, opening_date: day(1) });
  await createRecord(request, headers, '/production/stockpile-movements', { kind: 'out', stockpile_id: used.stockpile_id, tons: 10, moved_on: day(2) });
});

const pileName = (place: string) => `${names.product} · ${place}`;

async function recordMovement(page: Page, kind: 'Dispatch' | 'Transfer', tons: string, date: string) {
  await page.getByRole('main').getByRole('button', { name: 'Record movement' }).click();
  const form = page.getByRole('dialog', { name: 'Movement' });
  if (kind === 'Transfer') await form.getByText('Transfer', { exact: true }).click();
  await form.getByLabel('Stockpile', { exact: true }).selectOption({ label: pileName(names.north) });
  if (kind === 'Transfer') await form.getByLabel('To stockpile').selectOption({ label: pileName(names.south) });
  await form.getByLabel('Tons').fill(tons);
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Movement recorded').first()).toBeVisible();
}

test('a supervisor opens a pile, dispatches, transfers and surveys it, and reads its balances and movements', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'supervisor');
  await page.goto('/production/material-processing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Material Processing' })).toBeVisible();

  await main.getByRole('button', { name: 'New pile' }).click();
  const newPile = page.getByRole('dialog', { name: 'New pile' });
  await newPile.getByLabel('Product').selectOption({ label: names.product });
  await newPile.getByLabel('Place').fill(names.north);
  await newPile.getByLabel('Opening balance (t)', { exact: true }).fill('200');
  await newPile.getByLabel('Opening date', { exact: true }).fill(day(1));
  await newPile.getByRole('button', { name: 'Save' }).click();
  await expect(newPile).toBeHidden();
  await expect(page.getByText('Stockpile created')).toBeVisible();

  await recordMovement(page, 'Dispatch', '50', day(2));
  await recordMovement(page, 'Transfer', '30', day(3));

  const piles = main.getByRole('table', { name: 'Stockpiles' });
  const north = piles.getByRole('row').filter({ hasText: names.north });
  await north.getByRole('button', { name: `Survey ${pileName(names.north)}` }).click();
  const survey = page.getByRole('dialog', { name: `Survey of ${pileName(names.north)}` });
  await survey.getByLabel('Date', { exact: true }).fill(day(4));
  await survey.getByLabel('Measured (t)').fill('115');
  await survey.getByRole('button', { name: 'Save' }).click();
  await expect(survey.getByRole('status')).toHaveText('Survey saved: measured 115 t against a book balance of 120 t, a variance of -5 t');
  await survey.getByRole('button', { name: 'Close' }).last().click();

  // The balance at the end of a chosen day: 200 - 50 on 2 April.
  await main.getByLabel('Balance on').fill(day(2));
  await expect(north.getByRole('cell').nth(4)).toHaveText('150');

  const balances = main.getByRole('region', { name: 'Balances of the period' });
  await balances.getByLabel('From', { exact: true }).fill(day(1));
  await balances.getByLabel('To', { exact: true }).fill(day(4));
  const periodRow = (place: string) => main.getByRole('table', { name: 'Balances of the period' }).getByRole('row').filter({ hasText: place });
  await expect(periodRow(names.north).getByRole('cell').last()).toHaveText('115');
  expect(await periodRow(names.north).getByRole('cell').allTextContents()).toEqual([pileName(names.north), '200', '0', '50', '30', '0', '-5', '115']);
  expect(await periodRow(names.south).getByRole('cell').allTextContents()).toEqual([pileName(names.south), '0', '0', '0', '0', '30', '0', '30']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/prodops-stockpiles.png', fullPage: true });

  await north.getByRole('button', { name: `Movements of ${pileName(names.north)}` }).click();
  const movements = page.getByRole('dialog', { name: `Movements of ${pileName(names.north)}` });
  const rows = movements.getByRole('row');
  await expect(rows).toHaveCount(4);
  expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual([`April 4, ${YEAR}`, 'Survey adjustment', '-5', 'Measured 115 t · Book 120 t', '', 'super']);
  expect(await rows.nth(2).getByRole('cell').allTextContents()).toEqual([`April 3, ${YEAR}`, 'Transfer', '-30', `To ${pileName(names.south)}`, '', 'super']);
  expect(await rows.nth(3).getByRole('cell').allTextContents()).toEqual([`April 2, ${YEAR}`, 'Dispatch', '-50', '', '', 'super']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/prodops-stockpile-movements.png' });
});

test('a supervisor renames a pile and deletes an unused one; a pile with a dispatch keeps its product and stays', async ({ page }) => {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await signIn(page, 'supervisor');
  await page.goto('/production/material-processing');
  const piles = page.getByRole('main').getByRole('table', { name: 'Stockpiles' });
  const row = (place: string) => piles.getByRole('row').filter({ hasText: place });
  const renamed = `${names.west} B`;

  await row(names.west).getByRole('button', { name: `Edit stockpile ${pileName(names.west)}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit pile' });
  await expect(edit.getByLabel('Place')).toHaveValue(names.west);
  await edit.getByLabel('Place').fill(renamed);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Stockpile updated')).toBeVisible();
  await expect(row(renamed).getByRole('cell').nth(2)).toHaveText(renamed);

  // The pile with a dispatch: another product would mix two in its balance, so the dialog stays with the reason.
  await row(names.used).getByRole('button', { name: `Edit stockpile ${pileName(names.used)}` }).click();
  const refusedEdit = page.getByRole('dialog', { name: 'Edit pile' });
  await refusedEdit.getByLabel('Product').selectOption({ label: names.other });
  await refusedEdit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The stockpile has movements: its product cannot change, or its balance would mix two products. Open a new pile for the other product')).toBeVisible();
  await refusedEdit.getByRole('button', { name: 'Cancel' }).click();
  await expect(refusedEdit).toBeHidden();
  await expect(row(names.used).getByRole('cell').first()).toHaveText(names.product);

  await row(names.used).getByRole('button', { name: `Delete stockpile ${pileName(names.used)}` }).click();
  await expect(page.getByText('The stockpile has movements (shift log outputs, dispatches, transfers or surveys) and cannot be deleted')).toBeVisible();
  await expect(row(names.used)).toHaveCount(1);

  await row(renamed).getByRole('button', { name: `Delete stockpile ${pileName(renamed)}` }).click();
  await expect(page.getByText('Stockpile deleted')).toBeVisible();
  await expect(row(renamed)).toHaveCount(0);
  expect(asked).toEqual([
    `Delete the stockpile ${pileName(names.used)}? Only a pile without movements (shift log outputs, dispatches, transfers or surveys) can be deleted.`,
    `Delete the stockpile ${pileName(renamed)}? Only a pile without movements (shift log outputs, dispatches, transfers or surveys) can be deleted.`,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
});
