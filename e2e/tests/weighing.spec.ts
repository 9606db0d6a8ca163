/**
 * Weighing station and scale documents (issue 4): an operator weighs a truck empty and then full, finds
 * its document in the history and opens it; the station's checks speak the spec's texts; an administrator
 * voids a document and it leaves the history. Every test makes its own master data through the API with
 * unique names, since all tests share one server.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { chooseOption, downloadedSheet, E2E_PASSWORD, signIn, unique, watchFailures } from './fixtures';

type Site = {
  headers: Record<string, string>;
  vehicleId: number;
  plate: string;
  card: string;
  material: string;
  materialId: number;
  area: string;
  areaId: number;
  otherArea: string;
  polygon: string;
  station: string;
};

/** Creates a record as the administrator and returns its id. */
async function create(request: APIRequestContext, headers: Record<string, string>, path: string, body: object) {
  const response = await request.post(`/api${path}`, { headers, data: body });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: Record<string, number> }).data;
}

/** A truck with an RFID card, a material, two loading areas (one with a polygon) and a destination. */
async function createSite(request: APIRequestContext): Promise<Site> {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const id = unique();
  const site = {
    plate: `WB ${id}`,
    card: `CARD-${id}`,
    material: `Limestone ${id}`,
    area: `North Pit ${id}`,
    otherArea: `South Pit ${id}`,
    polygon: `P-${id}`,
    station: `Crusher ${id}`,
  };
  const vehicle = await create(request, headers, '/vehicles', { registration_number: site.plate, brand: 'Volvo', model: 'FH16' });
  const material = await create(request, headers, '/materials', { name: site.material, registration_id: `MAT-${id}` });
  const area = await create(request, headers, '/loading-areas', { area_name: site.area });
  await create(request, headers, '/loading-areas', { area_name: site.otherArea });
  await create(request, headers, '/polygons', { registration_id: site.polygon, loading_area_id: area.loading_area_id });
  await create(request, headers, '/unloading-stations', { areaName: site.station });
  const assigned = await request.post('/api/tara-weighings/rfid/assign', {
    headers,
    data: { rfidCardNumber: site.card, vehicleId: vehicle.vehicle_id },
  });
  expect(assigned.ok()).toBe(true);
  return { ...site, headers, vehicleId: vehicle.vehicle_id!, materialId: material.material_id!, areaId: area.loading_area_id! };
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

test('the weighing station asks for what is missing with the spec texts', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(toast(page, 'Please select vehicle and enter weight')).toBeVisible();
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  await expect(toast(page, 'Please select vehicle, enter weight, material, and loading area')).toBeVisible();

  await chooseOption(page, 'Vehicle', site.plate);
  await expect(main.getByText('No tara recorded')).toBeVisible();
  await main.getByLabel('Current Weight (kg)').fill('42000');
  await expect(main.getByRole('heading', { name: 'Load Details' })).toHaveCount(0);
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  await expect(toast(page, 'Vehicle has no tara weight. Please record tara first.')).toBeVisible();
});

test('a truck never weighed empty reads No tara recorded, with no failed request in the console', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const failures = watchFailures(page);
  const looked = page.waitForResponse((response) => /^\/api\/tara-weighings\/vehicle\/\d+\/current$/.test(new URL(response.url()).pathname));
  await chooseOption(page, 'Vehicle', site.plate);
  await looked;
  const main = page.getByRole('main');
  await expect(main.getByText('No tara recorded')).toBeVisible();
  expect(failures).toEqual([]);
});

