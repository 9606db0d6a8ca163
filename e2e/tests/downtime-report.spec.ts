/**
 * The Downtime tab of Reports & Analytics: a drill rig's stops on one day three years back (a day no other
 * journey records stops on), made through the API, read by a viewer who has no Stop Counter page: the rig's
 * availability, the Pareto of its reasons, and the Excel file's name.
 */
import { expect, test } from '@playwright/test';
import { adminHeaders, createRecord, signIn, unique } from './fixtures';

const DAY = `${new Date().getFullYear() - 3}-05-12`;

test('a viewer reads a drill rig’s availability and the Pareto of its stops, and takes the Excel file', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const rig = `Rig ${unique()}`;
  const { rig_id: rigId } = await createRecord(request, headers, '/drill-rigs', { name: rig });
  const reasons = ((await (await request.get('/api/stop-reasons', { headers })).json()) as { data: { reason_id: number; name: string; equipment_class: string }[] }).data;
  const reason = (name: string) => reasons.find((one) => one.equipment_class === 'rig' && one.name === name)!.reason_id;
  // Ljubljana is UTC+2 in May. A breakdown of 3 hours and a stop for the weather of 1 hour.
  for (const [start, end, name] of [['08:00', '11:00', 'Breakdown'], ['12:00', '13:00', 'Weather']] as const) {
    await createRecord(request, headers, '/stops', {
      equipment_class: 'rig',
      machine_id: rigId,
      started_at: `${DAY}T${start}:00Z`,
      ended_at: `${DAY}T${end}:00Z`,
      reason_id: reason(name),
      comment: 'Recorded for the report',
    });
  }

  await signIn(page, 'viewer');
  await page.goto('/reports');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Downtime' }).click();
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('Start Date').fill(DAY);
  await page.getByLabel('End Date').fill(DAY);
  await page.getByRole('button', { name: 'Apply' }).click();

  // 24 calendar hours, 3 of them down: a physical availability of 21 / 24.
  const rigRow = main.getByRole('table', { name: 'Drill rigs' }).getByRole('row', { name: new RegExp(`^${rig} `) });
  await expect(rigRow).toContainText('24 h');
  await expect(rigRow).toContainText('4 h');
  await expect(rigRow.getByRole('cell').nth(5)).toHaveText('87.5%');
  // The Pareto: the breakdown's 3 of the day's 4 stop hours, then the weather's.
  const pareto = main.getByRole('table', { name: 'Stop Reasons' });
  await expect(pareto.getByRole('row').nth(1)).toContainText(/Breakdown\s*Drill rig.*3 h\s*1\s*75%/);
  await expect(pareto.getByRole('row').nth(2)).toContainText(/Weather\s*Drill rig.*1 h\s*1\s*100%/);
  // The chart: a bar of hours for each of the two reasons, and the line of their cumulative share.
  const chart = main.getByRole('application', { name: 'Stop Reasons by Hours' });
  await expect(chart.locator('.recharts-bar-rectangle')).toHaveCount(2);
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  await expect(main.getByText('Physical availability PA = AT / CT')).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), main.getByRole('button', { name: 'Excel' }).click()]);
  expect(file.suggestedFilename()).toBe(`report-downtime-${DAY}_${DAY}.xlsx`);
});
