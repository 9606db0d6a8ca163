/**
 * Master data pages (issue 3): vehicles, drivers, materials, loading areas with polygons and unloading
 * stations, each added, changed and removed through its dialog as a supervisor or administrator would.
 * Every test names its records uniquely, since all tests share one server.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, signIn, unique } from './fixtures';

/** Accepts every confirm and alert of the page, and keeps their texts to check them. */
function acceptDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  return messages;
}

function dialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title });
}

async function save(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('the loading areas page shows its empty state when there is no area', async ({ page }) => {
  await signIn(page, 'admin');
  // Other journeys on this shared server may have added areas, so the server's lists are answered empty here.
  await page.route(/\/api\/(loading-areas|polygons)$/, (route) => route.fulfill({ json: { data: [] } }));
  await page.goto('/loading-areas');
  const main = page.getByRole('main');
  await expect(main.getByText('No loading areas found')).toBeVisible();
  await expect(main.getByText('Create your first loading area to get started')).toBeVisible();
});

test('a vehicle is added, found, changed and deleted through its dialog', async ({ page }) => {
  const messages = acceptDialogs(page);
  const plate = `TR ${unique()}`;
  await signIn(page, 'supervisor');
  await page.goto('/vehicles');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Fleet Management' })).toBeVisible();

  await main.getByRole('button', { name: 'Add Vehicle' }).click();
  const form = dialog(page, 'Add Vehicle');
  await expect(form.getByLabel('Fuel Type')).toHaveValue('diesel');
  await expect(form.getByLabel('Status')).toHaveValue('active');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Registration Number is required')).toBeVisible();
  await expect(form.getByText('Brand is required')).toBeVisible();
  await form.getByLabel('Registration Number').fill(plate);
  await form.getByLabel('Brand').fill('Volvo');
  await form.getByLabel('Model').fill('FH16');
  await form.getByLabel('Year').fill('2021');
  await form.getByLabel('Capacity (kg)').fill('40000');
  await form.getByLabel('Tare Weight (kg)').fill('15250.5');
  await save(form);

  const card = main.getByRole('article', { name: `Vehicle ${plate}` });
  await expect(card).toContainText('Volvo FH16');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Diesel');
  await expect(card).toContainText('40,000 kg');
  await expect(card).toContainText('15,250.5 kg');

  await main.getByLabel('Search vehicles').fill(plate.replace(' ', '').toLowerCase());
  await expect(main.getByRole('article')).toHaveCount(1);
  await main.getByLabel('Search vehicles').fill('no such truck anywhere');
  await expect(main.getByText('No vehicles match your search')).toBeVisible();
  await main.getByLabel('Search vehicles').fill('');

  await card.getByRole('button', { name: `Edit vehicle ${plate}` }).click();
  const edit = dialog(page, 'Edit Vehicle');
  await expect(edit.getByLabel('Brand')).toHaveValue('Volvo');
  await edit.getByLabel('Status').selectOption('maintenance');
  await edit.getByLabel('Fuel Type').selectOption('lpg');
  await save(edit);
  await expect(card).toContainText('Maintenance');
  await expect(card).toContainText('LPG');

  await card.getByRole('button', { name: `Delete vehicle ${plate}` }).click();
  await expect(card).toHaveCount(0);
  expect(messages).toEqual(['Are you sure you want to delete this vehicle?']);
});

test('a driver is added, given a vehicle, changed and deleted', async ({ page }) => {
  const messages = acceptDialogs(page);
  const licence = `DL-${unique()}`;
  const plate = `DR ${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/drivers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Driver Management' })).toBeVisible();

  await main.getByRole('button', { name: 'Add Driver' }).click();
  const form = dialog(page, 'Add Driver');
  await expect(form.getByLabel('Blood Type')).toHaveValue('O+');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByText('Driver License ID is required')).toBeVisible();
  await form.getByLabel('First Name').fill('Marta');
  await form.getByLabel('Last Name').fill(`Kowalska ${licence}`);
  await form.getByLabel('Driver License ID').fill(licence);
  await form.getByLabel('Blood Type').selectOption('AB-');
  await form.getByLabel('Birth Date').fill('1985-03-04');
  await form.getByLabel('Contact', { exact: true }).fill('+48 600 100 200');
  await form.getByLabel('Emergency Contact Name').fill('Jan Kowalski');
  await form.getByLabel('Emergency Contact Phone').fill('+48 600 300 400');
  await save(form);

  const row = main.getByRole('row', { name: new RegExp(licence) });
  await expect(row).toContainText(`Marta Kowalska ${licence}`);
  await expect(row).toContainText('AB-');
  await expect(row).toContainText('March 4, 1985');
  await expect(row).toContainText('Jan Kowalski');

  // The vehicle's dialog assigns the driver; both pages then show the pairing.
  await page.goto('/vehicles');
  await page.getByRole('button', { name: 'Add Vehicle' }).click();
  const vehicleForm = dialog(page, 'Add Vehicle');
  await vehicleForm.getByLabel('Registration Number').fill(plate);
  await vehicleForm.getByLabel('Brand').fill('Scania');
  await vehicleForm.getByLabel('Model').fill('R500');
  await vehicleForm.getByRole('combobox', { name: 'Assigned Driver' }).fill(licence);
  await page.getByRole('option', { name: new RegExp(licence) }).click();
  await save(vehicleForm);
  await expect(page.getByRole('article', { name: `Vehicle ${plate}` })).toContainText(`Marta Kowalska ${licence}`);

  await page.goto('/drivers');
  await expect(row).toContainText(plate);
  await row.getByRole('button', { name: /^Edit driver/ }).click();
  const edit = dialog(page, 'Edit Driver');
  await expect(edit.getByLabel('Driver License ID')).toHaveValue(licence);
  await edit.getByLabel('First Name').fill('Martina');
  await save(edit);
  await expect(row).toContainText(`Martina Kowalska ${licence}`);

  await row.getByRole('button', { name: /^Delete driver/ }).click();
  await expect(row).toHaveCount(0);
  expect(messages).toEqual(['Are you sure you want to delete this driver?']);
});

test('deleting a driver named on a document says the document keeps the name, and it does', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  const driver = await createRecord(request, headers, '/drivers', { name: 'Petra', surname: `Zajc ${id}`, driver_license_id: `DL-${id}` });
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: `DZ ${id}`, brand: 'MAN', model: 'TGS' });
  const material = await createRecord(request, headers, '/materials', { name: `Sand ${id}`, registration_id: `SA-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `River Pit ${id}` });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 11000 });
  const load = await createRecord(request, headers, '/scale-documents/record-load', {
    vehicleId: vehicle.vehicle_id,
    fullWeight: 29000,
    materialId: material.material_id,
    loadedAreaId: area.loading_area_id,
    driverId: driver.driver_id,
  });

  const messages = acceptDialogs(page);
  await signIn(page, 'admin');
  await page.goto('/drivers');
  const row = page.getByRole('main').getByRole('row', { name: new RegExp(`DL-${id}`) });
  await row.getByRole('button', { name: /^Delete driver/ }).click();
  await expect(row).toHaveCount(0);
  expect(messages).toEqual([
    `Are you sure you want to delete this driver?\n\nPetra Zajc ${id} is named on 1 scale document; it keeps the name on the ticket.`,
  ]);

  const ticket = await request.get(`/api/scale-documents/${load.document_id}`, { headers });
  expect(((await ticket.json()) as { data: Record<string, unknown> }).data).toMatchObject({ driver_id: null, driver_name: 'Petra', driver_surname: `Zajc ${id}` });
});

