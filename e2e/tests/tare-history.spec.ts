/** The tare history dialog of a vehicle card lists every tara weighing of that truck, newest first. */
import { expect, test } from '@playwright/test';
import { E2E_PASSWORD, signIn } from './fixtures';

test('a vehicle card opens its tare history with TARA numbers, newest first', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_PASSWORD } });
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const plate = `TH ${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/vehicles', { headers, data: { registration_number: plate, brand: 'Scania', model: 'R500' } });
  const vehicleId = ((await created.json()) as { data: { vehicle_id: number } }).data.vehicle_id;
  const taraNumbers: number[] = [];
  for (const tareWeight of [11800.5, 11950]) {
    const tara = await request.post('/api/tara-weighings', { headers, data: { vehicleId, tareWeight, rfidCardNumber: null, scaleId: 1, notes: null } });
    expect(tara.status()).toBe(201);
    taraNumbers.push(((await tara.json()) as { data: { tara_number: number } }).data.tara_number);
  }
  // Taras are numbered on their own, one after the other: no document takes a number between them.
  expect(taraNumbers[1]).toBe(taraNumbers[0]! + 1);

  await signIn(page, 'operator');
  await page.goto('/vehicles');
  await page.getByRole('button', { name: `Tare history of ${plate}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Tare History: ${plate}`)).toBeVisible();
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`TARA-${String(taraNumbers[1]).padStart(6, '0')}`);
  await expect(rows.nth(1)).toContainText('11,950.00 kg');
  await expect(rows.nth(2)).toContainText(`TARA-${String(taraNumbers[0]).padStart(6, '0')}`);
  await expect(rows.nth(2)).toContainText('11,800.50 kg');
  await expect(rows.nth(1)).toContainText('Ada Admin');
});
