/**
 * Reports & Analytics and the two material reports (issue 6), and their Excel and PDF files (issue 18).
 * The data are documents an administrator enters by hand four years back, a year no other journey weighs
 * in, with materials of unique names: a Custom period over those months shows only them, and one in 2001
 * shows nothing at all.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { read, utils } from '@e965/xlsx';
import { type APIRequestContext, type Download, expect, type Locator, type Page, test } from '@playwright/test';
import { E2E_PASSWORD, signIn, unique } from './fixtures';

const YEAR = new Date().getFullYear() - 4;

type Site = { gravel: string; sand: string; area: string; polygon: string; station: string; plate: string; driver: string };

async function create(request: APIRequestContext, headers: Record<string, string>, path: string, body: object) {
  const response = await request.post(`/api${path}`, { headers, data: body });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

/**
 * Three loads: gravel 20 t in March and 10 t in July, sand 12 t in July, all from one truck, area,
 * polygon and station, with one driver.
 */
async function createSite(request: APIRequestContext): Promise<Site> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const id = unique();
  const site = {
    gravel: `Gravel ${id}`,
    sand: `Sand ${id}`,
    area: `West Pit ${id}`,
    polygon: `W-${id}`,
    station: `Crusher ${id}`,
    plate: `RP ${id}`,
    driver: `Driver${id}`,
  };
  const gravel = await create(request, headers, '/materials', { name: site.gravel, registration_id: `G-${id}` });
  const sand = await create(request, headers, '/materials', { name: site.sand, registration_id: `S-${id}` });
  const area = await create(request, headers, '/loading-areas', { area_name: site.area });
  const polygon = await create(request, headers, '/polygons', { registration_id: site.polygon, loading_area_id: area.loading_area_id });
  const station = await create(request, headers, '/unloading-stations', { areaName: site.station });
  const vehicle = await create(request, headers, '/vehicles', { registration_number: site.plate, brand: 'Volvo', model: 'FMX' });
  const driver = await create(request, headers, '/drivers', { name: site.driver, surname: 'Report', driver_license_id: `L-${id}` });
  for (const [material, net, day] of [[gravel, 20000, `${YEAR}-03-10`], [gravel, 10000, `${YEAR}-07-14`], [sand, 12000, `${YEAR}-07-15`]] as const) {
    await create(request, headers, '/scale-documents', {
      vehicleId: vehicle.vehicle_id,
      tareWeight: 11000,
      fullWeight: 11000 + net,
      firstWeighAt: `${day}T08:00:00Z`,
      secondWeighAt: `${day}T08:30:00Z`,
      materialId: material.material_id,
      loadedAreaId: area.loading_area_id,
      polygonId: polygon.polygon_id,
      unloadingStationId: station.station_id,
      driverId: driver.driver_id,
    });
  }
  return site;
}

async function customPeriod(page: Page, start: string, end: string) {
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('Start Date').fill(start);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await page.getByLabel('End Date').fill(end);
  await page.getByRole('button', { name: 'Apply' }).click();
}

/** The file a click downloads, as the browser saves it. */
async function download(page: Page, button: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return file;
}

/** The Export menu's Excel or PDF. */
async function exportAs(page: Page, label: 'Excel' | 'PDF'): Promise<Download> {
  await page.getByRole('main').getByRole('button', { name: 'Export' }).click();
  return download(page, page.getByRole('menuitem', { name: label }));
}

async function chooseYear(page: Page, label: string, year: number) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: String(year), exact: true }).click();
}

