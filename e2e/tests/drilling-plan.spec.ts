/**
 * The Annual Drilling Plan and Plan vs Actual: a supervisor plans a polygon for this month (a new empty draft,
 * 1,000 m and 5,000 t typed in the grid, approved with a reason). A drill log (20 holes x 12 m = 240 m in 6 drill
 * hours), a blast (10 holes x 3 m x 3 m x 10 m = 900 m3 of rock at 2,500 kg/m3 = 2,250 t, with 500 kg of
 * explosive) and a load of 28 t weighed from the polygon are made through the API. Plan vs Actual then shows
 * the actuals against the plan, and the polygon's chip on /loading-areas what remains of the blast, which falls
 * by the next load's 28 t. Both pages have no serious accessibility violation.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { shiftAt, type ShiftPattern } from '@weighbridge/contract/shifts';
import { adminHeaders, createRecord, seriousViolations, signIn, unique } from './fixtures';

type Headers = Record<string, string>;

/** The polygon and what works it, made fresh for the journey. */
async function drillingSite(request: APIRequestContext, headers: Headers) {
  const id = unique();
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `North Pit ${id}` });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: `P-${id}`, loading_area_id: area.loading_area_id });
  const material = await createRecord(request, headers, '/materials', { name: `Limestone ${id}`, registration_id: `LS-${id}`, density_kg_m3: 2500 });
  const rig = await createRecord(request, headers, '/drill-rigs', { name: `Rig ${id}` });
  const operator = await createRecord(request, headers, '/drilling/operators', {
    name: `Dana Driller ${id}`,
    competencies: [
      { kind: 'drill_operator', expires_on: '2099-12-31' },
      { kind: 'shotfirer', expires_on: '2099-12-31' },
    ],
  });
  return {
    areaId: Number(area.loading_area_id),
    areaName: String(area.area_name),
    polygonId: Number(polygon.polygon_id),
    polygonCode: String(polygon.registration_id),
    materialId: Number(material.material_id),
    rigId: Number(rig.rig_id),
    rigName: String(rig.name),
    operatorId: Number(operator.operator_id),
  };
}

type DrillingSite = Awaited<ReturnType<typeof drillingSite>>;

/** A truck weighed empty at 12 t and full at 40 t from the polygon: a load of 28 t. */
async function weighFromPolygon(request: APIRequestContext, headers: Headers, site: DrillingSite) {
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `TK ${unique()}`, brand: 'Volvo', model: 'FH16' });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 12_000 });
  await createRecord(request, headers, '/scale-documents/record-load', {
    vehicleId: vehicle.vehicle_id,
    fullWeight: 40_000,
    materialId: site.materialId,
    loadedAreaId: site.areaId,
    polygonId: site.polygonId,
  });
}

/** The site's current shift and production day, worked out from its own pattern and time zone. */
async function currentShift(request: APIRequestContext, headers: Headers) {
  const answer = await request.get('/api/site', { headers });
  const { timeZone, shifts } = ((await answer.json()) as { data: { timeZone: string; shifts: ShiftPattern } }).data;
  return shiftAt(new Date(), shifts, timeZone);
}

