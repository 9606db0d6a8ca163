/**
 * Dates and times follow the site's zone (SITE_TIMEZONE, Europe/Ljubljana here), whatever the browser's:
 * a browser in Auckland, half a day ahead, is shown the site's day in the header and the site's clock on
 * the documents page, and its date filter picks the site's days.
 */
import { expect, test } from '@playwright/test';
import { adminHeaders, createRecord, E2E_SITE_TIME_ZONE, signIn } from './fixtures';

test.use({ timezoneId: 'Pacific/Auckland' });

// 22:30 UTC on 4 March: 11:30 PM on 4 March at the site, already 11:30 AM on 5 March in Auckland.
const LOAD_AT = '2026-03-04T22:30:00Z';

test('a browser in another zone shows the site day in the header and site times on the documents page', async ({ page, request }) => {
  expect(E2E_SITE_TIME_ZONE).toBe('Europe/Ljubljana');
  const headers = await adminHeaders(request);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.toUpperCase();
  const plate = `TZ ${id}`;
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: plate, brand: 'Volvo', model: 'FMX' });
  const material = await createRecord(request, headers, '/materials', { name: `Gravel ${id}`, registration_id: `TZ-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: `Night Pit ${id}` });
  const document = await createRecord(request, headers, '/scale-documents', {
    vehicleId: vehicle.vehicle_id,
    tareWeight: 12000,
    fullWeight: 30000,
    firstWeighAt: '2026-03-04T22:00:00Z',
    secondWeighAt: LOAD_AT,
    materialId: material.material_id,
    loadedAreaId: area.loading_area_id,
  });

  // The browser's clock stands at the same moment: the header must read the site's 4 March, not Auckland's 5th.
  await page.clock.setFixedTime(new Date(LOAD_AT));
  await signIn(page, 'viewer');
  await expect(page.getByRole('banner').getByText('March 4, 2026')).toBeVisible();
  await expect(page.getByRole('banner').getByText('March 5, 2026')).toHaveCount(0);

  await page.goto('/documents');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Search').fill(plate);
  // The pickers offer only the site's years, the ones the server takes.
  await expect(filters.getByLabel('From')).toHaveAttribute('min', '2000-01-01');
  await expect(filters.getByLabel('To')).toHaveAttribute('max', /^\d{4}-12-31$/);
  // The site's day: in Auckland's days the load was weighed on the 5th.
  await filters.getByLabel('From').fill('2026-03-04');
  await filters.getByLabel('To').fill('2026-03-04');
  await filters.getByRole('button', { name: 'Apply Filters' }).click();
  const row = page.getByRole('row').filter({ hasText: String(document.document_number) });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Mar 4, 202611:30 PM');

  await row.getByRole('button', { name: String(document.document_number) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Mar 4, 2026, 11:00 PM')).toBeVisible();
  await expect(dialog.getByText('Mar 4, 2026, 11:30 PM').first()).toBeVisible();
});
