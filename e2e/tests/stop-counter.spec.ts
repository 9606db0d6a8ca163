/**
 * The Stop Counter (Production): a supervisor adds a crushing plant fed by an unloading station, stops it for
 * want of feed, runs it again and finds the stop in the day's list and in the current shift's figures; a stop
 * recorded without a reason reads 'Not classified' and is classified on the page, and the month's figures count
 * both. The page has no serious accessibility violation.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, E2E_SITE_TIME_ZONE, seriousViolations, signIn, unique } from './fixtures';

function tile(page: Page, name: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
}

function stopRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Stops of the day' }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

/** A machine's row in the Figures tab's table of the crushing plants. */
function figuresRow(page: Page, name: string): Locator {
  return page.getByRole('table', { name: 'Crushing plants' }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
}

function reasonRow(page: Page, reason: string): Locator {
  return page.getByRole('table', { name: 'Stop Reasons' }).getByRole('row').filter({ has: page.getByRole('cell', { name: reason, exact: true }) });
}

const cellTexts = (row: Locator) => row.getByRole('cell').allTextContents();

test('a supervisor adds a crushing plant, stops it for want of feed, runs it again, and classifies a detected stop', async ({ page, request }) => {
  // A whole working journey (machines, stops, classification, two periods of figures, an accessibility scan).
  test.setTimeout(60_000);
  const id = unique();
  const plantName = `Jaw crusher ${id}`;
  const stationName = `Primary hopper ${id}`;
  const headers = await adminHeaders(request);
  await createRecord(request, headers, '/unloading-stations', { areaName: stationName });

  await signIn(page, 'supervisor');
  await page.goto('/production/stop-counter');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Stop Counter' })).toBeVisible();

  await main.getByRole('tab', { name: 'Machines' }).click();
  await main.getByRole('button', { name: 'Add Crushing Plant' }).click();
  const plantForm = page.getByRole('dialog', { name: 'Add Crushing Plant' });
  await plantForm.getByLabel('Name').fill(plantName);
  await plantForm.getByLabel('Rated capacity (t/h)').fill('350');
  // A plant is fed by one or more stations: chosen in a multi-select, each shown as a pill.
  const stations = plantForm.getByRole('combobox', { name: 'Feeding stations' });
  await stations.fill(stationName);
  await page.getByRole('option', { name: stationName }).click();
  // The list stays open for more choices, over the dialog's buttons once the site has many stations: close it.
  await plantForm.getByLabel('Name').click();
  await expect(page.getByRole('option', { name: stationName })).toBeHidden();
  await expect(plantForm.getByText(stationName, { exact: true })).toBeVisible();
  await plantForm.getByRole('button', { name: 'Save' }).click();
  await expect(plantForm).toBeHidden();
  const plantRow = main.getByRole('table', { name: 'Crushing plants' }).getByRole('row').filter({ hasText: plantName });
  await expect(plantRow).toContainText(stationName);
  await expect(plantRow).toContainText('350');

  await main.getByRole('tab', { name: 'Board' }).click();
  const plantTile = tile(page, plantName);
  await expect(plantTile).toContainText('Running');
  await plantTile.getByRole('button', { name: `Stop ${plantName}` }).click();
  const stopForm = page.getByRole('dialog', { name: `Stop ${plantName}` });
  await expect(stopForm.getByLabel('Reason')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await stopForm.getByLabel('Reason').selectOption({ label: 'No feed' });
  const before = Date.now();
  await stopForm.getByRole('button', { name: 'Save' }).click();
  await expect(stopForm).toBeHidden();
  await expect(plantTile).toContainText('Stopped');
  // The time on the site's clock (Ljubljana), not the browser's: one of the minutes the save took.
  const siteClock = new Intl.DateTimeFormat('en-US', { timeZone: E2E_SITE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const minutes = new Set([before, Date.now()].map((moment) => `Stopped since ${siteClock.format(moment)} · No feed`));
  expect(minutes).toContain((await plantTile.getByText(/^Stopped since/).textContent()) ?? '');
  await page.screenshot({ path: '/tmp/stop-board-stopped.png', fullPage: true });

  await plantTile.getByRole('button', { name: `Run ${plantName} again` }).click();
  await expect(plantTile).toContainText('Running');
  const recorded = stopRow(page, plantName);
  await expect(recorded).toHaveCount(1);
  await expect(recorded).toContainText('No feed');
  await expect(recorded).toContainText('Standby');
  await expect(recorded).toContainText('Manual');

  // The current shift's figures count the stop: the plant stood once, for want of feed.
  await main.getByRole('tab', { name: 'Figures' }).click();
  await expect(main.getByText(/^Figures from /)).toBeVisible();
  await expect(figuresRow(page, plantName)).toContainText('1');
  expect(await cellTexts(figuresRow(page, plantName))).toEqual([plantName, expect.any(String), expect.any(String), expect.any(String), '—', '—', '0.0 h', '1', '0', '—', '—']);
  await expect(reasonRow(page, 'No feed')).toContainText('Standby');
  await expect(main.getByText('How the figures are computed')).toBeVisible();
  await expect(main.getByText('Physical availability PA = AT / CT')).toBeVisible();
  await main.getByRole('tab', { name: 'Board' }).click();

  // A gap recorded without a reason, before the stop just made. In the first 20 minutes after the site's midnight
  // it would fall on the day before, outside the list of today.
  const plants = (await (await request.get('/api/crushing-plants', { headers })).json()) as { data: { plant_id: number; name: string }[] };
  const plant = plants.data.find((candidate) => candidate.name === plantName)!;
  const now = Date.now();
  await createRecord(request, headers, '/stops', {
    equipment_class: 'plant',
    machine_id: plant.plant_id,
    started_at: new Date(now - 20 * 60_000).toISOString(),
    ended_at: new Date(now - 10 * 60_000).toISOString(),
  });
  await page.reload();
  const gap = stopRow(page, plantName).filter({ hasText: 'Not classified' });
  await expect(gap).toHaveCount(1);
  await expect(gap).toContainText('0 h 10 min');
  await gap.getByRole('button', { name: `Classify the stop of ${plantName}` }).click();
  const classifyForm = page.getByRole('dialog', { name: `Classify the stop of ${plantName}` });
  await classifyForm.getByLabel('Reason').selectOption({ label: 'Blockage' });
  await classifyForm.getByRole('button', { name: 'Save' }).click();
  await expect(classifyForm).toBeHidden();
  await expect(stopRow(page, plantName).filter({ hasText: 'Not classified' })).toHaveCount(0);
  await expect(stopRow(page, plantName).filter({ hasText: 'Blockage' })).toContainText('Operating delay');

  // The month's figures hold both stops, about ten minutes in all; the month, as the gap may lie in the shift before.
  await main.getByRole('tab', { name: 'Figures' }).click();
  await main.getByText('Month', { exact: true }).click();
  await expect(figuresRow(page, plantName).getByRole('cell').nth(6)).toHaveText('0.2 h');
  await expect(figuresRow(page, plantName).getByRole('cell').nth(7)).toHaveText('2');
  await expect(reasonRow(page, 'Blockage')).toContainText('Operating delay');
  // The Pareto chart has loaded: its legend names the bars and the line.
  await expect(main.getByText('Cumulative %')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/stop-figures.png', fullPage: true });
  await main.getByRole('tab', { name: 'Board' }).click();

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/stop-board.png', fullPage: true });
});

test('the Scale Stop Counter shows the scales and their reasons, and has no machines of its own to keep', async ({ page }) => {
  await signIn(page, 'supervisor');
  await page.goto('/scale/stop-counter');
  const main = page.getByRole('main');
  await expect(tile(page, 'Weighbridge 1')).toContainText('Scale');
  await expect(main.getByRole('tab', { name: 'Machines' })).toHaveCount(0);
  await main.getByRole('tab', { name: 'Reasons' }).click();
  const calibration = main.getByRole('table', { name: 'Reasons' }).getByRole('row').filter({ has: page.getByRole('cell', { name: 'Calibration', exact: true }) });
  await expect(calibration).toContainText('Scheduled maintenance');
  await expect(main.getByRole('table', { name: 'Reasons' })).not.toContainText('Blockage');
  expect(await seriousViolations(page)).toEqual([]);
});