function rowOf(table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name, exact: true }) });
}

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test('a supervisor plans a polygon, approves the plan, and sees the actuals against it and the muckpile that remains', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = await adminHeaders(request);
  const site = await drillingSite(request, headers);
  const shift = await currentShift(request, headers);
  const year = shift.productionDay.slice(0, 4);
  const month = Number(shift.productionDay.slice(5, 7));
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const rowName = `${site.areaName} · ${site.polygonCode} · ${site.rigName}`;

  await signIn(page, 'supervisor');
  await page.goto('/drilling/annual-plan');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Annual Drilling Plan' })).toBeVisible();
  await main.getByRole('combobox', { name: 'Year' }).selectOption(year);

  await main.getByRole('button', { name: 'New draft' }).click();
  const draftForm = page.getByRole('dialog', { name: `New draft of the ${year} plan` });
  await draftForm.getByRole('radio', { name: 'An empty plan' }).check();
  await draftForm.getByLabel('Notes').fill('Bench 3 first');
  await draftForm.getByRole('button', { name: 'Save' }).click();
  await expect(draftForm).toBeHidden();
  await expect(page.getByText('Draft created')).toBeVisible();
  const revision = main.getByRole('region', { name: /^Revision \d+ of / });
  await expect(revision.getByText('Draft', { exact: true })).toBeVisible();
  await expect(revision.getByText('The revision plans nothing yet')).toBeVisible();

  await revision.getByRole('combobox', { name: 'Loading area', exact: true }).selectOption({ label: site.areaName });
  await revision.getByRole('combobox', { name: 'Polygon', exact: true }).selectOption({ label: site.polygonCode });
  await revision.getByRole('combobox', { name: 'Rig', exact: true }).selectOption({ label: site.rigName });
  await revision.getByRole('button', { name: 'Add row' }).click();
  await revision.getByLabel(`Metres of ${rowName} in ${monthName}`).fill('1000');
  const grid = revision.getByRole('table', { name: 'Plan of Metres by area, polygon and rig' });
  await expect(grid.getByTestId('grand-total')).toHaveText('1,000');
  await revision.getByText('Tons', { exact: true }).click();
  await revision.getByLabel(`Tons of ${rowName} in ${monthName}`).fill('5000');
  await expect(revision.getByRole('table', { name: 'Plan of Tons by area, polygon and rig' }).getByTestId('grand-total')).toHaveText('5,000');
  await expect(revision.getByText('Unsaved changes')).toBeVisible();
  await revision.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(revision.getByText('Unsaved changes')).toBeHidden();

  // The per-rig view reads the same lines.
  await revision.getByText('Targets per rig', { exact: true }).click();
  const targets = revision.getByRole('table', { name: 'Targets per rig in Tons' });
  await expect(targets.getByRole('row', { name: new RegExp(site.rigName) }).getByTestId('row-total')).toHaveText('5,000');
  await noSeriousViolations(page);

  await revision.getByRole('button', { name: 'Approve' }).click();
  const approval = page.getByRole('dialog', { name: /^Approve revision \d+$/ });
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval.getByText('Reason is required')).toBeVisible();
  await approval.getByLabel('Reason').fill('Budget for the year agreed with the quarry manager');
  await approval.getByRole('button', { name: 'Approve' }).click();
  await expect(approval).toBeHidden();
  await expect(page.getByText('Drilling plan revision approved')).toBeVisible();
  const revisions = main.getByRole('table', { name: 'Revisions' });
  const approvedRow = revisions.getByRole('row').filter({ hasText: 'Budget for the year agreed with the quarry manager' });
  await expect(approvedRow).toContainText('Approved');
  await expect(approvedRow).toContainText('super,');
  await expect(approvedRow).toContainText('1,000');
  await expect(revision.getByText(/Approved and superseded revisions are not changed/)).toBeVisible();
  await expect(revision.getByRole('button', { name: 'Save draft' })).toBeHidden();

  // What was drilled, blasted and hauled, through the API: the blast in the current shift, before the load.
  await createRecord(request, headers, '/drilling/logs', {
    rig_id: site.rigId,
    operator_id: site.operatorId,
    production_day: shift.productionDay,
    shift: shift.name,
    loading_area_id: site.areaId,
    polygon_id: site.polygonId,
    hole_count: 20,
    depth_m: 12,
    diameter_mm: 89,
    drill_hours: 6,
  });
  const firedAt = new Date(Math.max(shift.start.getTime() + 1000, Date.now() - 10 * 60_000));
  await createRecord(request, headers, '/drilling/blasts', {
    polygon_id: site.polygonId,
    fired_at: firedAt.toISOString(),
    burden_m: 3,
    spacing_m: 3,
    bench_height_m: 10,
    hole_diameter_mm: 89,
    holes_charged: 10,
    explosives: [{ product: 'ANFO', kg: 500 }],
    detonators: 10,
    material_id: site.materialId,
    shotfirer_id: site.operatorId,
  });
  await weighFromPolygon(request, headers, site);

  await page.goto('/drilling/plan-vs-actual');
  await expect(main.getByRole('heading', { name: 'Plan vs Actual' })).toBeVisible();
  // 240 m of 1,000 planned: -760 m, -76%; 2,250 t of 5,000: -2,750 t, -55%.
  const byArea = rowOf(main.getByRole('table', { name: 'Per area' }), site.areaName);
  await expect(byArea.getByRole('cell')).toHaveText([/./, site.areaName, '1,000', '240', '-760 (-76%)', '5,000', '2,250', '-2,750 (-55%)']);
  const byRig = rowOf(main.getByRole('table', { name: 'Per rig' }), site.rigName);
  await expect(byRig.getByRole('cell')).toHaveText([/./, site.rigName, '1,000', '240', '-760 (-76%)']);
  // One shift, 240 m in 6 drill hours.
  await expect(rowOf(main.getByRole('table', { name: 'Rigs' }), site.rigName).getByRole('cell')).toHaveText([site.rigName, '1', '240', '6', '0', '240', '40']);
  // 500 kg over 900 m3 and over 2,250 t.
  await expect(rowOf(main.getByRole('table', { name: 'Blasts' }), site.polygonCode).getByRole('cell')).toHaveText([/./, site.areaName, site.polygonCode, '900', '2,250', '500', '0.556', '0.222']);
  // 28 t hauled of 2,250: 2,222 t left; 500 kg over 28 weighed tons.
  await expect(rowOf(main.getByRole('table', { name: 'Muckpiles: each polygon’s latest blast' }), site.polygonCode).getByRole('cell')).toHaveText([
    site.polygonCode,
    site.areaName,
    /./,
    '2,250',
    '28',
    '2,222',
    '1',
    '17.857',
  ]);
  await expect(main.getByText('Tons broken = volume × the material’s density (kg/m³) / 1,000')).toBeVisible();
  await noSeriousViolations(page);

  await page.goto('/loading-areas');
  const chips = main.getByRole('list', { name: `Polygons of ${site.areaName}` });
  await expect(chips.getByText('2,222.0 t left of 2,250.0 t')).toBeVisible();
  await weighFromPolygon(request, headers, site);
  await page.reload();
  await expect(chips.getByText('2,194.0 t left of 2,250.0 t')).toBeVisible();
  await noSeriousViolations(page);
});
