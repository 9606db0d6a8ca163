/**
 * Dashboard (issue 5): two weighings made through the API show in the cards, the charts, the lists and
 * the recent transactions; the Time Period filter behaves as spec part 1 section 4 says. All tests share
 * one server, so the figures are checked against the API's own for the same period, and this run's
 * loads are made heavy enough to lead every ranking.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminHeaders, createRecord, signIn, unique, watchFailures } from './fixtures';

type Weighed = { id: string; plate: string; driver: string; material: string; area: string; polygon: string; documentNumbers: string[] };

/** A truck with its driver weighed empty, then twice full: 139 t and 129 t of one material from one polygon. */
async function weighTwoLoads(request: APIRequestContext, headers: Record<string, string>): Promise<Weighed> {
  const id = unique();
  const names = { plate: `DB ${id}`, material: `Dolomite ${id}`, area: `West Pit ${id}`, polygon: `W-${id}` };
  const vehicle = await createRecord(request, headers, '/vehicles', { registration_number: names.plate, brand: 'Scania', model: 'G 450' });
  await createRecord(request, headers, '/drivers', { name: 'Dora', surname: `Dash${id}`, driver_license_id: `DL-${id}`, assigned_vehicle_id: vehicle.vehicle_id });
  const material = await createRecord(request, headers, '/materials', { name: names.material, registration_id: `MAT-${id}` });
  const area = await createRecord(request, headers, '/loading-areas', { area_name: names.area });
  const polygon = await createRecord(request, headers, '/polygons', { registration_id: names.polygon, loading_area_id: area.loading_area_id });
  const station = await createRecord(request, headers, '/unloading-stations', { areaName: `Crusher ${id}` });
  await createRecord(request, headers, '/tara-weighings', { vehicleId: vehicle.vehicle_id, tareWeight: 10000 });
  const documentNumbers = [];
  for (const fullWeight of [149000, 139000]) {
    const document = await createRecord(request, headers, '/scale-documents/record-load', {
      vehicleId: vehicle.vehicle_id,
      fullWeight,
      materialId: material.material_id,
      loadedAreaId: area.loading_area_id,
      polygonId: polygon.polygon_id,
      unloadingStationId: station.station_id,
    });
    documentNumbers.push(String(document.document_number));
  }
  return { ...names, id, driver: `Dora Dash${id}`, documentNumbers };
}

type Stats = { total_transactions: number; total_weight: number; avg_weight: number; unique_vehicles: number };

async function statsOf(request: APIRequestContext, headers: Record<string, string>, query = ''): Promise<Stats> {
  const response = await request.get(`/api/scale-documents/stats?${query}`, { headers });
  return (await response.json()) as Stats;
}

const tons = (kg: number) => `${(kg / 1000).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} t`;

async function expectCards(page: Page, stats: Stats) {
  const card = (name: string) => page.getByRole('group', { name });
  await expect(card('Transactions')).toContainText(stats.total_transactions.toLocaleString('en-US'));
  await expect(card('Total Weight (tons)')).toContainText(tons(stats.total_weight));
  await expect(card('Average Load (tons)')).toContainText(tons(stats.avg_weight));
  await expect(card('Active Vehicles')).toContainText(String(stats.unique_vehicles));
}

/** The site's days, worked out here independently of the app: today, this week (Monday to Sunday), this month. */
async function siteRanges(request: APIRequestContext, headers: Record<string, string>) {
  const site = await request.get('/api/site', { headers });
  const { timeZone } = ((await site.json()) as { data: { timeZone: string } }).data;
  const today = new Date(`${new Date().toLocaleDateString('en-CA', { timeZone })}T00:00:00Z`);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * 86_400_000);
  return {
    today: { startDate: day(today), endDate: day(today) },
    week: { startDate: day(monday), endDate: day(new Date(monday.getTime() + 6 * 86_400_000)) },
    month: {
      startDate: day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1))),
      endDate: day(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0))),
    },
  };
}

const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

