/**
 * The Stop Counter's Timeline (Garage): a truck weighed every half hour two days back has a usual cycle, so the
 * previous shift, in which it was never weighed, shows one gap not accounted for over the whole shift. A
 * supervisor clicks it, gives it a reason, and it becomes a stop. The weighings come in through the Excel import,
 * the one way to weigh in the past; the workbook is built with the library the server reads it with.
 */
import { utils, write } from '@e965/xlsx';
import { expect, test } from '@playwright/test';
import { adminHeaders, seriousViolations, signIn, unique } from './fixtures';

const HEADER = ['Document Number', 'Load Date', 'Registration Number', 'Material', 'Loading Area', 'Tare Weight (kg)', 'Gross Weight (kg)'];
const HALF_HOUR_MS = 30 * 60_000;

/** Eight loads of the truck half an hour apart, from two days ago: seven spacings of 30 minutes, its usual cycle. */
function weighings(plate: string, id: string): Buffer {
  const first = Date.now() - 2 * 86_400_000;
  const rows = Array.from({ length: 8 }, (_, index) => [`TL-${id}-${index}`, new Date(first + index * HALF_HOUR_MS).toISOString(), plate, `Gravel ${id}`, `Pit ${id}`, 12000, 38000]);
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([HEADER, ...rows]), 'Weighings');
  return write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('a supervisor finds a truck’s gap on the previous shift’s timeline and classifies it into a stop', async ({ page, request }) => {
  const id = unique();
  const plate = `TL ${id}`;
  const imported = await request.post('/api/import/excel', {
    headers: await adminHeaders(request),
    multipart: { file: { name: 'weighings.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: weighings(plate, id) } },
  });
  expect(imported.ok(), await imported.text()).toBe(true);

  await signIn(page, 'supervisor');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/garage/stop-counter');
  const main = page.getByRole('main');
  await main.getByRole('tab', { name: 'Timeline' }).click();
  await expect(main.getByRole('button', { name: 'Next shift' })).toBeDisabled();
  await main.getByRole('button', { name: 'Previous shift' }).click();
  await expect(main.getByRole('button', { name: 'Next shift' })).toBeEnabled();
  const [from, to] = ((await main.getByText(/^\d\d:\d\d – \d\d:\d\d$/).textContent()) ?? '').split(' – ');

  // Not weighed the whole shift: one gap from its start to its end.
  const row = main.getByRole('listitem', { name: `Timeline of ${plate}` });
  const gap = row.getByRole('button', { name: new RegExp(`^${plate}: Not accounted for, ${from} – ${to} \\(\\d+ h 00 min\\)$`) });
  await expect(gap).toBeVisible();
  await expect(gap).toHaveText('Not accounted for');
  // Nothing stopped yet.
  await expect(row.getByText('0 min', { exact: true })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/stop-timeline.png', fullPage: true });

  await gap.click();
  const dialog = page.getByRole('dialog', { name: `Classify the gap of ${plate}` });
  await dialog.getByLabel('Reason').selectOption({ label: 'Refuelling' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByRole('button', { name: new RegExp(`^${plate}: Refuelling, ${from} – ${to} `) })).toBeVisible();
  await expect(row.getByRole('button', { name: /Not accounted for/ })).toHaveCount(0);
  // All of it stopped now, none not accounted for.
  await expect(row.getByText('0 min', { exact: true })).toHaveCount(1);

  // On a narrow screen the bar still has room for the hours: the stop over the whole shift is its width.
  await page.setViewportSize({ width: 1024, height: 800 });
  expect((await row.getByRole('button', { name: new RegExp(`^${plate}: Refuelling`) }).boundingBox())!.width).toBeGreaterThan(320);
  await page.screenshot({ path: '/tmp/stop-timeline-1024.png', fullPage: true });
});