test('each report tab shows its blocks for a period with loads', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'viewer');
  await page.goto('/reports');
  const main = page.getByRole('main');
  await expect(main.getByRole('tab', { name: 'Summary Report', selected: true })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
  await customPeriod(page, `${YEAR}-03-01`, `${YEAR}-07-31`);
  await expect(main.getByText(`Showing data from March 1, ${YEAR} to July 31, ${YEAR}`)).toBeVisible();

  await expect(main.getByRole('group', { name: 'Total Transactions' })).toContainText('3 loads, 0 tares');
  await expect(main.getByRole('group', { name: 'Total Weight' })).toContainText('42,000 kg');
  await expect(main.getByRole('group', { name: 'Total Weight' })).toContainText('Avg per load: 14,000 kg');
  await expect(main.getByRole('group', { name: 'Active Drivers' })).toContainText('2 materials processed');
  for (const chart of ['Material Distribution', 'Top Materials by Weight', 'Hourly Activity Trend']) {
    await expect(main.getByRole('region', { name: chart }).locator('svg.recharts-surface').first()).toBeVisible();
  }

  await main.getByRole('tab', { name: 'Vehicle Activity' }).click();
  const active = main.getByRole('table', { name: 'Active Vehicles' });
  await expect(active.getByRole('row', { name: new RegExp(site.plate) })).toContainText('42,000.00 kg');
  await expect(main.getByRole('region', { name: 'Idle Vehicles' })).toBeVisible();

  await main.getByRole('tab', { name: 'Material Flow' }).click();
  await expect(main.getByRole('table', { name: 'Material Details' }).getByRole('row', { name: new RegExp(site.gravel) })).toContainText('30.0 t');
  await expect(main.getByRole('table', { name: 'Material by Loading Area & Polygon' })).toContainText(site.polygon);
  await expect(main.getByRole('table', { name: 'Material by Destination' })).toContainText(site.station);
  await expect(main.getByRole('region', { name: 'Transaction Distribution' }).locator('svg.recharts-surface').first()).toBeVisible();

  await main.getByRole('tab', { name: 'Loading Areas' }).click();
  await expect(main.getByRole('group', { name: 'Active Areas' })).toContainText('1');
  await expect(main.getByRole('table', { name: 'Area Summary' })).toContainText(site.area);
  await expect(main.getByRole('table', { name: 'Polygon Details' })).toContainText(site.polygon);
  await expect(main.getByRole('table', { name: 'Top Materials by Area' })).toContainText(site.sand);

  await main.getByRole('tab', { name: 'Driver Activity' }).click();
  await expect(main.getByRole('table', { name: 'Driver Activity' }).getByRole('row', { name: new RegExp(site.driver) })).toContainText('42,000.00 kg');
  await expect(main.getByRole('table', { name: 'Performance by Vehicle' })).toContainText(site.plate);

  await main.getByRole('tab', { name: 'Trends' }).click();
  const trends = main.getByRole('table', { name: 'Trends by Period' });
  await expect(trends.getByRole('row')).toHaveCount(6);
  await expect(trends.getByRole('row', { name: new RegExp(`July ${YEAR}`) })).toContainText('22.0 t');

  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);
});

test('Excel and PDF download the open tab for the period shown; the Excel file holds the tab’s tables', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'viewer');
  await page.goto('/reports');
  const main = page.getByRole('main');
  await customPeriod(page, `${YEAR}-03-01`, `${YEAR}-07-31`);
  await expect(main.getByText(`Showing data from March 1, ${YEAR} to July 31, ${YEAR}`)).toBeVisible();
  const tabs = [
    ['Summary Report', 'summary'],
    ['Vehicle Activity', 'vehicles'],
    ['Material Flow', 'materials'],
    ['Loading Areas', 'loading-areas'],
    ['Driver Activity', 'drivers'],
    ['Trends', 'trends'],
  ] as const;
  for (const [tab, name] of tabs) {
    await main.getByRole('tab', { name: tab }).click();
    const days = `${YEAR}-03-01_${YEAR}-07-31`;
    expect((await download(page, main.getByRole('button', { name: 'Excel' }))).suggestedFilename()).toBe(`report-${name}-${days}.xlsx`);
    expect((await download(page, main.getByRole('button', { name: 'PDF' }))).suggestedFilename()).toBe(`report-${name}-${days}.pdf`);
  }

  await main.getByRole('tab', { name: 'Vehicle Activity' }).click();
  const workbook = read(await readFile(await (await download(page, main.getByRole('button', { name: 'Excel' }))).path()), { type: 'buffer' });
  expect(workbook.SheetNames).toEqual(['Overview', 'Active Vehicles', 'Idle Vehicles']);
  const active = utils.sheet_to_json<Record<string, unknown>>(workbook.Sheets['Active Vehicles']!);
  expect(active).toContainEqual({
    'Registration Number': site.plate,
    'Brand & Model': 'Volvo FMX',
    'Total Trips': 3,
    'Load Trips': 3,
    'Total Weight': 42000,
    'Avg Load': 14000,
  });
});

