/**
 * Production days (issue 31, Shifts): with the site's production day starting at 06:00, a load weighed at
 * 02:00 at the site is in its calendar day and in the production day before. The dashboard and the reports
 * switch between "Calendar days" and "Production days" and their figures change; the choice is this
 * browser's and survives a reload. The load is entered by hand seven years back, a year no other journey
 * weighs in, so that the days read hold it alone.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, signIn, unique } from './fixtures';

const YEAR = new Date().getFullYear() - 7;
/** 13 February at 02:00 at the site (Europe/Ljubljana, UTC+1 in winter): production day 12 February. */
const NIGHT = `${YEAR}-02-13`;
const EVENING_BEFORE = `${YEAR}-02-12`;

/** The material of the night's load, a name of this run. */
let material = '';

async function weighAtTwoAtNight(request: APIRequestContext, headers: Record<string, string>) {
  const id = unique();
  material = `Night Gravel ${id}`;
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `PD ${id}`, brand: 'Volvo', model: 'FMX' });
  const gravel = await createRecord(request, headers, '/materials', { name: material, registration_id: `NG-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `Night Pit ${id}` });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: `N-${id}`, loading_area_id: area.loading_area_id });
  const station = await createRecord(request, headers, '/unloading-stations', { areaName: `Night Crusher ${id}` });
  await createRecord(request, headers, '/scale-documents', {
    vehicleId: vehicle.vehicle_id,
    tareWeight: 11000,
    fullWeight: 28000,
    firstWeighAt: `${NIGHT}T00:40:00Z`,
    secondWeighAt: `${NIGHT}T01:00:00Z`,
    materialId: gravel.material_id,
    loadedAreaId: area.loading_area_id,
    polygonId: polygon.polygon_id,
    unloadingStationId: station.station_id,
  });
}

test.beforeAll(async ({ request }) => {
  const headers = await adminHeaders(request);
  const shifts = {
    dayStart: '06:00',
    shifts: [
      { name: 'Morning', start: '06:00', end: '14:00' },
      { name: 'Afternoon', start: '14:00', end: '22:00' },
      { name: 'Night', start: '22:00', end: '06:00' },
    ],
  };
  const saved = await request.put('/api/site/shifts', { headers, data: shifts });
  expect(saved.ok(), await saved.text()).toBe(true);
  await weighAtTwoAtNight(request, headers);
});

const dayBasis = (page: Page, name: 'Calendar days' | 'Production days') => page.getByRole('main').getByRole('radio', { name });

async function dashboardDays(page: Page, day: string) {
  const main = page.getByRole('main');
  await main.getByLabel('From', { exact: true }).fill(day);
  await main.getByLabel('To', { exact: true }).fill(day);
  await main.getByRole('button', { name: 'Apply Filter' }).click();
}

test('the dashboard reads the night load in its calendar day, or in the production day before; the choice survives a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const main = page.getByRole('main');
  const transactions = main.getByRole('group', { name: 'Transactions' });
  await expect(main.getByText('Production days start at 06:00')).toBeVisible();
  await expect(dayBasis(page, 'Calendar days')).toBeChecked();

  await dashboardDays(page, NIGHT);
  await expect(transactions).toContainText('1');
  await expect(main.getByRole('group', { name: 'Total Weight (tons)' })).toContainText('17.0 t');

  await main.getByText('Production days', { exact: true }).click();
  await expect(dayBasis(page, 'Production days')).toBeChecked();
  await expect(transactions).toContainText('0');
  await dashboardDays(page, EVENING_BEFORE);
  await expect(transactions).toContainText('1');
  await expect(main.getByRole('group', { name: 'Total Weight (tons)' })).toContainText('17.0 t');

  await page.reload();
  await expect(dayBasis(page, 'Production days')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('weighbridge.day-basis'))).toBe('production');
  await dashboardDays(page, NIGHT);
  await expect(transactions).toContainText('0');

  await main.getByText('Calendar days', { exact: true }).click();
  await expect(transactions).toContainText('1');
});

test('a report reads its period by production days when they are chosen', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/reports');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Custom' }).click();
  await main.getByLabel('Start Date').fill(NIGHT);
  await main.getByLabel('End Date').fill(NIGHT);
  await main.getByRole('button', { name: 'Apply' }).click();
  await main.getByRole('tab', { name: 'Material Flow' }).click();
  const loads = main.getByRole('cell', { name: material }).first();
  await expect(loads).toBeVisible();

  await main.getByText('Production days', { exact: true }).click();
  await expect(main.getByText('No data available').first()).toBeVisible();
  await expect(loads).toBeHidden();

  await page.reload();
  await expect(dayBasis(page, 'Production days')).toBeChecked();
  await main.getByRole('tab', { name: 'Material Flow' }).click();
  await main.getByRole('button', { name: 'Custom' }).click();
  await main.getByLabel('Start Date').fill(EVENING_BEFORE);
  await main.getByLabel('End Date').fill(EVENING_BEFORE);
  await main.getByRole('button', { name: 'Apply' }).click();
  await expect(loads).toBeVisible();
});
