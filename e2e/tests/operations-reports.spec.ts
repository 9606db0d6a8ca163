/**
 * The Production and Drilling reports: a crushing plant's signed shift and a rig's drill log and blast on one day
 * three years back (a day no other journey records on), made through the API, read by a viewer for that day, and
 * each report's Excel and PDF files taken.
 */
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, downloadedSheet, readPdf, signIn, unique } from './fixtures';

const YEAR = new Date().getFullYear() - 3;
const DAY = `${YEAR}-06-10`;

async function customDay(page: Page) {
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('Start Date').fill(DAY);
  await page.getByLabel('End Date').fill(DAY);
  await page.getByRole('button', { name: 'Apply' }).click();
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('main').getByRole('button', { name: button }).click()]);
  return file;
}

const pdfText = async (file: Download) => (await readPdf(await readFile(await file.path()))).text.replace(/\s+/g, ' ');

test('a viewer reads a crushing plant’s day and takes its Excel and PDF files', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const plant = `Jaw ${unique()}`;
  const { plant_id: plantId } = await createRecord(request, headers, '/crushing-plants', { name: plant, station_ids: [] });
  const { material_id: product } = await createRecord(request, headers, '/materials', { name: `Sand ${unique()}`, registration_id: unique(), size_from_mm: 0, size_to_mm: 4 });
  const log = await createRecord(request, headers, '/production/shift-logs', {
    plant_id: plantId,
    production_day: DAY,
    shift_name: 'Morning',
    hour_meter_start: 500,
    hour_meter_end: 506,
    feed_tons_typed: 60,
    feed_correction_reason: 'Belt scale',
    outputs: [{ material_id: product, tons: 54 }],
    energy_kwh: 720,
  });
  expect((await request.post(`/api/production/shift-logs/${log.log_id}/sign`, { headers })).ok()).toBe(true);

  await signIn(page, 'viewer');
  await page.goto('/reports/production');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Production Report' })).toBeVisible();
  await customDay(page);
  // 60 t in 6 running hours: 10 t/h; 54 t of output, a yield of 90%; 720 kWh over 60 t: 12 kWh/t.
  const row = main.getByRole('table', { name: 'Plant Figures' }).getByRole('row', { name: new RegExp(`^${plant} `) });
  await expect(row).toContainText(/60\.0 t\s*54\.0 t\s*6 h\s*10 t\/h/);
  await expect(row).toContainText('12 kWh/t');
  await expect(main.getByRole('table', { name: 'Output per Product' }).getByRole('row', { name: new RegExp(`^${plant} `) })).toContainText('90%');
  await expect(main.getByRole('application', { name: 'Output against Plan by Month (tons)' })).toBeVisible();

  const excel = await download(page, 'Excel');
  expect(excel.suggestedFilename()).toBe(`report-production-${DAY}_${DAY}.xlsx`);
  expect(await downloadedSheet(excel)).toContainEqual(['Output', expect.any(Number)]);
  const pdf = await download(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`report-production-${DAY}_${DAY}.pdf`);
  expect(await pdfText(pdf)).toMatch(new RegExp(`${plant} 1 .*60\\.0 t 54\\.0 t 6 ?h 10 t/h`));
});

test('a viewer reads a rig’s metres and a blast’s muckpile, and takes the Excel and PDF files', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const rig = `Rig ${unique()}`;
  const { rig_id: rigId } = await createRecord(request, headers, '/drill-rigs', { name: rig });
  const { loading_area_id: areaId } = await createRecord(request, headers, '/loading-areas', { area_name: `Bench ${unique()}` });
  const { polygon_id: polygonId } = await createRecord(request, headers, '/polygons', { registration_id: 'B-01', loading_area_id: areaId });
  const { material_id: rock } = await createRecord(request, headers, '/materials', { name: `Rock ${unique()}`, registration_id: unique(), density_kg_m3: 2500 });
  const { operator_id: driller } = await createRecord(request, headers, '/drilling/operators', { name: `Driller ${unique()}`, competencies: [{ kind: 'drill_operator', expires_on: '2099-12-31' }] });
  const { operator_id: shotfirer } = await createRecord(request, headers, '/drilling/operators', { name: `Shotfirer ${unique()}`, competencies: [{ kind: 'shotfirer', expires_on: '2099-12-31' }] });
  // 12 holes of 12.5 m: 150 m in 5 drill hours.
  await createRecord(request, headers, '/drilling/logs', {
    rig_id: rigId,
    operator_id: driller,
    production_day: DAY,
    shift: 'Morning',
    loading_area_id: areaId,
    polygon_id: polygonId,
    diameter_mm: 89,
    hole_count: 12,
    depth_m: 12.5,
    drill_hours: 5,
    bit_changes: 1,
  });
  // 10 holes x 3 m x 3 m x 10 m = 900 m3 of 2.5 t/m3: 2,250 t broken by 450 kg.
  await createRecord(request, headers, '/drilling/blasts', {
    polygon_id: polygonId,
    fired_at: `${DAY}T10:00:00Z`,
    burden_m: 3,
    spacing_m: 3,
    bench_height_m: 10,
    hole_diameter_mm: 89,
    subdrill_m: 1,
    holes_charged: 10,
    explosives: [{ product: 'ANFO', kg: 450 }],
    detonators: 20,
    misfires: 0,
    shotfirer_id: shotfirer,
    material_id: rock,
  });

  await signIn(page, 'viewer');
  await page.goto('/reports/drilling');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Drilling Report' })).toBeVisible();
  await customDay(page);
  const rigRow = main.getByRole('table', { name: 'Metres per Rig' }).getByRole('row', { name: new RegExp(`^${rig} `) });
  await expect(rigRow).toContainText(/1\s*150 m\s*5 h\s*150 m\s*30 m\/h/);
  // Nothing hauled from the blast yet: all 2,250 t remain.
  const blastRow = main.getByRole('table', { name: 'Blasts' }).getByRole('row').filter({ hasText: 'B-01' });
  await expect(blastRow).toContainText(/900 m³\s*2,250\.0 t\s*450 kg\s*0\.5 kg\/m³\s*0\.2 kg\/t\s*0\.0 t\s*2,250\.0 t/);
  await expect(main.getByRole('application', { name: 'Metres Drilled against Plan by Month' })).toBeVisible();

  const excel = await download(page, 'Excel');
  expect(excel.suggestedFilename()).toBe(`report-drilling-${DAY}_${DAY}.xlsx`);
  expect(await downloadedSheet(excel)).toContainEqual(['Tons Broken', expect.any(Number)]);
  const pdf = await download(page, 'PDF');
  expect(pdf.suggestedFilename()).toBe(`report-drilling-${DAY}_${DAY}.pdf`);
  expect(await pdfText(pdf)).toMatch(new RegExp(`${rig} 1 150 m 5 ?h 150 m 30 m/h 1`));
});