test('every report tab says No data available for a period without loads', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/reports');
  const main = page.getByRole('main');
  await customPeriod(page, '2001-01-01', '2001-01-31');
  for (const tab of ['Summary Report', 'Vehicle Activity', 'Material Flow', 'Loading Areas', 'Driver Activity', 'Trends']) {
    await main.getByRole('tab', { name: tab }).click();
    await expect(main.getByText('Showing data from January 1, 2001 to January 31, 2001')).toBeVisible();
    await expect(main.getByText('No data available').first()).toBeVisible();
  }
});

test('the monthly material report draws a line per chosen material and filters by material', async ({ page, request }) => {
  const site = await createSite(request);
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await signIn(page, 'viewer');
  await page.goto('/reports');
  await page.getByRole('link', { name: /Monthly Material Report/ }).click();
  await expect(page).toHaveURL(/\/reports\/monthly-material$/);
  const main = page.getByRole('main');
  await chooseYear(page, 'Year', YEAR);
  await expect(main.getByRole('checkbox', { name: site.gravel })).toBeHidden();
  await main.getByRole('button', { name: 'Filters' }).click();
  await main.getByRole('checkbox', { name: site.gravel }).check();

  const gravel = main.getByRole('group', { name: site.gravel });
  await expect(gravel).toContainText('30.0 t');
  await expect(gravel).toContainText('2.5 t');
  await expect(main.getByRole('group', { name: site.sand })).toHaveCount(0);
  await expect(main.locator('.recharts-line')).toHaveCount(1);

  await main.getByRole('checkbox', { name: site.sand }).check();
  await expect(main.getByRole('group', { name: site.sand })).toContainText('12.0 t');
  await expect(main.locator('.recharts-line')).toHaveCount(2);

  expect((await exportAs(page, 'Excel')).suggestedFilename()).toBe(`monthly-material-${YEAR}.xlsx`);
  expect((await exportAs(page, 'PDF')).suggestedFilename()).toBe(`monthly-material-${YEAR}.pdf`);
  expect(alerts).toEqual([]);
});

test('the annual material report draws grouped or stacked columns with totals, heaviest first', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'viewer');
  await page.goto('/reports/annual-material');
  const main = page.getByRole('main');
  const thisYear = new Date().getFullYear();
  await expect(main.getByRole('combobox', { name: 'Start Year' })).toHaveValue(String(thisYear - 2));
  await expect(main.getByRole('combobox', { name: 'End Year' })).toHaveValue(String(thisYear));
  await chooseYear(page, 'Start Year', YEAR);
  await main.getByRole('checkbox', { name: site.sand }).check();
  await main.getByRole('checkbox', { name: site.gravel }).check();

  const cards = main.getByRole('group').filter({ hasText: 'transactions' });
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(site.gravel);
  await expect(cards.nth(0)).toContainText('30.0 t');
  await expect(cards.nth(0)).toContainText('2 transactions');
  await expect(cards.nth(0)).toContainText('Average per transaction: 15.0 t');
  await expect(cards.nth(1)).toContainText(site.sand);
  await expect(main.locator('.recharts-bar')).toHaveCount(2);

  await main.getByRole('radio', { name: 'Stacked' }).check();
  await expect(main.getByRole('radio', { name: 'Stacked' })).toBeChecked();
  await expect(main.locator('.recharts-bar')).toHaveCount(2);
  expect((await exportAs(page, 'Excel')).suggestedFilename()).toBe(`annual-material-${YEAR}-${thisYear}.xlsx`);
  expect((await exportAs(page, 'PDF')).suggestedFilename()).toBe(`annual-material-${YEAR}-${thisYear}.pdf`);
});
