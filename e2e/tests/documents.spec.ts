/**
 * Scale Documents (issue 15, item 17): an administrator voids a ticket with a reason and finds it again
 * under the Voided filter with who voided it, when and why; the table fits beside the sidebar at 1280
 * and 1440 px, its Actions column inside the screen. Export Excel saves every row the applied filters match.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminHeaders, createRecord, downloadedSheet, E2E_SITE_TIME_ZONE, signIn, unique } from './fixtures';

/** A truck weighed empty and then loaded, with names as long as a real site's: answers the plate and ticket. */
async function weighLoad(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const id = unique();
  const plate = `DOC ${id}`;
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: plate, brand: 'Mercedes-Benz', model: 'Arocs 4145' });
  await createRecord(request, headers, '/drivers', {
    name: 'Maximilian',
    surname: `Oberhollenzer-Wittgenstein ${id}`,
    driver_license_id: `DL-${id}`,
    assigned_vehicle_id: vehicle.vehicle_id,
  });
  const material = await createRecord(request, headers, '/materials', { name: `Crushed limestone 0/32 washed ${id}`, registration_id: `CL-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `North-East Extension Pit ${id}` });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: `NE-${id}`, loading_area_id: area.loading_area_id });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 12345.67 });
  const load = await createRecord(request, headers, '/scale-documents/record-load', {
    vehicleId: vehicle.vehicle_id,
    fullWeight: 41234.56,
    materialId: material.material_id,
    loadedAreaId: area.loading_area_id,
    polygonId: polygon.polygon_id,
  });
  return { plate, number: String(load.document_number) };
}

test('an administrator voids a ticket with a reason and opens it under Voided with who, when and why', async ({ page, request }) => {
  const { plate, number } = await weighLoad(request);
  await signIn(page, 'admin');
  await page.goto('/documents');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search').fill(plate);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  await page.getByRole('button', { name: `Delete document ${number}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Void Document' });
  const confirm = dialog.getByRole('button', { name: 'Void', exact: true });
  // The result is a void, kept on record: the dialog says so and offers no Delete.
  await expect(dialog).toContainText(`Are you sure you want to void document ${number} (${plate})?`);
  await expect(dialog.getByRole('button', { name: /delete/i })).toHaveCount(0);
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('   ');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Weighed twice');
  await confirm.click();
  await expect(page.getByText(`Document ${number} voided`)).toBeVisible();
  await expect(page.getByRole('button', { name: number })).toHaveCount(0);

  await filters.getByLabel('Status').selectOption('Voided');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  const row = page.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('cancelled');
  // A voided ticket cannot be voided again.
  await expect(row.getByRole('button', { name: `Delete document ${number}` })).toHaveCount(0);
  await row.getByRole('button', { name: number }).click();
  const detail = page.getByRole('dialog', { name: `Document ${number}` });
  await expect(detail.getByText(/^Voided .+ by Ada Admin\. Reason: Weighed twice$/)).toBeVisible();
});

for (const width of [1280, 1440]) {
  test(`the history table fits a ${width} px screen with its Actions column in view`, async ({ page, request }) => {
    await weighLoad(request);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'admin');
    await page.goto('/documents');
    const actions = page.getByRole('columnheader', { name: 'Actions' });
    await expect(actions).toBeVisible();
    await expect(page.getByRole('button', { name: /^Delete document / }).first()).toBeVisible();
    const box = await actions.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    // Nothing to scroll sideways: the table is no wider than its box.
    const table = page.getByRole('main').getByRole('table');
    const overflow = await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

/** The site's day a number of days from today, YYYY-MM-DD. */
const siteDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: E2E_SITE_TIME_ZONE }).format(new Date(Date.now() + days * 86_400_000));

test('Export Excel downloads every row the applied filters match, named by their dates', async ({ page, request }) => {
  const { plate, number } = await weighLoad(request);
  await signIn(page, 'viewer');
  await page.goto('/documents');
  const filters = page.getByRole('form', { name: 'Filters' });
  const [from, to] = [siteDay(-1), siteDay(1)];
  await filters.getByLabel('Search').fill(plate);
  await filters.getByLabel('From').fill(from);
  await filters.getByLabel('To').fill(to);
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  const total = page.getByRole('group', { name: 'Filtered Results' });
  await expect(total).toContainText('2');
  // A filter typed but not applied is not what the table shows, so not what the file holds.
  await filters.getByLabel('Search').fill('nothing at all');

  const exportButton = page.getByRole('button', { name: 'Export Excel' });
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(download.suggestedFilename()).toBe(`scale-documents-${from}_${to}.xlsx`);
  const rows = await downloadedSheet(download);
  expect(rows.length - 1).toBe(Number((await total.innerText()).replace(/\D/g, '')));
  expect(rows[0]).toEqual(['Document No.', 'Date / Time', 'Vehicle', 'Driver', 'Material', 'Loading Area / Polygon', 'Gross (kg)', 'Tare (kg)', 'Net (kg)', 'Weight Source', 'Status', 'Type', 'Verification code']);
  expect(rows.map((row) => row[0])).toEqual(['Document No.', number, expect.stringMatching(/^TARA-\d{6}$/)]);
  expect(rows[1]!.slice(6, 9)).toEqual([41_234.56, 12_345.67, 28_888.89]);
  expect(rows[1]![12]).toMatch(/^[0-9a-f]{12}$/);
  await expect(exportButton).toBeEnabled();
});
