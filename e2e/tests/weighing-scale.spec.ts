/**
 * The weighing page on a scale with an indicator (issue 17): the simulator plays the indicator over TCP
 * and a card reader beside it, a scale and a reader are configured on them through the API, and an
 * operator weighs a truck empty and full by capture, in a real Chromium against the built app.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { CAPTURE_REFUSALS } from '@weighbridge/contract/scales';
import { type ReaderSimulator, startReaderSimulator } from '../../apps/server/src/simulator/reader-simulator';
import { type ScaleSimulator, startScaleSimulator } from '../../apps/server/src/simulator/scale-simulator';
import { adminHeaders, chooseOption, createRecord, signIn, unique } from './fixtures';

let indicator: ScaleSimulator;
let cardReader: ReaderSimulator;

test.beforeAll(async () => {
  indicator = await startScaleSimulator({ protocol: 'toledo', cycle: false });
  cardReader = await startReaderSimulator();
});
test.afterAll(async ({ request }) => {
  // Later journeys weigh on scale 1 as before: the scales on the simulator leave with it.
  const headers = await adminHeaders(request);
  const scales = (await (await request.get('/api/scales', { headers })).json()) as { data: Record<string, unknown>[] };
  for (const { scale_id: scaleId, ...fields } of scales.data.filter((scale) => scale.port === indicator.port)) {
    await request.put(`/api/scales/${String(scaleId)}`, { headers, data: { ...fields, enabled: false } });
  }
  await Promise.all([indicator.close(), cardReader.close()]);
});

type Site = { headers: Record<string, string>; scaleName: string; scaleId: number; plate: string; card: string; material: string; area: string };

/** A tcp scale on the simulated indicator with the reader beside it, and a truck with its card. */
async function createSite(request: APIRequestContext): Promise<Site> {
  const headers = await adminHeaders(request);
  const id = unique();
  const scaleName = `North Weighbridge ${id}`;
  const scale = await createRecord(request, headers, '/scales', {
    name: scaleName,
    capacity_kg: 60000,
    division_kg: 20,
    connection: 'tcp',
    protocol: 'toledo',
    host: '127.0.0.1',
    port: indicator.port,
  });
  await createRecord(request, headers, '/readers', { name: `Gate reader ${id}`, scale_id: scale.scale_id, connection: 'tcp', host: '127.0.0.1', port: cardReader.port });
  const site = { plate: `WB ${id}`, card: `9${String(Date.now()).slice(-8)}`, material: `Limestone ${id}`, area: `North Pit ${id}` };
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: site.plate, brand: 'Volvo', model: 'FH16' });
  await createRecord(request, headers, '/materials', { name: site.material, registration_id: `MAT-${id}` });
  await createRecord(request, headers, '/loading-areas', { area_name: site.area });
  await createRecord(request, headers, '/tara-weighings/rfid/assign', { rfidCardNumber: site.card, vehicleId: vehicle.vehicle_id });
  return { ...site, headers, scaleName, scaleId: Number(scale.scale_id) };
}

/** The weighing page on the site's scale, chosen as the operator does: from the Scale list. */
async function openScale(page: Page, site: Site, user: 'operator' | 'supervisor' = 'operator'): Promise<void> {
  await signIn(page, user);
  await page.goto('/weighing');
  await page.getByRole('combobox', { name: 'Scale' }).click();
  await page.getByRole('option', { name: site.scaleName }).click();
}