test('a material is added, changed and deleted with the catalogue toasts', async ({ page }) => {
  const messages = acceptDialogs(page);
  const code = `MAT-${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/materials');
  const main = page.getByRole('main');
  for (const heading of ['Name', 'Registration ID', 'Category', 'Unit', 'Density (kg/m3)', 'Price/Unit', 'Actions']) {
    await expect(main.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }

  await main.getByRole('button', { name: 'Add Material' }).click();
  const form = dialog(page, 'Add Material');
  await expect(form.getByLabel('Unit', { exact: true })).toHaveValue('kg');
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Crushed stone ${code}`);
  await form.getByLabel('Registration ID').fill(code);
  await form.getByLabel('Category').fill('Aggregate');
  await form.getByLabel('Unit', { exact: true }).selectOption('ton');
  await form.getByLabel('Density (kg/m3)').fill('1602.5');
  await form.getByLabel('Price/Unit ($)').fill('12.5');
  await form.getByLabel('Description').fill('0-32 mm for road base');
  await save(form);
  await expect(page.getByText('Material created successfully')).toBeVisible();

  const row = main.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Aggregate');
  await expect(row).toContainText('ton');
  await expect(row).toContainText('1,602.5');
  await expect(row).toContainText('$12.50');

  await row.getByRole('button', { name: `Edit material Crushed stone ${code}` }).click();
  const edit = dialog(page, 'Edit Material');
  await edit.getByLabel('Price/Unit ($)').fill('14.25');
  await save(edit);
  await expect(page.getByText('Material updated successfully')).toBeVisible();
  await expect(row).toContainText('$14.25');

  await row.getByRole('button', { name: `Delete material Crushed stone ${code}` }).click();
  await expect(page.getByText('Material deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(messages).toEqual([
    'Are you sure you want to delete this material? Deletion will fail if the material is used in any documents.',
  ]);
});

