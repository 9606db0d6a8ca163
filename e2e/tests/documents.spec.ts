/**
 * Scale Documents (issue 15, item 17): an administrator voids a ticket with a reason and finds it again
 * under the Voided filter with who voided it, when and why; the table fits beside the sidebar at 1280
 * and 1440 px, its Actions column inside the screen.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminHeaders, createRecord, signIn } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();

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

  const dialog = page.getByRole('dialog', { name: 'Delete Document' });
  const confirm = dialog.getByRole('button', { name: 'Delete' });
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