test('a site without coordinates shows no weather, with no failed request in the console', async ({ page }) => {
  // The test server is started without coordinates.
  await signIn(page, 'viewer');
  const failures = watchFailures(page);
  const weather = page.getByRole('main').getByRole('region', { name: 'Weather' });
  await page.reload();
  await expect(weather.getByText('Weather data unavailable')).toBeVisible();
  await expect(page.getByRole('main').getByRole('group', { name: 'Transactions' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failures).toEqual([]);
});

test('two new weighings show in the cards, charts, lists and recent transactions', async ({ page, request }) => {
  // One sign-in per test: sign-ins are rate-limited per address, and every test shares the server.
  const headers = await adminHeaders(request);
  await signIn(page, 'admin');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(main.getByText(/^Showing data from/)).toBeVisible();

  const weighed = await weighTwoLoads(request, headers);
  // The page reloads its data when the window regains focus.
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const { today } = await siteRanges(request, headers);
  await expectCards(page, await statsOf(request, headers, `startDate=${today.startDate}&endDate=${today.endDate}`));

  const materials = main.getByRole('region', { name: 'Material Insights' });
  await expect(materials.getByRole('row', { name: `${weighed.material} 2 268.0 t 134.0 t` })).toBeVisible();
  // A long name may break over two lines of an axis label; its run id is one word.
  await expect(materials.locator('.recharts-wrapper').first()).toContainText(weighed.id);
  await expect(materials.locator('.recharts-legend-wrapper').getByText(weighed.material)).toBeVisible();

  const polygons = main.getByRole('region', { name: 'Polygon Activity' });
  await expect(polygons.locator('.recharts-wrapper')).toContainText(weighed.polygon);
  const topPolygon = polygons.getByRole('list', { name: 'Top Polygons' }).getByRole('listitem').first();
  await expect(topPolygon).toContainText(weighed.polygon);
  await expect(topPolygon).toContainText(weighed.area);
  await expect(topPolygon).toContainText('268.0 t');
  await expect(topPolygon).toContainText('2 trips');

  const recent = main.getByRole('region', { name: 'Recent Transactions' });
  for (const [index, documentNumber] of [...weighed.documentNumbers].reverse().entries()) {
    const row = recent.getByRole('row', { name: new RegExp(documentNumber) });
    await expect(row).toContainText(weighed.plate);
    await expect(row).toContainText(weighed.driver);
    await expect(row).toContainText(index === 0 ? '129.0 t' : '139.0 t');
    await expect(row).toContainText('completed', { ignoreCase: true });
  }

  const trips = main.getByRole('region', { name: 'Vehicle Trip Counts' });
  await expect(trips.getByRole('listitem').filter({ hasText: weighed.plate })).toContainText('2 trips');

  await expect(page.getByText('Weather data unavailable')).toBeVisible();
});

test('Today, Week, Month, All Time, Custom and Clear set the period as the spec says', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const ranges = await siteRanges(request, headers);
  await signIn(page, 'viewer');
  const main = page.getByRole('main');
  const button = (name: string) => main.getByRole('button', { name, exact: true });
  const from = main.getByLabel('From', { exact: true });
  const to = main.getByLabel('To', { exact: true });
  const showing = main.getByText(/^Showing data from/);

  // All Time is where the dashboard starts: no dates, no filter.
  await expect(button('All Time')).toHaveAttribute('aria-pressed', 'true');
  await expect(from).toHaveValue('');
  await expect(showing).toBeHidden();
  await expectCards(page, await statsOf(request, headers));

  for (const [name, range] of [['Today', ranges.today], ['Week', ranges.week], ['Month', ranges.month]] as const) {
    await button(name).click();
    await expect(button(name)).toHaveAttribute('aria-pressed', 'true');
    await expect(from).toHaveValue(range.startDate);
    await expect(to).toHaveValue(range.endDate);
    await expect(showing).toHaveText(`Showing data from ${longDate(range.startDate)} to ${longDate(range.endDate)}`);
    await expectCards(page, await statsOf(request, headers, `startDate=${range.startDate}&endDate=${range.endDate}`));
  }

  await button('All Time').click();
  await expect(from).toHaveValue('');
  await expect(to).toHaveValue('');
  await expect(showing).toBeHidden();
  await expectCards(page, await statsOf(request, headers));

  // Typing a date makes it Custom; Apply Filter waits for both dates, and To may not be before From.
  await from.fill('2020-01-01');
  await expect(button('Custom')).toHaveAttribute('aria-pressed', 'true');
  await expect(button('Apply Filter')).toBeDisabled();
  await expect(to).toHaveAttribute('min', '2020-01-01');
  await to.fill('2019-12-31');
  await expect(main.getByText('To cannot be earlier than From')).toBeVisible();
  await expect(button('Apply Filter')).toBeDisabled();
  await to.fill('2020-01-31');
  await button('Apply Filter').click();
  await expect(showing).toHaveText('Showing data from January 1, 2020 to January 31, 2020');
  await expectCards(page, { total_transactions: 0, total_weight: 0, avg_weight: 0, unique_vehicles: 0 });
  await expect(main.getByRole('region', { name: 'Material Insights' }).getByText('No data for this period')).toBeVisible();
  await expect(main.getByRole('region', { name: 'Recent Transactions' }).getByText('No transactions found')).toBeVisible();

  await button('Clear').click();
  await expect(button('All Time')).toHaveAttribute('aria-pressed', 'true');
  await expect(from).toHaveValue('');
  await expect(showing).toBeHidden();
  await expectCards(page, await statsOf(request, headers));
});

test("This Shift shows the site's current shift and counts the loads weighed in it", async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const weighed = await weighTwoLoads(request, headers);
  await signIn(page, 'admin');
  const main = page.getByRole('main');
  // The cards are asked for the shift's moments; the API's own figures for them are what the cards must show.
  const asked = page.waitForRequest((sent) => sent.url().includes('/api/scale-documents/stats?from='));
  await main.getByRole('button', { name: 'This Shift' }).click();
  await expect(main.getByRole('button', { name: 'This Shift' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText(/^Showing the (Morning|Afternoon|Night) shift, from /)).toBeVisible();
  const stats = await statsOf(request, headers, new URL((await asked).url()).search.slice(1));
  expect(stats.total_transactions).toBeGreaterThanOrEqual(2);
  await expectCards(page, stats);
  const recent = main.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('row', { name: new RegExp(weighed.documentNumbers[1]!) })).toBeVisible();
});