test("a taken registration id shows the server's reason and keeps what was typed", async ({ page }) => {
  const code = `DUP-${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/materials');
  for (const name of ['Gravel', 'Sand']) {
    await page.getByRole('button', { name: 'Add Material' }).click();
    const form = dialog(page, 'Add Material');
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} ${code}`);
    await form.getByLabel('Registration ID').fill(code);
    await form.getByRole('button', { name: 'Save' }).click();
  }
  await expect(page.getByText(`Registration ID '${code}' is already taken`)).toBeVisible();
  const form = dialog(page, 'Add Material');
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Sand ${code}`);
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('an area gets two polygons, which must go before the area can', async ({ page }) => {
  const messages = acceptDialogs(page);
  const areaName = `North Pit ${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/loading-areas');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: 'Add Loading Area' }).click();
  const areaForm = dialog(page, 'Add Loading Area');
  await expect(areaForm.getByLabel('Status')).toHaveValue('active');
  await areaForm.getByLabel('Area Name').fill(areaName);
  await areaForm.getByLabel('Description').fill('Bench 3 and 4, limestone');
  await save(areaForm);

  const area = main.getByRole('region', { name: `Loading area ${areaName}` });
  await expect(area).toContainText('Bench 3 and 4, limestone');
  await expect(area).toContainText('Active');
  await expect(area.getByText('No polygons assigned to this area')).toBeVisible();

  for (const [code, name] of [
    ['P-01', 'East bench'],
    ['P-02', ''],
  ] as const) {
    await area.getByRole('button', { name: 'Add Polygon' }).click();
    const polygonForm = dialog(page, 'Add Polygon');
    await expect(polygonForm.getByLabel('Status')).toHaveValue('operational');
    await expect(polygonForm.getByRole('combobox', { name: 'Loading Area' })).toHaveValue(areaName);
    await polygonForm.getByLabel('Polygon Code').fill(code);
    await polygonForm.getByLabel('Polygon Name').fill(name);
    await save(polygonForm);
  }
  await expect(area.getByText('2 polygons')).toBeVisible();
  await expect(area.getByRole('listitem')).toHaveText([/P-01/, /P-02/]);

  await area.getByRole('button', { name: 'Edit polygon P-02' }).click();
  const polygonEdit = dialog(page, 'Edit Polygon');
  await polygonEdit.getByLabel('Status').selectOption('inactive');
  await save(polygonEdit);
  await expect(area.getByRole('listitem').filter({ hasText: 'P-02' })).toContainText('Inactive');

  await area.getByRole('button', { name: `Edit loading area ${areaName}` }).click();
  const areaEdit = dialog(page, 'Edit Loading Area');
  await areaEdit.getByLabel('Status').selectOption('inactive');
  await save(areaEdit);
  await expect(area.getByText('Inactive', { exact: true }).first()).toBeVisible();

  await area.getByRole('button', { name: `Delete loading area ${areaName}` }).click();
  await expect.poll(() => messages.length).toBe(2);
  expect(messages[1]).toBe('Loading area has polygons; delete them first');

  await area.getByRole('button', { name: 'Delete polygon P-01' }).click();
  await area.getByRole('button', { name: 'Delete polygon P-02' }).click();
  await expect(area.getByText('No polygons assigned to this area')).toBeVisible();
  await area.getByRole('button', { name: `Delete loading area ${areaName}` }).click();
  await expect(area).toHaveCount(0);
  expect(messages).toEqual([
    'Are you sure you want to delete this loading area?',
    'Loading area has polygons; delete them first',
    'Are you sure you want to delete this polygon?',
    'Are you sure you want to delete this polygon?',
    'Are you sure you want to delete this loading area?',
  ]);
});

