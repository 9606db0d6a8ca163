/**
 * The dashboard read for a window of moments (its "This shift"): the cards, insights, trips and recent
 * transactions count the loads and taras weighed in [from, to), however many the day holds; a window that
 * is not one (no start, backwards, longer than two days) is refused with a clear message.
 */
import { MOMENT_WINDOW_MAX_HOURS } from '@weighbridge/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

/** The test clock starts at 2026-03-02 08:00 UTC (09:00 at the site); the morning shift is 06:00-14:00 UTC here. */
const MORNING = { from: '2026-03-02T06:00:00Z', to: '2026-03-02T14:00:00Z' };
const AFTERNOON = { from: '2026-03-02T14:00:00Z', to: '2026-03-02T22:00:00Z' };

describe.each(ENGINES)('the dashboard of a shift on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;

  const get = async (url: string, window: Record<string, string>) => {
    const answer = await t.call('GET', `${url}?${new URLSearchParams(window)}`, { token: site.adminToken });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  async function weigh(tareKg: number, fullKg: number) {
    expect((await t.call('POST', '/api/tara-weighings', { token: site.adminToken, body: { vehicleId: site.vehicleId, tareWeight: tareKg } })).statusCode).toBe(201);
    t.clock.advance(10 * 60_000);
    expect((await t.call('POST', '/api/scale-documents/record-load', { token: site.adminToken, body: loadBody(site, fullKg) })).statusCode).toBe(201);
  }

  beforeAll(async () => {
    t = await startTestApp(engine);
    site = await makeSite(t);
    await weigh(12_000, 31_000); // 08:00 and 08:10: the morning's
    t.clock.advance(6 * 3_600_000 + 20 * 60_000); // 14:30
    await weigh(12_500, 40_500); // 14:30 and 14:40: the afternoon's
    await weigh(12_500, 36_500); // 14:40 and 14:50
  });
  afterAll(async () => t.close());

  it('counts the cards, insights, trips and recent transactions of each shift alone', async () => {
    expect(await get('/api/scale-documents/stats', MORNING)).toMatchObject({ total_transactions: 1, total_weight: 19_000, unique_vehicles: 1 });
    expect(await get('/api/scale-documents/stats', AFTERNOON)).toMatchObject({ total_transactions: 2, total_weight: 52_000, avg_weight: 26_000, unique_vehicles: 1 });

    const insights = (await get('/api/dashboard/insights', AFTERNOON)).data;
    expect(insights.materials).toEqual([expect.objectContaining({ material_id: site.materialId, transaction_count: 2, total_weight_kg: 52_000 })]);
    const trips = (await get('/api/dashboard/vehicle-trips', MORNING)).data;
    expect(trips.find((trip: { vehicle_id: number }) => trip.vehicle_id === site.vehicleId)).toMatchObject({ trip_count: 1 });

    // The list holds the taras too: the afternoon's two loads and its two taras, of 14:30 and 14:40.
    const recent = await get('/api/scale-documents', { ...AFTERNOON, limit: '50' });
    expect(recent.pagination.total).toBe(4);
    expect(recent.data.filter((row: { document_number: string | null }) => row.document_number?.startsWith('SD-'))).toHaveLength(2);
    // The whole day, by days, holds both shifts.
    expect(await get('/api/scale-documents/stats', { startDate: '2026-03-02', endDate: '2026-03-02' })).toMatchObject({ total_transactions: 3, total_weight: 71_000 });
  });

  it('refuses a window without its start, backwards or too long, naming the field', async () => {
    const refusals: [Record<string, string>, string][] = [
      [{ to: MORNING.to }, 'To must be given together with From'],
      [{ from: MORNING.to, to: MORNING.from }, 'To must be after From'],
      [{ from: '2026-03-01T00:00:00Z', to: '2026-03-03T00:00:01Z' }, `To must be at most ${MOMENT_WINDOW_MAX_HOURS} hours after From`],
      [{ from: 'yesterday', to: MORNING.to }, 'From must be a moment such as 2026-03-02T06:00:00Z'],
    ];
    for (const [window, message] of refusals) {
      for (const url of ['/api/scale-documents/stats', '/api/dashboard/insights', '/api/scale-documents']) {
        const answer = await t.call('GET', `${url}?${new URLSearchParams(window)}`, { token: site.adminToken });
        expect(answer.statusCode, `${url} ${JSON.stringify(window)}`).toBe(400);
        expect(answer.json().error).toContain(message);
      }
    }
  });
});
