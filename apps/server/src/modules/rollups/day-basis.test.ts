/**
 * Production days on both engines: a load weighed at 02:00 at the site belongs to the calendar day it falls
 * on and to the production day before (days from 06:00, the default pattern), in the dashboard's figures,
 * the reports and their files, and the documents list; a range of production days longer than a day reads
 * its whole calendar days from the totals and its ends from the documents, and counts the same. A bad
 * dayBasis is refused with a clear message. The figures below are summed by hand from the weighings.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const HOUR = 3_600_000;
const days = (startDate: string, endDate: string, dayBasis?: string) => ({ startDate, endDate, ...(dayBasis && { dayBasis }) });

describe.each(ENGINES)('production days on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;

  const get = async (url: string, query: Record<string, string>) => {
    const answer = await t.call('GET', `${url}?${new URLSearchParams(query)}`, { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer;
  };
  const json = async (url: string, query: Record<string, string>) => (await get(url, query)).json();

  async function weigh(tareKg: number, fullKg: number) {
    expect((await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: tareKg } })).statusCode).toBe(201);
    t.clock.advance(10 * 60_000);
    expect((await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, fullKg) })).statusCode).toBe(201);
  }

  /** Moves the clock on, signing in again: a session ends after a quiet hour. */
  async function later(ms: number) {
    t.clock.advance(ms);
    site = { ...site, adminToken: await t.signInAs('admin') };
  }

  beforeAll(async () => {
    // The site is at UTC+1 (Europe/Ljubljana in March); the clock starts on Monday 2 March, 08:00 UTC.
    t = await startTestApp(engine);
    site = await makeSite(t);
    await weigh(12_000, 31_000); // 2 March 09:00 and 09:10 at the site: 19,000 kg, production day 2 March
    await later(16 * HOUR + 40 * 60_000); // 3 March 00:50 UTC
    await weigh(12_500, 40_500); // 3 March 01:50 and 02:00 at the site: 28,000 kg, production day 2 March
    await later(49 * HOUR); // 5 March 02:00 UTC
    await weigh(12_500, 36_500); // 5 March 03:00 and 03:10 at the site: 24,000 kg, production day 4 March
  });
  afterAll(async () => t.close());

  it('counts the load of 02:00 in its calendar day and in the production day before, on the cards and insights', async () => {
    const stats = (query: Record<string, string>) => json('/api/scale-documents/stats', query);
    expect(await stats(days('2026-03-03', '2026-03-03'))).toMatchObject({ total_transactions: 1, total_weight: 28_000 });
    expect(await stats(days('2026-03-03', '2026-03-03', 'calendar'))).toMatchObject({ total_transactions: 1, total_weight: 28_000 });
    expect(await stats(days('2026-03-03', '2026-03-03', 'production'))).toMatchObject({ total_transactions: 0, total_weight: 0 });
    expect(await stats(days('2026-03-02', '2026-03-02'))).toMatchObject({ total_transactions: 1, total_weight: 19_000 });
    expect(await stats(days('2026-03-02', '2026-03-02', 'production'))).toMatchObject({ total_transactions: 2, total_weight: 47_000, avg_weight: 23_500 });

    // Four production days, 1 March 06:00 to 5 March 06:00: 2 to 4 March whole from the day totals, the
    // morning of 5 March from the documents.
    expect(await stats(days('2026-03-01', '2026-03-04', 'production'))).toMatchObject({ total_transactions: 3, total_weight: 71_000 });
    expect(await stats(days('2026-03-01', '2026-03-04'))).toMatchObject({ total_transactions: 2, total_weight: 47_000 });
    expect(await stats(days('2026-03-03', '2026-03-04', 'production'))).toMatchObject({ total_transactions: 1, total_weight: 24_000 });

    const insights = (await json('/api/dashboard/insights', days('2026-03-02', '2026-03-02', 'production'))).data;
    expect(insights.materials).toEqual([expect.objectContaining({ material_id: site.materialId, transaction_count: 2, total_weight_kg: 47_000 })]);
    const trips = (await json('/api/dashboard/vehicle-trips', days('2026-03-03', '2026-03-03', 'production'))).data;
    expect(trips.find((trip: { vehicle_id: number }) => trip.vehicle_id === site.vehicleId)).toMatchObject({ trip_count: 0 });
  });

  it('lists the production day in the documents list, taras included', async () => {
    const production = await json('/api/scale-documents', { ...days('2026-03-02', '2026-03-02', 'production'), limit: '50' });
    expect(production.pagination).toMatchObject({ total: 4, totalWeight: 47_000 });
    const calendar = await json('/api/scale-documents', { ...days('2026-03-03', '2026-03-03'), limit: '50' });
    expect(calendar.pagination).toMatchObject({ total: 2, totalWeight: 28_000 });
    const nextProduction = await json('/api/scale-documents', { ...days('2026-03-03', '2026-03-03', 'production'), limit: '50' });
    expect(nextProduction.pagination).toMatchObject({ total: 0 });
  });

  it('reads a report, its trend rows and today by production days', async () => {
    const summary = await json('/api/reports/summary', { period: 'custom', ...days('2026-03-02', '2026-03-02', 'production') });
    expect(summary.productionDayStart).toBe('06:00');
    expect(summary.data.summary).toMatchObject({ load_transactions: 2, tare_transactions: 2, total_transactions: 4, total_weight_kg: 47_000 });
    // The hours are the site's clock: 02:00 and 09:00 hold a load each, 01:00 and 09:00 a tara each.
    const hours = summary.data.hourlyDistribution.filter((hour: { transaction_count: number }) => hour.transaction_count > 0);
    expect(hours).toEqual([
      { hour: 1, transaction_count: 1, total_weight_kg: 0 },
      { hour: 2, transaction_count: 1, total_weight_kg: 28_000 },
      { hour: 9, transaction_count: 2, total_weight_kg: 19_000 },
    ]);
    const calendar = await json('/api/reports/summary', { period: 'custom', ...days('2026-03-02', '2026-03-02') });
    expect(calendar.productionDayStart).toBeUndefined();
    expect(calendar.data.summary).toMatchObject({ load_transactions: 1, tare_transactions: 1, total_weight_kg: 19_000 });

    const loads = (trends: { period: string; load_count: number }[]) => trends.map((row) => [row.period, row.load_count]);
    const production = await json('/api/reports/trends', { period: 'custom', ...days('2026-03-01', '2026-03-05', 'production') });
    expect(loads(production.data.trends)).toEqual([['2026-03-01', 0], ['2026-03-02', 2], ['2026-03-03', 0], ['2026-03-04', 1], ['2026-03-05', 0]]);
    const byCalendar = await json('/api/reports/trends', { period: 'custom', ...days('2026-03-01', '2026-03-05') });
    expect(loads(byCalendar.data.trends)).toEqual([['2026-03-01', 0], ['2026-03-02', 1], ['2026-03-03', 1], ['2026-03-04', 0], ['2026-03-05', 1]]);

    // It is 5 March 03:10 at the site: still production day 4 March.
    const today = await json('/api/reports/vehicles', { period: 'today', dayBasis: 'production' });
    expect(today.dateRange).toEqual({ start: '2026-03-04', end: '2026-03-04' });
    expect(today.data.activeVehicles).toEqual([expect.objectContaining({ load_trips: 1, total_weight_hauled_kg: 24_000 })]);
    expect((await json('/api/reports/vehicles', { period: 'today' })).dateRange).toEqual({ start: '2026-03-05', end: '2026-03-05' });
  });

  it('says in the PDF that the report was read by production days', async () => {
    const pdf = await get('/api/reports/summary/export.pdf', { period: 'custom', ...days('2026-03-02', '2026-03-02', 'production') });
    const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload }).stdout.toString('utf8').replace(/\s+/g, ' ');
    expect(text).toContain('Showing data from March 2, 2026 to March 2, 2026 (Production days from 06:00)');
    const calendar = await get('/api/reports/summary/export.pdf', { period: 'custom', ...days('2026-03-02', '2026-03-02') });
    expect(spawnSync('pdftotext', ['-layout', '-', '-'], { input: calendar.rawPayload }).stdout.toString('utf8')).not.toContain('Production days');
  });

  it('refuses a day basis it does not know, naming the field and the choices', async () => {
    const urls = ['/api/scale-documents/stats', '/api/dashboard/insights', '/api/scale-documents', '/api/reports/summary', '/api/reports/trends/export.xlsx'];
    for (const url of urls) {
      const answer = await t.call('GET', `${url}?${new URLSearchParams(days('2026-03-02', '2026-03-02', 'shift'))}`, { token: site.adminToken });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error, url).toContain("Day basis must be 'calendar' or 'production'");
    }
  });

  it('reads production days as calendar days once the production day starts at 00:00', async () => {
    const shifts = { dayStart: '00:00', shifts: [{ name: 'Day', start: '00:00', end: '00:00' }] };
    expect((await t.call('PUT', '/api/site/shifts', { token: site.adminToken, body: shifts })).statusCode).toBe(200);
    expect(await json('/api/scale-documents/stats', days('2026-03-03', '2026-03-03', 'production'))).toMatchObject({ total_transactions: 1, total_weight: 28_000 });
    const summary = await json('/api/reports/summary', { period: 'custom', ...days('2026-03-03', '2026-03-03', 'production') });
    expect(summary.productionDayStart).toBeUndefined();
  });
});
