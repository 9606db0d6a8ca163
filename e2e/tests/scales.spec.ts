/**
 * The scales and readers pages (issue 17): an administrator configures a scale with its indicator and a
 * card reader at it, a supervisor sees them without changing anything, and the status column follows the
 * indicator: Online while the simulator sends frames, Offline once it drops the connection.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { startScaleSimulator } from '../../apps/server/src/simulator/scale-simulator';
import { adminHeaders, createRecord, signIn, unique } from './fixtures';

/** A TCP port on this machine where nothing listens: a scale pointed at it stays Offline. */
const NOBODY_LISTENS = 1;

async function save(form: Locator): Promise<void> {
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

function row(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

test('an administrator adds a TCP scale and a reader at it, sees them listed, and disables the scale', async ({ page }) => {
  page.on('dialog', (dialog) => void dialog.accept());
  const scaleName = `Weighbridge ${unique()}`;
  const readerName = `Entry reader ${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/scales');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Scales' })).toBeVisible();

  await main.getByRole('button', { name: 'Add Scale' }).click();
  const scaleForm = page.getByRole('dialog', { name: 'Add Scale' });
  await scaleForm.getByLabel('Name').fill(scaleName);
  await scaleForm.getByLabel('Location').fill('North gate');
  await scaleForm.getByLabel('Capacity (kg)').fill('60000');
  await scaleForm.getByLabel('Division (kg)').fill('20');
  await scaleForm.getByLabel('Connection').selectOption('tcp');
  await scaleForm.getByRole('button', { name: 'Save' }).click();
  await expect(scaleForm.getByText('Host is required for a tcp connection')).toBeVisible();
  await scaleForm.getByLabel('Host').fill('127.0.0.1');
  await scaleForm.getByLabel('Port').fill(String(NOBODY_LISTENS));
  await expect(scaleForm.getByLabel('Protocol')).toHaveValue('toledo');
  await save(scaleForm);

  const scaleRow = row(page, scaleName);
  await expect(scaleRow).toContainText('North gate');
  await expect(scaleRow).toContainText('60,000');
  await expect(scaleRow).toContainText(`TCP 127.0.0.1:${NOBODY_LISTENS}`);
  await expect(scaleRow).toContainText('Mettler Toledo continuous');
  await expect(scaleRow.getByText('Offline')).toBeVisible();

  await page.goto('/readers');
  await main.getByRole('button', { name: 'Add Reader' }).click();
  const readerForm = page.getByRole('dialog', { name: 'Add Reader' });
  await readerForm.getByLabel('Name').fill(readerName);
  await readerForm.getByRole('combobox', { name: 'Scale' }).fill(scaleName);
  await page.getByRole('option', { name: scaleName }).click();
  await readerForm.getByLabel('Host').fill('127.0.0.1');
  await readerForm.getByLabel('Port').fill(String(NOBODY_LISTENS));
  await readerForm.getByLabel('Card number format').selectOption('hex');
  await readerForm.getByLabel('Prefix').fill('ID:');
  await save(readerForm);

  const readerRow = row(page, readerName);
  await expect(readerRow).toContainText(scaleName);
  await expect(readerRow).toContainText(`TCP 127.0.0.1:${NOBODY_LISTENS}`);
  await expect(readerRow).toContainText('Hex, prefix "ID:"');
  await expect(readerRow.getByText('Offline')).toBeVisible();

  await page.goto('/scales');
  await scaleRow.getByRole('button', { name: `Disable scale ${scaleName}` }).click();
  await expect(scaleRow.getByText('Disabled')).toBeVisible();
  await expect(scaleRow.getByRole('button', { name: `Enable scale ${scaleName}` })).toBeVisible();
});

test('a supervisor sees the scales and readers without Add, Edit or Disable', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const scaleName = `Weighbridge ${unique()}`;
  const scale = await createRecord(request, headers, '/scales', { name: scaleName, capacity_kg: 60000, division_kg: 20, connection: 'manual' });
  const readerName = `Exit reader ${unique()}`;
  await createRecord(request, headers, '/readers', { name: readerName, scale_id: scale.scale_id, connection: 'serial', device_path: '/dev/ttyS7' });

  await signIn(page, 'supervisor');
  const main = page.getByRole('main');
  await page.goto('/scales');
  await expect(row(page, scaleName)).toContainText('Manual');
  await expect(main.getByRole('button', { name: 'Add Scale' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^(Edit|Disable|Enable) scale/ })).toHaveCount(0);

  await page.goto('/readers');
  await expect(row(page, readerName)).toContainText('Serial /dev/ttyS7 9600 8N1');
  await expect(row(page, readerName)).toContainText(scaleName);
  await expect(main.getByRole('button', { name: 'Add Reader' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^(Edit|Disable|Enable) reader/ })).toHaveCount(0);
});

test('the status column shows Online for a scale at the simulator, and Offline once it drops', async ({ page, request }) => {
  const simulator = await startScaleSimulator({ protocol: 'toledo', cycle: false });
  try {
    simulator.setWeight(0);
    const scaleName = `Simulated ${unique()}`;
    const headers = await adminHeaders(request);
    await createRecord(request, headers, '/scales', {
      name: scaleName,
      capacity_kg: 60000,
      division_kg: 20,
      connection: 'tcp',
      host: '127.0.0.1',
      port: simulator.port,
      protocol: 'toledo',
    });

    await signIn(page, 'supervisor');
    await page.goto('/scales');
    const scaleRow = row(page, scaleName);
    await expect(scaleRow.getByText('Online')).toBeVisible();
    await expect(scaleRow).toContainText(/\d+(\.\d)? frames\/s · 0 parse errors/);

    await simulator.drop();
    await expect(scaleRow.getByText('Offline')).toBeVisible();
  } finally {
    await simulator.close();
  }
});

test('the status column says in words what disagrees between the scale and its indicator, until it is set right', async ({ page, request }) => {
  // The indicator sends Toledo frames with a checksum byte; the scale is saved without the checksum ticked.
  const simulator = await startScaleSimulator({ protocol: 'toledo', cycle: false, toledoChecksum: true });
  try {
    simulator.setWeight(0);
    const scaleName = `Checksum ${unique()}`;
    const headers = await adminHeaders(request);
    await createRecord(request, headers, '/scales', { name: scaleName, capacity_kg: 60000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port: simulator.port, protocol: 'toledo' });

    await signIn(page, 'admin');
    await page.goto('/scales');
    const scaleRow = row(page, scaleName);
    await expect(scaleRow.getByTestId('scale-diagnosis')).toHaveText('The indicator sends a checksum byte after each frame, and the scale expects none: tick Toledo checksum.');
    // The frames themselves read; each checksum byte between them is counted as bytes outside a frame.
    await expect(scaleRow).toContainText(/[1-9]\d* parse errors/);
    await page.screenshot({ path: '/tmp/scales-diagnosis.png', fullPage: true });

    await scaleRow.getByRole('button', { name: `Edit scale ${scaleName}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Scale' });
    await form.getByLabel('Toledo checksum').check();
    await save(form);
    await expect(scaleRow.getByTestId('scale-diagnosis')).toHaveCount(0);
    await expect(scaleRow.getByText('Online')).toBeVisible();
    await expect(scaleRow).toContainText(/frames\/s · 0 parse errors/);
  } finally {
    await simulator.close();
  }
});

test('an administrator chooses a named ASCII format, and the table names it', async ({ page }) => {
  const scaleName = `Rinstrum ${unique()}`;
  await signIn(page, 'admin');
  await page.goto('/scales');
  await page.getByRole('main').getByRole('button', { name: 'Add Scale' }).click();
  const form = page.getByRole('dialog', { name: 'Add Scale' });
  await form.getByLabel('Name').fill(scaleName);
  await form.getByLabel('Capacity (kg)').fill('60000');
  await form.getByLabel('Division (kg)').fill('20');
  await form.getByLabel('Connection').selectOption('tcp');
  await form.getByLabel('Host').fill('127.0.0.1');
  await form.getByLabel('Port').fill(String(NOBODY_LISTENS));
  await form.getByLabel('Protocol').selectOption('ascii');
  await expect(form.getByLabel('Pattern')).toBeVisible();
  await expect(form.getByLabel('End of frame')).toHaveValue('');
  await form.getByLabel('Format').selectOption('rinstrum-fmt1');
  // A named format brings its own pattern and end of frame.
  await expect(form.getByLabel('Pattern')).toHaveCount(0);
  await expect(form.getByLabel('End of frame')).toHaveCount(0);
  await save(form);
  await expect(row(page, scaleName)).toContainText('ASCII stream, Rinstrum FMT_1');
});