test('an operator weighs a truck empty then full and finds its document in the history', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');

  // The card reader types the number and Enter: the card's truck is selected.
  await main.getByLabel('RFID Card Number').fill(site.card);
  await main.getByLabel('RFID Card Number').press('Enter');
  await expect(main.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(`${site.plate} — Volvo FH16`);

  await main.getByLabel('Current Weight (kg)').fill('15000.5');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(toast(page, 'Tara recorded successfully')).toBeVisible();
  await expect(main.getByText('15,000.50 kg')).toBeVisible();
  await expect(main.getByText(/\(just now\)/)).toBeVisible();
  await expect(main.getByLabel('Current Weight (kg)')).toHaveValue('');
  await expect(main.getByLabel('RFID Card Number')).toHaveValue('');

  await main.getByLabel('Current Weight (kg)').fill('42000.75');
  await expect(main.getByRole('heading', { name: 'Load Details' })).toBeVisible();
  await expect(main.getByTestId('net-weight')).toHaveText('27,000.25 kg');
  await chooseOption(page, 'Material', site.material);
  await expect(main.getByRole('button', { name: 'Record TARA (Empty)' })).toBeDisabled();
  await expect(main.getByText('Clear material selection to record tara')).toBeVisible();

  // A polygon belongs to its area: choosing another area clears it.
  await chooseOption(page, 'Loading Area', site.area);
  await chooseOption(page, 'Polygon', site.polygon);
  await chooseOption(page, 'Loading Area', site.otherArea);
  await expect(main.getByRole('combobox', { name: 'Polygon' })).toHaveValue('');
  await chooseOption(page, 'Loading Area', site.area);
  await chooseOption(page, 'Polygon', site.polygon);
  await chooseOption(page, 'Destination', site.station);

  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  await expect(page.getByText(/^Load weighing completed successfully: ticket SD-\d{4}-\d{6}$/)).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'Vehicle' })).toHaveValue('');
  await expect(main.getByLabel('Current Weight (kg)')).toHaveValue('');
  await expect(main.getByRole('heading', { name: 'Load Details' })).toHaveCount(0);
  await expect(main.getByText('Select a vehicle to see its current tara.')).toBeVisible();

  await page.goto('/documents');
  await expect(main.getByText('Import Data')).toHaveCount(0);
  await expect(main.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await main.getByLabel('Search', { exact: true }).fill(site.plate);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(main.getByRole('group', { name: 'Filtered Results' }).getByText('2', { exact: true })).toBeVisible();
  const loadRow = main.getByRole('row', { name: /SD-\d{4}-\d{6}/ });
  await expect(loadRow).toContainText(site.material);
  await expect(loadRow).toContainText(`${site.area} / ${site.polygon}`);
  await expect(loadRow).toContainText('27,000.25 kg');
  await expect(loadRow).toContainText('completed');
  await expect(main.getByRole('row', { name: /TARA-\d{6}/ })).toContainText(site.plate);

  await loadRow.click();
  const detail = page.getByRole('dialog', { name: /^Document SD-/ });
  for (const text of ['Verified', 'Manual weight', '15,000.50 kg', '42,000.75 kg', '27,000.25 kg', site.station, 'Olga Operator']) {
    await expect(detail.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await detail.getByRole('button', { name: 'Close dialog' }).click();

  // The file holds what the table shows: the load and its tara.
  const [download] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Export Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('scale-documents-all.xlsx');
  const rows = await downloadedSheet(download);
  expect(rows.map((row) => row[0])).toEqual(['Document No.', expect.stringMatching(/^SD-\d{4}-\d{6}$/), expect.stringMatching(/^TARA-\d{6}$/)]);
  expect(rows[1]!.slice(2, 9)).toEqual([site.plate, null, site.material, `${site.area} / ${site.polygon}`, 42_000.75, 15_000.5, 27_000.25]);
});

/**
 * What the accessibility scan finds serious or critical on the page once it has settled: a dialog still
 * fading in has the contrast of its half-way opacity, which no user reads.
 */
async function seriousViolationsOf(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The tara weighings of a vehicle on record, newest first. */
async function taraHistory(request: APIRequestContext, site: Site): Promise<number[]> {
  const response = await request.get(`/api/tara-weighings/history?vehicleId=${site.vehicleId}`, { headers: site.headers });
  return ((await response.json()) as { data: { tare_weight_kg: number }[] }).data.map((tara) => tara.tare_weight_kg);
}

test('a weight takes digits and one decimal separator: -5 typed is refused, never recorded as 5 kg', async ({ page, request }) => {
  const site = await createSite(request);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');
  await chooseOption(page, 'Vehicle', site.plate);
  await expect(main.getByText('No tara recorded')).toBeVisible();

  const weight = main.getByLabel('Current Weight (kg)');
  await weight.pressSequentially('-5');
  await expect(weight).toHaveValue('-5');
  await expect(main.getByText('A weight cannot be negative')).toBeVisible();
  await expect(main.getByText(/^Will record/)).toHaveCount(0);
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(page.locator('[data-toast-type="warning"]')).toContainText('A weight cannot be negative');
  await expect(toast(page, 'Tara recorded successfully')).toHaveCount(0);
  expect(await taraHistory(request, site)).toEqual([]);

  await weight.fill('12,340.5');
  await expect(main.getByText('Enter one decimal separator only')).toBeVisible();
  await weight.fill('12340,5');
  await expect(main.getByText('Will record 12,340.50 kg')).toBeVisible();
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(toast(page, 'Tara recorded successfully')).toBeVisible();
  expect(await taraHistory(request, site)).toEqual([12340.5]);
});

test('a tara more than 20% off the last one is confirmed first, naming both weights and the difference', async ({ page, request }) => {
  const site = await createSite(request);
  const recorded = await request.post('/api/tara-weighings', { headers: site.headers, data: { vehicleId: site.vehicleId, tareWeight: 10000 } });
  expect(recorded.ok()).toBe(true);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');
  await chooseOption(page, 'Vehicle', site.plate);
  await expect(main.getByText('10,000.00 kg')).toBeVisible();

  const weight = main.getByLabel('Current Weight (kg)');
  await weight.fill('13000');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm tara' });
  await expect(confirm).toContainText("differs from the vehicle's last tara by more than 20%");
  await expect(confirm.getByRole('row', { name: 'New tara' })).toContainText('13,000.00 kg');
  await expect(confirm.getByRole('row', { name: 'Last tara' })).toContainText('10,000.00 kg');
  await expect(confirm.getByRole('row', { name: 'Difference' })).toContainText('+3,000.00 kg (+30%)');
  expect(await seriousViolationsOf(page)).toEqual([]);

  // Cancel records nothing and gives the field back as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(weight).toBeFocused();
  await expect(weight).toHaveValue('13000');
  expect(await taraHistory(request, site)).toEqual([10000]);

  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Tara recorded successfully')).toBeVisible();
  expect(await taraHistory(request, site)).toEqual([13000, 10000]);

  // Within 20% of the new tara: recorded without asking.
  await weight.fill('14000');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(toast(page, 'Tara recorded successfully').first()).toBeVisible();
  await expect.poll(() => taraHistory(request, site)).toEqual([14000, 13000, 10000]);
  await expect(page.getByRole('dialog', { name: 'Confirm tara' })).toHaveCount(0);
});

test('a load is weighed with the driver chosen, names its ticket, and the last ticket stays in view', async ({ page, request }) => {
  const site = await createSite(request);
  const id = unique();
  const driver = async (name: string) =>
    (await create(request, site.headers, '/drivers', { name, surname: id, driver_license_id: `DL-${name}-${id}` })).driver_id!;
  const ownDriver = await driver('Marko');
  const standIn = await driver('Jana');
  const plate = `WB D${id}`;
  const vehicle = await create(request, site.headers, '/vehicles', { registration_number: plate, brand: 'MAN', model: 'TGS', assigned_driver_id: ownDriver });
  const tara = await request.post('/api/tara-weighings', { headers: site.headers, data: { vehicleId: vehicle.vehicle_id, tareWeight: 12000 } });
  expect(tara.ok()).toBe(true);

  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Last ticket' })).toHaveCount(0);
  await chooseOption(page, 'Vehicle', plate);
  await expect(main.getByText('12,000.00 kg')).toBeVisible();
  await main.getByLabel('Current Weight (kg)').fill('30500.25');
  await expect(main.getByRole('combobox', { name: 'Driver' })).toHaveValue(`Marko ${id}`);
  await chooseOption(page, 'Driver', `Jana ${id}`);
  await chooseOption(page, 'Material', site.material);
  await chooseOption(page, 'Loading Area', site.area);
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();

  const success = page.getByText(/^Load weighing completed successfully: ticket SD-\d{4}-\d{6}$/);
  await expect(success).toBeVisible();
  const documentNumber = (await success.textContent())!.replace('Load weighing completed successfully: ticket ', '');
  const lastTicket = main.getByRole('region', { name: 'Last ticket' });
  await expect(lastTicket.getByTestId('last-ticket-number')).toHaveText(documentNumber);
  for (const text of [plate, site.material, '18,500.25 kg']) await expect(lastTicket).toContainText(text);
  expect(await seriousViolationsOf(page)).toEqual([]);

  const found = await request.get(`/api/scale-documents?search=${documentNumber}`, { headers: site.headers });
  const [ticket] = ((await found.json()) as { data: { driver_id: number; driver_name: string }[] }).data;
  expect(ticket).toMatchObject({ driver_id: standIn, driver_name: 'Jana' });

  // The card stays while the next truck is chosen, and opens the ticket in Scale Documents.
  await chooseOption(page, 'Vehicle', site.plate);
  await expect(lastTicket).toContainText(documentNumber);
  await lastTicket.getByRole('link', { name: 'Open in Scale Documents' }).click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?search=${documentNumber}$`));
  await expect(main.getByLabel('Search', { exact: true })).toHaveValue(documentNumber);
  await expect(main.getByRole('row', { name: new RegExp(documentNumber) })).toContainText(`Jana ${id}`);
});

test('an administrator voids a load document and it leaves the history; a tara row cannot be deleted', async ({ page, request }) => {
  const site = await createSite(request);
  const weigh = async (path: string, body: object) => {
    const response = await request.post(`/api${path}`, {
      headers: { ...site.headers, 'Idempotency-Key': crypto.randomUUID() },
      data: body,
    });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as { data: { document_number?: string } };
  };
  await weigh('/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 14000 });
  const load = await weigh('/scale-documents/record-load', {
    vehicleId: site.vehicleId,
    fullWeight: 40000,
    materialId: site.materialId,
    loadedAreaId: site.areaId,
  });
  const documentNumber = load.data.document_number!;

  await signIn(page, 'admin');
  await page.goto('/documents');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Import Data' })).toHaveAttribute('href', '/import-data');
  await main.getByLabel('Search', { exact: true }).fill(site.plate);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(main.getByRole('row', { name: new RegExp(documentNumber) })).toBeVisible();
  await expect(main.getByRole('row', { name: /TARA-\d{6}/ }).getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await main.getByRole('button', { name: `Delete document ${documentNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Void Document' });
  await confirm.getByLabel('Reason').fill('Weighed on the wrong ticket');
  await confirm.getByRole('button', { name: 'Void', exact: true }).click();
  await expect(toast(page, `Document ${documentNumber} voided`)).toBeVisible();
  await expect(main.getByRole('row', { name: new RegExp(documentNumber) })).toHaveCount(0);
  await expect(main.getByRole('row', { name: /TARA-\d{6}/ })).toHaveCount(1);
  await expect(main.getByRole('group', { name: 'Filtered Results' }).getByText('1', { exact: true })).toBeVisible();
});

test('the weighing station with its Load Details, and the history with its detail, pass the accessibility scan', async ({
  page,
  request,
}) => {
  const seriousViolations = () => seriousViolationsOf(page);
  const site = await createSite(request);
  await signIn(page, 'operator');
  await page.goto('/weighing');
  const main = page.getByRole('main');
  await main.getByLabel('RFID Card Number').fill(site.card);
  await main.getByLabel('RFID Card Number').press('Enter');
  // The card's truck is looked up first; a tara recorded before it arrives has no vehicle yet.
  await expect(main.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(`${site.plate} — Volvo FH16`);
  await main.getByLabel('Current Weight (kg)').fill('15000');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(toast(page, 'Tara recorded successfully')).toBeVisible();
  // Exact: 'Will record 15,000.00 kg' under the field reads the same weight before the tara is recorded.
  await expect(main.getByText('15,000.00 kg', { exact: true })).toBeVisible();
  await main.getByLabel('Current Weight (kg)').fill('41000');
  await chooseOption(page, 'Material', site.material);
  expect(await seriousViolations()).toEqual([]);

  await page.goto('/documents');
  await expect(main.getByRole('table')).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
  await main.getByRole('row', { name: /TARA-\d{6}/ }).first().click();
  await expect(page.getByRole('dialog', { name: /^Document TARA-/ })).toBeVisible();
  expect(await seriousViolations()).toEqual([]);
});
