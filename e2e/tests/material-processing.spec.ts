/**
 * Material Processing: a supervisor opens a stockpile of a product, dispatches from it, transfers to the
 * product's other pile and surveys it; the survey answers its variance against the book balance (hand-summed:
 * 200 - 50 - 30 = 120 t on the book, 115 t measured, -5 t). The period's balances and the pile's movements show
 * each of them, and the page has no serious accessibility violation. The days are in April six years back,
 * which no other journey uses.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, seriousViolations, signIn, unique } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const YEAR = new Date().getFullYear() - 6;
const day = (date: number) => `${YEAR}-04-${String(date).padStart(2, '0')}`;
const names = { product: '', north: '', south: '' };

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  Object.assign(names, { product: `Chippings 8-16 ${id}`, north: `North yard ${id}`, south: `South yard ${id}` });
  const product = await createRecord(request, headers, '/materials', { name: names.product, registration_id: `CH-${id}`, size_from_mm: 8, size_to_mm: 16 });
  await createRecord(request, headers, '/production/stockpiles', { material_id: product.material_id, place: names.south, opening_date: day(1) });
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