test('an operator weighs a truck empty and full by capture from the live scale', async ({ page, request }) => {
  const site = await createSite(request);
  await openScale(page, site);
  const main = page.getByRole('main');

  const liveWeight = main.getByTestId('live-weight');
  const badge = main.getByTestId('scale-state');
  const refusal = main.getByTestId('capture-refusal');
  const capture = main.getByRole('button', { name: 'Capture' });
  const weight = main.getByLabel('Current Weight (kg)');

  // The truck drives on: the weight moves and cannot be captured.
  indicator.setWeight(15000);
  indicator.setMotion(true);
  await expect(liveWeight).toHaveText('15,000.00 kg');
  await expect(badge).toHaveText('Motion');
  await expect(refusal).toHaveText(CAPTURE_REFUSALS.motion);
  await expect(capture).toBeDisabled();
  await page.screenshot({ path: '/tmp/weighing-scale-motion.png', fullPage: true });

  // Settled: Stable, and Capture is offered.
  indicator.setMotion(false);
  await expect(badge).toHaveText('Stable');
  await expect(refusal).toHaveText('');
  await expect(capture).toBeEnabled();
  await expect(weight).toHaveAttribute('readonly');

  // The driver holds the card to the reader: the truck is selected.
  expect(cardReader.send(site.card)).toBeGreaterThan(0);
  await expect(main.getByRole('combobox', { name: 'Vehicle' })).toHaveValue(`${site.plate} — Volvo FH16`);
  await expect(main.getByLabel('RFID Card Number')).toHaveValue(site.card);
  await page.screenshot({ path: '/tmp/weighing-scale-stable.png', fullPage: true });

  await capture.click();
  await expect(weight).toHaveValue('15000');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(page.getByText('Tara recorded successfully', { exact: true })).toBeVisible();
  await expect(main.getByText('15,000.00 kg', { exact: true }).last()).toBeVisible();

  // The truck is still on the deck: the next weighing waits until it has driven off.
  await expect(refusal).toHaveText(CAPTURE_REFUSALS.notReturnedToZero);
  await expect(capture).toBeDisabled();
  indicator.setWeight(0);
  await expect(liveWeight).toHaveText('0.00 kg');
  // Nothing on the deck: Empty, not a stable weight below some divisions.
  await expect(badge).toHaveText('Empty');
  await expect(refusal).toHaveText('');
  await expect(capture).toBeDisabled();

  // Loaded and back on the scale.
  indicator.setWeight(42000);
  await expect(badge).toHaveText('Stable');
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(weight).toHaveValue('42000');
  await expect(main.getByTestId('net-weight')).toHaveText('27,000.00 kg');
  await chooseOption(page, 'Material', site.material);
  await chooseOption(page, 'Loading Area', site.area);

  // The truck rocks after the capture: the server refuses, and says why.
  indicator.setMotion(true);
  await expect(badge).toHaveText('Motion');
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  await expect(page.getByText(CAPTURE_REFUSALS.motion, { exact: true }).last()).toBeVisible();
  await expect(main.getByTestId('last-ticket-number')).toHaveCount(0);

  indicator.setMotion(false);
  await expect(capture).toBeEnabled();
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  await expect(page.getByText(/^Load weighing completed successfully: ticket SD-\d{4}-\d{6}$/)).toBeVisible();
  const ticket = main.getByRole('region', { name: 'Last ticket' });
  await expect(ticket).toContainText('27,000.00 kg');
  await expect(ticket).not.toContainText('MANUAL');

  const scan = await new AxeBuilder({ page }).include('main').analyze();
  expect(scan.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')).toEqual([]);
  indicator.setWeight(0);
});

test('a weight changed after the capture is captured again', async ({ page, request }) => {
  const site = await createSite(request);
  await openScale(page, site);
  const main = page.getByRole('main');

  indicator.setWeight(21000);
  const capture = main.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  await capture.click();
  await expect(main.getByLabel('Current Weight (kg)')).toHaveValue('21000');
  indicator.setWeight(21040);
  await expect(main.getByLabel('Current Weight (kg)')).toHaveValue('');
  await expect(main.getByText('Press Capture when the weight is stable')).toBeVisible();
  indicator.setWeight(0);
});

test('a supervisor types the tara with a reason, and its weighings read MANUAL', async ({ page, request }) => {
  const site = await createSite(request);
  await openScale(page, site, 'supervisor');
  const main = page.getByRole('main');
  const weight = main.getByLabel('Current Weight (kg)');
  await chooseOption(page, 'Vehicle', site.plate);

  await main.getByRole('switch', { name: /Type weight/ }).check();
  await weight.fill('14980');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(page.getByText('A reason is required to type a weight on a connected scale', { exact: true })).toBeVisible();
  await main.getByLabel('Reason for Typed Weight').fill('Truck longer than the deck');
  await main.getByRole('button', { name: 'Record TARA (Empty)' }).click();
  await expect(page.getByText('Tara recorded successfully', { exact: true })).toBeVisible();
  await expect(main.getByRole('switch', { name: /Type weight/ })).not.toBeChecked();

  // The load is captured; the ticket's net rests on the typed tara.
  indicator.setWeight(0);
  await expect(main.getByTestId('live-weight')).toHaveText('0.00 kg');
  indicator.setWeight(40000);
  await main.getByRole('button', { name: 'Capture' }).click({ timeout: 10_000 });
  await chooseOption(page, 'Material', site.material);
  await chooseOption(page, 'Loading Area', site.area);
  await main.getByRole('button', { name: 'Weigh LOAD (Full)' }).click();
  const ticket = main.getByRole('region', { name: 'Last ticket' });
  await expect(ticket).toContainText('25,020.00 kg');
  await expect(ticket.getByText('MANUAL', { exact: true })).toBeVisible();

  const documentNumber = (await main.getByTestId('last-ticket-number').textContent()) ?? '';
  await page.goto('/documents');
  await main.getByLabel('Search', { exact: true }).fill(documentNumber);
  await main.getByRole('button', { name: 'Apply Filters' }).click();
  const loadRow = main.getByRole('row', { name: new RegExp(documentNumber) });
  await expect(loadRow).toContainText('25,020.00 kg');
  await expect(loadRow.getByText('MANUAL', { exact: true })).toBeVisible();
  await loadRow.click();
  const detail = page.getByRole('dialog', { name: /^Document SD-/ });
  await expect(detail.getByText('Truck longer than the deck', { exact: true })).toBeVisible();
  await expect(detail.getByText('MANUAL', { exact: true })).toHaveCount(1);
  await page.screenshot({ path: '/tmp/weighing-scale-manual-detail.png', fullPage: true });
  indicator.setWeight(0);
});

test('the badge says Offline when the indicator drops, and the scale comes back by itself', async ({ page, request }) => {
  const site = await createSite(request);
  await openScale(page, site);
  const main = page.getByRole('main');

  indicator.setWeight(0);
  await expect(main.getByTestId('scale-state')).toHaveText('Empty');
  await indicator.drop();
  await expect(main.getByTestId('scale-state')).toHaveText('Offline');
  await expect(main.getByTestId('live-weight')).toHaveText('—');
  await expect(main.getByRole('button', { name: 'Capture' })).toBeDisabled();
  await indicator.up();
  await expect(main.getByTestId('scale-state')).toHaveText('Empty', { timeout: 15_000 });
});

test('an indicator switched on with a truck on it, and one showing net, read as an operator must see them', async ({ page, request }) => {
  const site = await createSite(request);
  await openScale(page, site);
  const main = page.getByRole('main');
  const badge = main.getByTestId('scale-state');
  const refusal = main.getByTestId('capture-refusal');
  const capture = main.getByRole('button', { name: 'Capture' });

  // After a power cut the indicator comes back with a truck on the deck: it reads, but has not captured zero.
  indicator.setWeight(24680);
  indicator.setPowerUp(true);
  await expect(main.getByTestId('live-weight')).toHaveText('24,680.00 kg');
  await expect(badge).toHaveText('Check indicator');
  await expect(refusal).toHaveText(CAPTURE_REFUSALS.powerUpZero);
  await expect(capture).toBeDisabled();
  await page.screenshot({ path: '/tmp/weighing-scale-power-up.png', fullPage: true });
  indicator.setPowerUp(false);

  // The tare key was pressed with 14,200 kg on the deck: the indicator shows 10,480 kg net and sends its tare.
  indicator.setNet(true, 14200);
  await expect(main.getByTestId('net-note')).toHaveText('The indicator shows 10,480.00 kg net of a tare of 14,200.00 kg: the gross is captured');
  await expect(main.getByTestId('live-weight')).toHaveText('24,680.00 kg');
  await expect(badge).toHaveText('Stable');
  await expect(capture).toBeEnabled();
  await page.screenshot({ path: '/tmp/weighing-scale-net.png', fullPage: true });
  await capture.click();
  await expect(main.getByLabel('Current Weight (kg)')).toHaveValue('24680');
  indicator.setNet(false);
  indicator.setWeight(0);
});
