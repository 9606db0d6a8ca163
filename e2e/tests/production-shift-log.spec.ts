/**
 * Crush Operations and Material Processing: a crushing plant is fed by an unloading station, and two loads are
 * weighed to that station in the Morning shift of a day six years back (a year no other journey weighs in). A
 * supervisor opens that shift and finds the feed prefilled from the weighbridge, enters the hour meter and the
 * output, saves with Enter and signs the log off; the output is a receipt of its stockpile on Material
 * Processing. An amendment with its reason changes the output, the receipt with it, and is listed in the log's
 * audit. Both pages have no serious accessibility violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, seriousViolations, signIn, unique } from './fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const YEAR = new Date().getFullYear() - 6;
/** Production day 10 March: the Morning shift runs 06:00-14:00 at the site (Ljubljana, UTC+1 in winter), 05:00-13:00 UTC. */
const DAY = `${YEAR}-03-10`;
const DAY_SHOWN = `March 10, ${YEAR}`;

const names = { plant: '', station: '', product: '', place: '' };

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

  const id = unique();
  Object.assign(names, { plant: `Jaw crusher ${id}`, station: `Crusher hopper ${id}`, product: `Sand 0-4 ${id}`, place: `Yard ${id}` });
  const station = await createRecord(request, headers, '/unloading-stations', { areaName: names.station });
  await createRecord(request, headers, '/crushing-plants', { name: names.plant, rated_tons_per_hour: 300, station_ids: [station.station_id], status: 'active' });
  const rock = await createRecord(request, headers, '/materials', { name: `Blasted rock ${id}`, registration_id: `BR-${id}` });
  const sand = await createRecord(request, headers, '/materials', { name: names.product, registration_id: `S-${id}`, size_from_mm: 0, size_to_mm: 4 });
  await createRecord(request, headers, '/production/stockpiles', { material_id: sand.material_id, place: names.place, opening_tons: 100, opening_date: `${YEAR}-03-01` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `Bench ${id}` });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: `B-${id}`, loading_area_id: area.loading_area_id });
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `CR ${id}`, brand: 'Volvo', model: 'A45' });
  // Two loads to the plant's station in the shift: 17 t and 18 t net, 35.0 t from 2 loads.
  for (const [tare, full, first, second] of [
    [11_000, 28_000, '06:40', '07:00'],
    [12_000, 30_000, '09:10', '09:30'],
  ] as const) {
    await createRecord(request, headers, '/scale-documents', {
      vehicleId: vehicle.vehicle_id,
      tareWeight: tare,
      fullWeight: full,
      firstWeighAt: `${DAY}T${first}:00Z`,
      secondWeighAt: `${DAY}T${second}:00Z`,
      materialId: rock.material_id,
      loadedAreaId: area.loading_area_id,
      polygonId: polygon.polygon_id,
      unloadingStationId: station.station_id,
    });
  }
});

/** The pile's row in the balances of the shift's day on Material Processing. */
async function pileBalance(page: Page) {
  await page.goto('/production/material-processing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Material Processing' })).toBeVisible();
  const balances = main.getByRole('region', { name: 'Balances of the period' });
  await balances.getByLabel('From', { exact: true }).fill(DAY);
  await balances.getByLabel('To', { exact: true }).fill(DAY);
  return main.getByRole('table', { name: 'Balances of the period' }).getByRole('row').filter({ hasText: names.place });
}

