/**
 * Excel import (issue 7): an administrator checks and imports a workbook through the page, sees the
 * upload progress and the result, and finds the documents in the weighing history; anyone else is
 * told they lack permission; on a German page the reasons of refused and skipped rows read German. The
 * workbook is built with the library the server reads it with.
 */
import { type CellObject, utils, write } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { adminHeaders, signIn, unique } from './fixtures';

const loadDate = (day: number): CellObject => ({ t: 'n', v: 45700 + day + 0.3125, z: 'yyyy-mm-dd hh:mm' });

const HEADER = ['Document Number', 'Load Date', 'Registration Number', 'Material', 'Loading Area', 'Tare Weight (kg)', 'Gross Weight (kg)'];

function xlsx(rows: unknown[][]): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADER, ...rows]), 'Weighings');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

function workbook(plate: string, material: string): Buffer {
  const rows: unknown[][] = Array.from({ length: 30 }, (_, index) => [`E2E-${plate}-${index}`, loadDate(index), plate, material, `Pit ${plate}`, 12000, 30000 + index]);
  rows.push([null, 'not a date', plate, material, `Pit ${plate}`, 12000, 30000]);
  return xlsx(rows);
}

test('an administrator checks and imports a workbook and finds its documents in the history', async ({ page }) => {
  const id = unique();
  const plate = `IMP ${id}`;
  const file = { name: 'history.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: workbook(plate, `Basalt ${id}`) };
  await signIn(page, 'admin');
  await page.goto('/documents');
  await page.getByRole('link', { name: 'Import Data' }).click();
  await expect(page).toHaveURL(/\/import-data$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to Documents' })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Expected columns' })).toContainText('Registration Number');
  await expect(main.getByRole('link', { name: 'Download template' })).toHaveAttribute('href', '/api/import/excel/template');

  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText('Please select a file first')).toBeVisible();
  await main.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(main.getByText('Please select a valid Excel file (.xls or .xlsx)')).toBeVisible();

  await main.locator('input[type=file]').setInputFiles(file);
  await main.getByRole('button', { name: 'Check file' }).click();
  await expect(main.getByText('File checked with errors')).toBeVisible();
  await expect(main.getByTestId('import-successfulImports')).toHaveText('30');

  // The upload is held back a moment so that its progress can be seen.
  await page.route('**/api/import/excel', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await main.getByRole('button', { name: 'Import' }).click();
  await expect(main.getByText(/^(Uploading\.\.\. \d+%|Processing\.\.\.)$/)).toBeVisible();
  await expect(main.getByText('Import completed with errors')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByTestId('import-totalRows')).toHaveText('31');
  await expect(main.getByTestId('import-successfulImports')).toHaveText('30');
  await expect(main.getByTestId('import-errors')).toHaveText('1');
  await expect(main.getByTestId('import-vehiclesCreated')).toHaveText('1');
  await expect(main.getByRole('table', { name: 'Rows with errors' })).toContainText("Load Date 'not a date' is not a date");
  await expect(main.getByRole('table', { name: 'Rows with errors' })).toContainText('32');
  await expect(main.getByText('history.xlsx')).toBeHidden();

  await page.goto('/documents');
  await page.getByRole('main').getByLabel('Search').fill(plate);
  await page.getByRole('main').getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page.getByRole('main').getByRole('row').filter({ hasText: plate }).first()).toBeVisible();
});

test('a supervisor is told they lack permission to import', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/import-data');
  await expect(page.getByRole('main').getByText('You do not have permission to import data. Only administrators can import.')).toBeVisible();
  await expect(page.getByRole('main').locator('input[type=file]')).toHaveCount(0);
});

test('a German administrator reads why rows are refused or skipped in German', async ({ page }) => {
  const id = unique();
  const plate = `IMP ${id}`;
  const rows = [
    [`E2E-${id}-1`, loadDate(1), plate, `Kies ${id}`, `Grube ${id}`, 12000, 30000],
    [`E2E-${id}-1`, loadDate(2), plate, `Kies ${id}`, `Grube ${id}`, 12000, 31000],
    [null, loadDate(3), null, `Kies ${id}`, `Grube ${id}`, 12000, 11000],
  ];
  const file = { name: 'verlauf.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx(rows) };
  await signIn(page, 'admin');
  const headers = await adminHeaders(page.request);
  const chosen = ((await (await page.request.get('/api/account/preferences', { headers })).json()) as { data: { own: { locale: string | null } } }).data.own.locale;
  expect((await page.request.put('/api/account/preferences', { headers, data: { locale: 'de' } })).ok()).toBe(true);
  try {
    await page.goto('/import-data');
    const main = page.getByRole('main');
    await main.locator('input[type=file]').setInputFiles(file);
    await main.getByRole('button', { name: 'Datei prüfen' }).click();
    await expect(main.getByText('Datei mit Fehlern geprüft')).toBeVisible();
    // Row 4 has two reasons; the numbers stay as the scale reads them.
    await expect(main.getByRole('table', { name: 'Zeilen mit Fehlern' }).getByRole('row').nth(1)).toHaveText(
      '4Registration Number ist erforderlich; Gross Weight (kg) 11,000.00 kg muss über Tare Weight (kg) 12,000.00 kg liegen',
    );
    await expect(main.getByRole('table', { name: 'Übersprungene Zeilen' }).getByRole('row').nth(1)).toHaveText(
      `3Die Belegnummer E2E-${id}-1 steht bereits weiter oben in der Datei (Zeile 2)`,
    );
  } finally {
    await page.request.put('/api/account/preferences', { headers, data: { locale: chosen } });
  }
});