test('a station is added, changed and deleted with the station toasts', async ({ page }) => {
  const messages = acceptDialogs(page);
  const stationName = `Crusher ${unique()}`;
  await signIn(page, 'supervisor');
  await page.goto('/unloading-stations');
  const main = page.getByRole('main');
  for (const heading of ['Station Name', 'Type', 'Capacity', 'Status', 'Actions']) {
    await expect(main.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  }

  await main.getByRole('button', { name: 'Add Station' }).click();
  const form = dialog(page, 'Add Station');
  await expect(form.getByLabel('Status')).toHaveValue('operational');
  await form.getByLabel('Station Name').fill(stationName);
  await form.getByLabel('Capacity').fill('5000');
  await save(form);
  await expect(page.getByText('Station created successfully')).toBeVisible();

  const row = main.getByRole('row', { name: new RegExp(stationName) });
  await expect(row).toContainText('Standard');
  await expect(row).toContainText('5,000');
  await expect(row).toContainText('Operational');

  await row.getByRole('button', { name: `Edit station ${stationName}` }).click();
  const edit = dialog(page, 'Edit Station');
  await edit.getByLabel('Status').selectOption('maintenance');
  await save(edit);
  await expect(page.getByText('Station updated successfully')).toBeVisible();
  await expect(row).toContainText('Maintenance');

  await row.getByRole('button', { name: `Delete station ${stationName}` }).click();
  await expect(page.getByText('Station deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect(messages).toEqual([
    'Are you sure you want to delete this station? Deletion will fail if the station is used in any documents.',
  ]);
});

test('an operator reads the master data but sees no button that changes it', async ({ page }) => {
  const stationName = `Read only ${unique()}`;
  await signIn(page, 'supervisor');
  await page.goto('/unloading-stations');
  await page.getByRole('button', { name: 'Add Station' }).click();
  await dialog(page, 'Add Station').getByLabel('Station Name').fill(stationName);
  await save(dialog(page, 'Add Station'));
  await page.getByRole('button', { name: 'Logout' }).click();

  await signIn(page, 'operator');
  const main = page.getByRole('main');
  const pages = [
    ['/vehicles', 'Fleet Management'],
    ['/drivers', 'Driver Management'],
    ['/materials', 'Materials Catalog'],
    ['/loading-areas', 'Drilling Areas & Polygons'],
    ['/unloading-stations', 'Unloading Stations'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(main.getByRole('heading', { name: heading })).toBeVisible();
    await expect(main.getByRole('button', { name: /^Add / })).toHaveCount(0);
  }
  await expect(main.getByRole('row', { name: new RegExp(stationName) })).toBeVisible();
  await expect(main.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  await expect(main.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

test('while a save is in flight the dialog shows Saving... with its buttons disabled', async ({ page }) => {
  const stationName = `Held ${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/unloading-stations');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/unloading-stations', async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Add Station' }).click();
  const form = dialog(page, 'Add Station');
  await form.getByLabel('Station Name').fill(stationName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  release();
  await expect(form).toBeHidden();
  await expect(page.getByRole('main').getByRole('row', { name: new RegExp(stationName) })).toBeVisible();
});

test('the master data pages and their dialogs have no serious accessibility violation', async ({ page }) => {
  // Ten scans of whole pages, one with every loading area the other journeys left: a deadline, not a speed.
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  const pages = [
    ['/vehicles', 'Add Vehicle'],
    ['/drivers', 'Add Driver'],
    ['/materials', 'Add Material'],
    ['/loading-areas', 'Add Loading Area'],
    ['/unloading-stations', 'Add Station'],
  ] as const;
  for (const [path, add] of pages) {
    await page.goto(path);
    await page.getByRole('button', { name: add }).click();
    await expect(dialog(page, add)).toBeVisible();
    expect(await seriousViolations(page), `${path} with its dialog`).toEqual([]);
    await dialog(page, add).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page, add)).toBeHidden();
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}
