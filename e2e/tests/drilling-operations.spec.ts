/**
 * Drilling's Actual Operations on a tablet (1024 x 768): a supervisor logs a shift's drilling hole by hole and
 * records a blast, each form showing its figures as they are typed and fitting the screen without scrolling
 * sideways; the rig's totals and the blast's tons broken show in the lists. A load then weighed from the blasted
 * polygon lowers what remains of the muckpile, on the list and on the printable report. An operator whose
 * shotfirer certificate has run out is marked so. The page has no serious accessibility violation.
 */
import { expect, type Page, test } from '@playwright/test';
import { adminHeaders, chooseOption, createRecord, seriousViolations, signIn, unique } from './fixtures';

test.use({ viewport: { width: 1024, height: 768 } });

/** Whether anything on the page, or inside an open dialog, reaches past the screen's width. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"] .mantine-Modal-body')];
    return root.scrollWidth > root.clientWidth || dialogs.some((body) => body.scrollWidth > body.clientWidth);
  });
}

/** Picks an option of a select made for touch (no typing): a tap opens it, a tap on the option chooses. */
async function tapOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

const inTwoYears = () => `${new Date().getUTCFullYear() + 2}-12-31`;

test('a supervisor logs a shift and records a blast on a tablet, and a weighed load lowers the muckpile', async ({ page, request }) => {
  // A whole working journey: two forms, two lists, a load weighed, a report and an accessibility scan.
  test.setTimeout(90_000);
  const id = unique();
  const names = { rig: `Rig ${id}`, operator: `Dragan ${id}`, expired: `Ivo ${id}`, material: `Limestone ${id}`, area: `North Bench ${id}`, polygon: `NB-${id}` };
  const headers = await adminHeaders(request);
  const material = await createRecord(request, headers, '/materials', { name: names.material, registration_id: `LS-${id}`, density_kg_m3: 2650 });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: names.area });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: names.polygon, loading_area_id: area.loading_area_id });
  const rig = await createRecord(request, headers, '/drill-rigs', { name: names.rig, model: 'Sandvik DI550', status: 'active' });
  const spareRig = `Backup drill ${id}`;
  await createRecord(request, headers, '/drill-rigs', { name: spareRig, model: 'Sandvik DI550', status: 'active' });
  const valid = inTwoYears();
  await createRecord(request, headers, '/drilling/operators', {
    name: names.operator,
    competencies: [
      { kind: 'drill_operator', expires_on: valid },
      { kind: 'shotfirer', expires_on: valid },
    ],
  });
  await createRecord(request, headers, '/drilling/operators', { name: names.expired, competencies: [{ kind: 'shotfirer', expires_on: '2026-01-31' }] });

  await signIn(page, 'supervisor');
  await page.goto('/drilling/operations');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Actual Operations' })).toBeVisible();

  // The drill log: two holes, the second repeating the first and corrected; the metres follow as typed.
  await main.getByRole('button', { name: 'Log a shift' }).click();
  const logForm = page.getByRole('dialog', { name: 'Log a shift' });
  await tapOption(page, 'Drill rig', names.rig);
  // Only those holding a valid drill operator competency are offered: the shotfirer alone is not.
  await logForm.getByRole('combobox', { name: 'Operator' }).click();
  await expect(page.getByRole('option', { name: names.operator })).toBeVisible();
  await expect(page.getByRole('option', { name: names.expired })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await tapOption(page, 'Operator', names.operator);
  await tapOption(page, 'Loading area', names.area);
  await tapOption(page, 'Polygon', names.polygon);
  await logForm.getByText('Hole by hole').click();
  await logForm.getByRole('button', { name: 'Add a hole' }).click();
  await logForm.getByLabel('Hole 1: Design depth (m)', { exact: true }).fill('12');
  await logForm.getByLabel('Hole 1: Actual depth (m)', { exact: true }).fill('11.5');
  await logForm.getByRole('button', { name: 'Add a hole' }).click();
  await expect(logForm.getByLabel('Hole 2: Design depth (m)', { exact: true })).toHaveValue('12');
  await logForm.getByLabel('Hole 2: Actual depth (m)', { exact: true }).fill('12.25');
  await logForm.getByLabel('Diameter (mm)').fill('89');
  await logForm.getByLabel('Drill hours').fill('6.5');
  await expect(logForm.getByTestId('live-metres')).toHaveText('23.75 m');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/drilling-log-form.png' });
  await logForm.getByRole('button', { name: 'Save' }).click();
  await expect(logForm).toBeHidden();

  const totals = main.getByRole('table', { name: 'Totals per rig' }).getByRole('row').filter({ hasText: names.rig });
  // 23.75 m over one shift and 6.5 drill hours: 3.65 m an hour.
  await expect(totals).toContainText('23.75');
  await expect(totals.getByRole('cell').nth(2)).toHaveText('1');
  await expect(totals.getByRole('cell').nth(5)).toHaveText('3.65');
  const logRow = main.getByRole('table', { name: 'Drill logs of the period' }).getByRole('row').filter({ hasText: names.rig });
  await expect(logRow).toContainText(names.polygon);
  await expect(logRow).toContainText(names.area);
  // Delays are not typed on the log: they are the rig's stops, one tap away.
  const delays = main.getByRole('link', { name: `Delays of ${names.rig}` });
  await expect(delays).toHaveAttribute('href', `/drilling/stop-counter?machine=${rig.rig_id}`);
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/drilling-logs-tab.png', fullPage: true });
  // The Stop Counter opens on the rig alone; All machines shows the others again.
  await delays.click();
  const board = main.getByRole('list', { name: 'Machines and their state' });
  await expect(board.getByRole('listitem').filter({ hasText: names.rig })).toBeVisible();
  await expect(board.getByRole('listitem').filter({ hasText: spareRig })).toHaveCount(0);
  await expect(main.getByRole('combobox', { name: 'Machine' })).toHaveValue(names.rig);
  await chooseOption(page, 'Machine', 'All machines');
  await expect(board.getByRole('listitem').filter({ hasText: spareRig })).toBeVisible();
  await expect(page).toHaveURL(/\/drilling\/stop-counter$/);
  await page.goBack();
  await expect(main.getByRole('tab', { name: 'Blasts' })).toBeVisible();

  // The blast: 30 holes of 3 x 3.5 m on a 12 m bench break 3,780 m3, at 2,650 kg/m3 10,017 t.
  await main.getByRole('tab', { name: 'Blasts' }).click();
  await main.getByRole('button', { name: 'Record a blast' }).click();
  const blastForm = page.getByRole('dialog', { name: 'Record a blast' });
  await tapOption(page, 'Loading area', names.area);
  await tapOption(page, 'Polygon', names.polygon);
  await tapOption(page, 'Shotfirer', names.operator);
  await blastForm.getByLabel('Burden (m)').fill('3');
  await blastForm.getByLabel('Spacing (m)').fill('3.5');
  await blastForm.getByLabel('Bench height (m)').fill('12');
  await blastForm.getByLabel('Hole diameter (mm)').fill('89');
  await blastForm.getByLabel('Holes charged').fill('30');
  await blastForm.getByLabel('Product 1', { exact: true }).fill('ANFO');
  await blastForm.getByLabel('kg of product 1', { exact: true }).fill('2000');
  await blastForm.getByRole('button', { name: 'Add a product' }).click();
  await blastForm.getByLabel('Product 2', { exact: true }).fill('Emulsion');
  await blastForm.getByLabel('kg of product 2', { exact: true }).fill('500');
  await blastForm.getByLabel('Detonators').fill('30');
  await chooseOption(page, 'Material broken', names.material);
  await expect(blastForm.getByTestId('live-volume')).toHaveText('3,780');
  await expect(blastForm.getByTestId('live-tons-broken')).toHaveText('10,017');
  expect(await scrollsSideways(page)).toBe(false);
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: '/tmp/drilling-blast-form.png' });
  await blastForm.getByRole('button', { name: 'Save' }).click();
  await expect(blastForm).toBeHidden();

  const blastRow = main.getByRole('table', { name: 'Blasts of the period' }).getByRole('row').filter({ hasText: names.polygon });
  const cells = blastRow.getByRole('cell');
  await expect(cells.nth(3)).toHaveText('10,017');
  // 2,500 kg over 3,780 m3 and over 10,017 t.
  await expect(cells.nth(4)).toHaveText('2,500 kg0.66 kg/m³0.25 kg/t');
  await expect(cells.nth(5)).toHaveText('0');
  await expect(cells.nth(6)).toHaveText('10,017');
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/drilling-blasts-tab.png', fullPage: true });

  // A truck loaded at the blasted polygon: 40 t full, 12 t empty, 28 t hauled from the muckpile.
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `DR ${id}`, brand: 'Volvo', model: 'FMX' });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 12_000 });
  await createRecord(request, headers, '/scale-documents/record-load', {
    vehicleId: vehicle.vehicle_id,
    fullWeight: 40_000,
    materialId: material.material_id,
    loadedAreaId: area.loading_area_id,
    polygonId: polygon.polygon_id,
  });
  await page.reload();
  await main.getByRole('tab', { name: 'Blasts' }).click();
  await expect(cells.nth(5)).toHaveText('28');
  await expect(cells.nth(6)).toHaveText('9,989');

  // The printable report: every field, the muckpile as weighed, the shotfirer and a line to sign.
  await blastRow.getByRole('link', { name: names.polygon }).click();
  await expect(main.getByRole('heading', { name: `Blast report: polygon ${names.polygon}, ${names.area}` })).toBeVisible();
  await expect(main.getByTestId('report-tons-hauled')).toHaveText('28');
  await expect(main.getByTestId('report-tons-remaining')).toHaveText('9,989');
  await expect(main.getByRole('table', { name: 'Explosives' })).toContainText('Emulsion');
  await expect(main.getByText(names.operator, { exact: true })).toBeVisible();
  await expect(main.getByText('Signature', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/drilling-blast-report.png', fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await page.screenshot({ path: '/tmp/drilling-blast-report-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The operators: a certificate that has run out is marked.
  await page.goto('/drilling/operations');
  await main.getByRole('tab', { name: 'Operators' }).click();
  const expiredRow = main.getByRole('table', { name: 'Drill operators and shotfirers' }).getByRole('row').filter({ hasText: names.expired });
  await expect(expiredRow).toContainText('Shotfirer expired January 31, 2026');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/drilling-operators-tab.png', fullPage: true });

  // The certificate is renewed and the operator then taken out of use, in the operator's own dialog.
  await expiredRow.getByRole('button', { name: `Edit operator ${names.expired}` }).click();
  const operatorForm = page.getByRole('dialog', { name: 'Edit Operator' });
  await expect(operatorForm.getByLabel('Holds Shotfirer')).toBeChecked();
  await operatorForm.getByLabel('Shotfirer: valid until').fill(valid);
  await operatorForm.getByLabel('Status').selectOption({ label: 'Out of use' });
  expect(await scrollsSideways(page)).toBe(false);
  await page.screenshot({ path: '/tmp/drilling-operator-form.png' });
  await operatorForm.getByRole('button', { name: 'Save' }).click();
  await expect(operatorForm).toBeHidden();
  await expect(expiredRow).toContainText('Shotfirer until December 31');
  await expect(expiredRow).toContainText('Out of use');
});
