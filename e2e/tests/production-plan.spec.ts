/**
 * Production's plan against its actuals: an administrator gives a material its size fraction, sets up a crushing
 * plant fed by an unloading station, makes the year's crush plan as a draft, types its tons, approves it with a
 * reason, and, once loads weighed to the station have fed a signed shift log, reads plan against actual.
 */
import { expect, type Locator, test } from '@playwright/test';
import { type ShiftPattern, shiftAt } from '@weighbridge/contract/shifts';
import { adminHeaders, chooseOption, createRecord, E2E_SITE_TIME_ZONE, seriousViolations, signIn, unique, USERS, watchFailures } from './fixtures';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A figure of a plant's section: the value of its term in a group of figures. */
const figure = (section: Locator, group: string, term: string) =>
  section.locator(`dl[aria-label="${group}"] > div`).filter({ has: section.page().locator('dt').getByText(term, { exact: true }) }).locator('dd');

test('an administrator plans a plant fed by a station, approves the plan, and reads plan against actual', async ({ page, request }) => {
  // A whole journey: master data, the plan's draft and approval, weighed loads, a signed log and the figures.
  test.setTimeout(90_000);
  const id = unique();
  const plantName = `Cone crusher ${id}`;
  const stationName = `Feed hopper ${id}`;
  const productName = `Sand ${id}`;
  const headers = await adminHeaders(request);
  const station = await createRecord(request, headers, '/unloading-stations', { areaName: stationName });
  const product = await createRecord(request, headers, '/materials', { name: productName, registration_id: `SA-${id}` });

  await signIn(page, 'admin');
  // Nothing these pages ask for fails (signed in first: the bare health page has no icon to load).
  const failures = watchFailures(page);
  const main = page.getByRole('main');

  // The material becomes a product: its size fraction, shown as 0-4 mm.
  await page.goto('/materials');
  const productRow = main.getByRole('row', { name: new RegExp(productName) });
  await productRow.getByRole('button', { name: `Edit material ${productName}` }).click();
  const materialForm = page.getByRole('dialog', { name: 'Edit Material' });
  await materialForm.getByLabel('Size from (mm)').fill('0');
  await materialForm.getByLabel('Size to (mm)').fill('4');
  await materialForm.getByRole('button', { name: 'Save' }).click();
  await expect(materialForm).toBeHidden();
  await expect(productRow).toContainText('0-4 mm');

  // The plant, its rated tons per hour and the station that feeds it, on the Production Stop Counter.
  await page.goto('/production/stop-counter');
  await main.getByRole('tab', { name: 'Machines' }).click();
  await main.getByRole('button', { name: 'Add Crushing Plant' }).click();
  const plantForm = page.getByRole('dialog', { name: 'Add Crushing Plant' });
  await plantForm.getByLabel('Name').fill(plantName);
  await plantForm.getByLabel('Rated capacity (t/h)').fill('250');
  await plantForm.getByRole('combobox', { name: 'Feeding stations' }).fill(stationName);
  await page.getByRole('option', { name: stationName }).click();
  // A choice closes the list: left open, it would lie over the dialog's buttons once the site has many stations.
  await expect(page.getByRole('option', { name: stationName })).toBeHidden();
  await expect(plantForm.getByRole('button', { name: 'Save' })).toBeVisible();
  await plantForm.getByRole('button', { name: 'Save' }).click();
  await expect(plantForm).toBeHidden();
  await expect(main.getByRole('table', { name: 'Crushing plants' }).getByRole('row').filter({ hasText: plantName })).toContainText(stationName);

  // The site's current production day and shift: the plan's month, and the shift the loads feed.
  const site = (await (await request.get('/api/site', { headers })).json()) as { data: { shifts: ShiftPattern } };
  const shift = shiftAt(new Date(), site.data.shifts, E2E_SITE_TIME_ZONE);
  const [year, month, day] = shift.productionDay.split('-').map(Number) as [number, number, number];
  const otherMonth = month === 1 ? 2 : 1;

  // A new, empty draft of this year's plan; a row for the plant and product; tons in two months.
  await page.goto('/production/crush-plan');
  await expect(main.getByRole('heading', { name: 'Crush Plan' })).toBeVisible();
  await main.getByRole('button', { name: 'New draft' }).click();
  await page.getByRole('menuitem', { name: 'Empty' }).click();
  const revision = main.getByRole('region', { name: new RegExp(`^Revision \\d+ of ${year}$`) });
  await expect(revision.getByText('Draft', { exact: true })).toBeVisible();
  await chooseOption(page, 'Plant', plantName);
  await chooseOption(page, 'Product', `${productName} (0-4 mm)`);
  await revision.getByRole('button', { name: 'Add row' }).click();
  const rowName = `${plantName}, ${productName}, Whole day`;
  await revision.getByRole('textbox', { name: `${rowName}, ${MONTHS[month - 1]}` }).fill('3100');
  await revision.getByRole('textbox', { name: `${rowName}, ${MONTHS[otherMonth - 1]}` }).fill('1000');
  const grid = revision.getByRole('table', { name: 'Tons by plant, product and month' });
  const gridRow = grid.getByRole('row').filter({ hasText: plantName });
  // The row's total follows its plant, product, shift and twelve months.
  await expect(gridRow.getByRole('cell').nth(15)).toHaveText('4,100');
  // On a laptop's 1280 px the months scroll between the names and the total, which both stay in view.
  await page.setViewportSize({ width: 1280, height: 800 });
  const header = (name: string) => grid.locator('thead').getByRole('columnheader', { name, exact: true });
  await expect(header('Total')).toBeInViewport({ ratio: 1 });
  await expect(header('Plant')).toBeInViewport({ ratio: 1 });
  await grid.evaluate((table) => table.closest('.mantine-ScrollArea-viewport')?.scrollBy({ left: 2000 }));
  await expect(header('Plant')).toBeInViewport({ ratio: 1 });
  await expect(header('Shift')).toBeInViewport({ ratio: 1 });
  await expect(header('Total')).toBeInViewport({ ratio: 1 });
  // Approval waits for the lines to be saved.
  await expect(revision.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await revision.getByRole('button', { name: 'Save lines' }).click();
  await expect(page.getByText('Lines saved')).toBeVisible();

  await revision.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: /^Approve revision \d+$/ });
  // No approval without its reason.
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Reason is required')).toBeVisible();
  await approval.getByLabel('Reason').fill('Budget agreed with the quarry manager');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  await expect(revision.getByText('Approved', { exact: true })).toBeVisible();
  await expect(revision.getByText(/are kept as they were/)).toBeVisible();
  await expect(revision.getByRole('textbox', { name: `${rowName}, ${MONTHS[month - 1]}` })).toHaveCount(0);
  const revisions = main.getByRole('table', { name: 'Revisions' });
  const approvedRow = revisions.getByRole('row').filter({ hasText: 'Budget agreed with the quarry manager' });
  await expect(approvedRow).toContainText('Approved');
  await expect(approvedRow).toContainText(USERS.admin.username);
  await expect(approvedRow).toContainText('4,100');
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // Two loads of 28 t weighed to the plant's station feed the current shift; its log puts out 50 t of sand and is signed.
  const plant = ((await (await request.get('/api/crushing-plants', { headers })).json()) as { data: { plant_id: number; name: string }[] }).data.find(
    (candidate) => candidate.name === plantName,
  )!;
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `Bench ${id}` });
  const feedStone = await createRecord(request, headers, '/materials', { name: `Run of mine ${id}`, registration_id: `RM-${id}` });
  for (const truck of ['A', 'B']) {
    const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `CR ${id}${truck}`, brand: 'Volvo', model: 'FMX' });
    await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 12_000 });
    await createRecord(request, headers, '/scale-documents/record-load', {
      vehicleId: vehicle.vehicle_id,
      fullWeight: 40_000,
      materialId: feedStone.material_id,
      loadedAreaId: area.loading_area_id,
      unloadingStationId: station.station_id,
    });
  }
  const log = await createRecord(request, headers, '/production/shift-logs', {
    plant_id: plant.plant_id,
    production_day: shift.productionDay,
    shift_name: shift.name,
    hour_meter_start: 1000,
    hour_meter_end: 1004,
    energy_kwh: 280,
    outputs: [{ material_id: product.material_id, tons: 50 }],
  });
  await createRecord(request, headers, `/production/shift-logs/${log.log_id}/sign`, {});

  // Plan vs Actual: this month, per plant, by the formulas worked by hand.
  await page.goto('/production/plan-vs-actual');
  await expect(main.getByRole('heading', { name: 'Plan vs Actual' })).toBeVisible();
  const section = main.getByRole('region', { name: plantName });
  await expect(section.getByText(`${plantName}: plan and actual tons by month, ${year}`)).toBeVisible();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const planMonthToDate = (3100 * day) / daysInMonth;
  const planYearToDate = planMonthToDate + (otherMonth < month ? 1000 : 0);
  const tons = (value: number) => `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} t`;
  const percent = (value: number) => `${(Math.round(value * 1000) / 10).toLocaleString('en-US')}%`;
  await expect(figure(section, 'Month to date', 'Plan to date')).toHaveText(tons(planMonthToDate));
  await expect(figure(section, 'Month to date', 'Output to date')).toHaveText('50.0 t');
  await expect(figure(section, 'Month to date', 'Attainment')).toHaveText(percent(50 / planMonthToDate));
  await expect(figure(section, 'Year to date', 'Plan to date')).toHaveText(tons(planYearToDate));
  await expect(figure(section, 'Year to date', 'Attainment')).toHaveText(percent(50 / planYearToDate));
  await expect(figure(section, 'Operation', 'Feed weighed')).toHaveText('56.0 t');
  await expect(figure(section, 'Operation', 'Feed (logged)')).toHaveText('56.0 t');
  await expect(figure(section, 'Operation', 'Running hours')).toHaveText('4.0 h');
  // 56 t over 4 running hours; 280 kWh over 56 t.
  await expect(figure(section, 'Operation', 'Tons per operating hour')).toHaveText('14 t/h');
  await expect(figure(section, 'Operation', 'Specific energy')).toHaveText('5 kWh/t');
  await expect(section.getByRole('table', { name: `${plantName}: yield per product` }).getByRole('row').filter({ hasText: productName })).toContainText('89.3%');
  const check = section.getByRole('table', { name: `${plantName}: feed check` });
  await expect(check.getByRole('row').filter({ hasText: 'Weighbridge' })).toContainText('56.0 t');
  await expect(check.getByRole('row').filter({ hasText: 'Logged feed' })).toContainText('56.0 t');
  await expect(main.getByText('Tons per operating hour = feed (logged) / running hours (hour meter at end − at start)')).toBeVisible();
  // The chart draws this month's plan and output as columns.
  await expect(section.locator('.recharts-bar-rectangle').first()).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  expect(failures).toEqual([]);
});