test('a supervisor opens a shift with its weighed feed, records and signs it, and amends it with a reason', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'supervisor');
  await page.goto('/production/crush-operations');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Crush Operations' })).toBeVisible();

  const opener = main.getByRole('form', { name: 'Open a shift' });
  await opener.getByLabel('Crushing plant').selectOption({ label: names.plant });
  await opener.getByLabel('Production day').fill(DAY);
  await opener.getByLabel('Shift').selectOption('Morning');
  await opener.getByRole('button', { name: 'Open shift' }).click();

  const log = page.getByRole('dialog', { name: `${names.plant} · ${DAY_SHOWN} · Morning` });
  await expect(log.getByLabel('Weighed feed')).toHaveValue('35.0 t from 2 loads');
  await expect(log.getByText('New', { exact: true })).toBeVisible();
  await log.getByLabel('Hour meter at start').fill('1200');
  await log.getByLabel('Hour meter at end').fill('1207.5');
  await expect(log.getByLabel('Running hours')).toHaveValue('7.5 h');
  await log.getByRole('button', { name: 'Add product' }).click();
  await log.getByLabel('Product', { exact: true }).selectOption({ label: names.product });
  const tons = log.getByLabel('Tons', { exact: true });
  await tons.fill('30.5');
  // Enter saves, as at the end of a shift with a hand on the keyboard.
  await tons.press('Enter');
  await expect(page.getByText('Shift log saved')).toBeVisible();
  await expect(log.getByText('Open', { exact: true })).toBeVisible();
  await expect(log.getByText('Total output: 30.5 t')).toBeVisible();
  await expect(log.getByText('No stops of this plant in the shift')).toBeVisible();
  await expect(log.getByRole('link', { name: 'Open the Stop Counter' })).toHaveAttribute('href', '/production/stop-counter');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/prodops-shift-log-open.png' });

  await log.getByRole('button', { name: 'Sign' }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign the shift log' });
  await confirm.getByRole('button', { name: 'Sign the log' }).click();
  await expect(page.getByText('Shift log signed')).toBeVisible();
  await expect(log.getByText('Signed', { exact: true })).toBeVisible();
  await expect(log.getByText(/^Signed by super on /)).toBeVisible();
  await expect(log.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(log.getByLabel('Hour meter at end')).toHaveAttribute('readonly', '');
  await log.getByRole('button', { name: 'Close' }).first().click();

  // The signed output is a receipt of its pile: 100 t opening + 30.5 t.
  let pile = await pileBalance(page);
  await expect(pile.getByRole('cell').last()).toHaveText('130.5');
  expect(await pile.getByRole('cell').allTextContents()).toEqual([`${names.product} · ${names.place}`, '100', '30.5', '0', '0', '0', '0', '130.5']);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/prodops-material-processing.png', fullPage: true });

  // The log is listed for its day, and an amendment with its reason changes its output.
  await page.goto('/production/crush-operations');
  const logs = main.getByRole('region', { name: 'Shift logs' });
  await logs.getByLabel('From', { exact: true }).fill(DAY);
  await logs.getByLabel('To', { exact: true }).fill(DAY);
  const row = main.getByRole('table', { name: 'Shift logs' }).getByRole('row').filter({ hasText: names.plant });
  await expect(row).toContainText('super');
  await expect(row).toContainText('7.5');
  await page.screenshot({ path: '/tmp/prodops-crush-operations.png', fullPage: true });
  await row.getByRole('button', { name: `Open the log of ${names.plant}, ${DAY_SHOWN}, Morning` }).click();
  await log.getByRole('button', { name: 'Amend' }).click();
  await log.getByLabel('Tons', { exact: true }).fill('25');
  await log.getByRole('button', { name: 'Save amendment' }).click();
  await expect(log.getByText('Reason for the amendment is required')).toBeVisible();
  await log.getByLabel('Reason for the amendment').fill('Belt scale misread the sand');
  await log.getByLabel('Reason for the amendment').press('Enter');
  await expect(page.getByText('Shift log amended')).toBeVisible();
  await expect(log.getByText(/^Amended by super on .*: Belt scale misread the sand$/)).toBeVisible();
  await expect(log.getByText('Total output: 25 t')).toBeVisible();
  await page.screenshot({ path: '/tmp/prodops-shift-log-amended.png' });
  await log.getByRole('button', { name: 'Close' }).first().click();

  pile = await pileBalance(page);
  await expect(pile.getByRole('cell').last()).toHaveText('125');
  expect(await pile.getByRole('cell').allTextContents()).toEqual([`${names.product} · ${names.place}`, '100', '25', '0', '0', '0', '0', '125']);
});
