/**
 * Settings / System: an administrator switches the site's weights to tons with two decimals and sees a
 * document's net in tons on the documents page; adds a workstation on a second scale, tells the weighing
 * page that this computer is it, and finds that scale chosen after a reload. What it changed is put back
 * at the end, for the other journeys on this server.
 */
import { SITE_MESSAGES } from '@weighbridge/contract/site';
import { WORKSTATION_STORAGE_KEY } from '@weighbridge/contract/workstations';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminHeaders, chooseOption, createRecord, signIn, unique, weighLoadThroughApi } from './fixtures';

test('switched to tons, the documents page shows a net of 28,888.89 kg as 28.89 t', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  // Tara 12,000 kg, full 40,888.89 kg: a net of 28,888.89 kg, 28.89 t to two decimals.
  const load = await weighLoadThroughApi(request);
  try {
    await signIn(page, 'admin');
    await page.goto('/settings/system');
    const units = page.getByRole('main').getByRole('form', { name: 'Units' });
    await units.getByLabel('Unit').selectOption('Tons (t)');
    await units.getByLabel('Decimal places').fill('2');
    await expect(units).toContainText('A net of 27,350.50 kg reads 27.35 t.');
    await units.getByRole('button', { name: 'Save units' }).click();
    await expect(page.getByText(SITE_MESSAGES.weightsSaved)).toBeVisible();

    await page.goto('/documents');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Search').fill(load.plate);
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    const row = page.getByRole('row').filter({ hasText: load.documentNumber });
    await expect(row).toContainText('28.89 t');
    await row.getByRole('button', { name: load.documentNumber, exact: true }).click();
    const detail = page.getByRole('dialog', { name: `Document ${load.documentNumber}` });
    await expect(detail).toContainText('28.89 t');
    await expect(detail).toContainText('40.89 t');
    await expect(detail).not.toContainText('kg');
  } finally {
    await request.put('/api/site/weights', { headers, data: { unit: 'kg', decimals: 2 } });
  }
});

test('a workstation added on the System page is chosen on the weighing page, which opens on its scale after a reload', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const id = unique();
  const scaleName = `Weighbridge East ${id}`;
  const name = `Scale house ${id}`;
  await createRecord(request, headers, '/scales', { name: scaleName, capacity_kg: 60_000, division_kg: 20, connection: 'manual' });
  try {
    await signIn(page, 'admin');
    await page.goto('/settings/system');
    const panel = page.getByRole('main').getByRole('region', { name: 'Workstations' });
    await panel.getByRole('button', { name: 'Add Workstation' }).click();
    const form = page.getByRole('dialog', { name: 'Add Workstation' });
    await form.getByLabel('Name').fill(name);
    await chooseOption(page, 'Default scale', scaleName);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('row', { name: new RegExp(name) })).toContainText(scaleName);
    // The sections this journey adds; the page's 'Not set yet' notice is another matter's.
    const sections = await new AxeBuilder({ page }).include('section[aria-label="Workstations"]').include('form[aria-label="Units"]').analyze();
    expect(sections.violations).toEqual([]);

    await page.goto('/weighing');
    const main = page.getByRole('main');
    await expect(main.getByRole('combobox', { name: 'Scale' })).not.toHaveValue(scaleName);
    await main.getByRole('combobox', { name: 'This computer is' }).click();
    await page.getByRole('option', { name }).click();
    await expect(main.getByRole('combobox', { name: 'Scale' })).toHaveValue(scaleName);
    await page.reload();
    await expect(main.getByRole('combobox', { name: 'This computer is' })).toHaveValue(name);
    await expect(main.getByRole('combobox', { name: 'Scale' })).toHaveValue(scaleName);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), WORKSTATION_STORAGE_KEY)).toMatch(/^\d+$/);
  } finally {
    const list = (await (await request.get('/api/workstations', { headers })).json()) as { data: { workstation_id: number; name: string }[] };
    for (const workstation of list.data.filter((candidate) => candidate.name === name)) {
      await request.delete(`/api/workstations/${workstation.workstation_id}`, { headers });
    }
  }
});
