/**
 * The Stop Counter's figures for one crusher's shift, worked out by hand: the stops cut at the shift's ends,
 * the hours of each category, the time usage model's ratios, the Pareto of reasons, and the tons lost to
 * downtime at the rate the weighbridge saw the crusher fed.
 */
import type { StopFigures } from '@weighbridge/contract/stop-figures';
import type { StopReason } from '@weighbridge/contract/stops';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite } from '../../test/site-data.js';

// The test clock starts at 2026-03-02 08:00 UTC; Ljubljana is UTC+1: the 06:00-14:00 shift of 3 March is
// 05:00-13:00 UTC. The crusher's rate is read over the 30 site days before 3 March, which hold the loads of 2 March.
const SHIFT = { from: '2026-03-03T05:00:00.000Z', to: '2026-03-03T13:00:00.000Z' };

describe.each(ENGINES)('the Stop Counter figures on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  let plant: number;

  beforeAll(async () => {
    const site = await makeSite(t);
    admin = site.adminToken;
    plant = (await t.call('POST', '/api/crushing-plants', { token: admin, body: { name: 'Primary jaw', rated_tons_per_hour: 300, station_ids: [site.stationId] } })).json().data.plant_id;
    // Two loads of 20 t each delivered to the crusher's station at 08:00 UTC.
    expect((await t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } })).statusCode).toBe(201);
    for (let load = 0; load < 2; load += 1) {
      expect((await t.call('POST', '/api/scale-documents/record-load', { token: admin, body: loadBody(site, 30_000) })).statusCode).toBe(201);
    }
    t.clock.advance(30 * 3_600_000);
    // A session ends after hours without a request: the supervisor signs in again the next day.
    admin = await t.signInAs('admin');
    const reasons: StopReason[] = (await t.call('GET', '/api/stop-reasons', { token: admin })).json().data;
    const reason = (name: string) => reasons.find((one) => one.equipment_class === 'plant' && one.name === name)!.reason_id;
    const stops: [string, string, string, string | null][] = [
      ['2026-03-03T04:00:00Z', '2026-03-03T05:30:00Z', 'Breakdown', 'Jaw plate cracked'], // 0.5 h within the shift
      ['2026-03-03T05:30:00Z', '2026-03-03T06:30:00Z', 'Breakdown', 'Jaw plate again'],
      ['2026-03-03T07:00:00Z', '2026-03-03T07:30:00Z', 'Maintenance', null],
      ['2026-03-03T09:00:00Z', '2026-03-03T10:00:00Z', 'No feed', null],
      ['2026-03-03T11:00:00Z', '2026-03-03T11:30:00Z', 'Blockage', null],
      ['2026-03-03T12:30:00Z', '2026-03-03T14:00:00Z', 'Power failure', null], // 0.5 h within the shift
    ];
    for (const [started, ended, name, comment] of stops) {
      const body = { equipment_class: 'plant', machine_id: plant, started_at: started, ended_at: ended, reason_id: reason(name), comment };
      expect((await t.call('POST', '/api/stops', { token: admin, body })).statusCode).toBe(201);
    }
  });

  it('cuts the stops at the shift and reads availability, utilisation, MTBF, MTTR and lost tons as worked out by hand', async () => {
    const answer = await t.call('GET', `/api/stops/figures?from=${SHIFT.from}&to=${SHIFT.to}&equipment_class=plant`, { token: admin });
    expect(answer.statusCode).toBe(200);
    const figures: StopFigures = answer.json().data;
    const crusher = figures.machines.find((machine) => machine.machine_id === plant)!;
    // Breakdown 0.5 + 1 = 1.5 h in 2 stops; maintenance 0.5; no feed 1; blockage 0.5; power failure 0.5.
    expect(crusher.category_hours).toEqual({ unscheduled_maintenance: 1.5, scheduled_maintenance: 0.5, standby: 1, external: 0.5, operating_delay: 0.5, unclassified: 0 });
    expect(crusher).toMatchObject({ calendar_hours: 8, stop_hours: 4, stops: 6, breakdowns: 2 });
    // Available 8 - 2 = 6 h; utilised 6 - 1.5 = 4.5 h.
    expect(crusher.physical_availability).toBeCloseTo(0.75, 10);
    expect(crusher.use_of_availability).toBeCloseTo(0.75, 10);
    expect(crusher.effective_utilisation).toBeCloseTo(0.5625, 10);
    expect(crusher.mtbf_hours).toBeCloseTo(2.25, 10);
    expect(crusher.mttr_hours).toBeCloseTo(0.75, 10);
    // Fed 40 t in the 30 days (720 h) before 3 March and never stopped in them: 40 / 720 t/h.
    expect(crusher.tons_per_hour).toBeCloseTo(40 / 720, 10);
    expect(crusher.lost_tons).toBeCloseTo((4 * 40) / 720, 10);

    expect(figures.reasons.map((reason) => [reason.name, reason.hours, reason.stops])).toEqual([
      ['Breakdown', 1.5, 2],
      ['No feed', 1, 1],
      ['Blockage', 0.5, 1],
      ['Maintenance', 0.5, 1],
      ['Power failure', 0.5, 1],
    ]);
    expect(figures.reasons.map((reason) => reason.cumulative_share)).toEqual([0.375, 0.625, 0.75, 0.875, 1]);
    expect(figures.classes).toEqual([expect.objectContaining({ equipment_class: 'plant', machines: 1, stop_hours: 4, calendar_hours: 8 })]);
  });

  it('counts a period that has not ended only up to now', async () => {
    // Now is 14:00 UTC: of the day to 23:00 UTC, 05:00-14:00 has passed.
    const figures: StopFigures = (await t.call('GET', '/api/stops/figures?from=2026-03-03T05:00:00Z&to=2026-03-03T23:00:00Z&equipment_class=plant', { token: admin })).json().data;
    expect(figures.to).toBe('2026-03-03T14:00:00.000Z');
    expect(figures.machines.find((machine) => machine.machine_id === plant)).toMatchObject({ calendar_hours: 9, stop_hours: 5 });
  });

  it('refuses a period that ends before it starts or is longer than 400 days', async () => {
    const backwards = await t.call('GET', `/api/stops/figures?from=${SHIFT.to}&to=${SHIFT.from}`, { token: admin });
    expect([backwards.statusCode, backwards.json().error]).toEqual([400, 'To must be after From']);
    const long = await t.call('GET', '/api/stops/figures?from=2025-01-01T00:00:00Z&to=2026-03-01T00:00:00Z', { token: admin });
    expect([long.statusCode, long.json().error]).toEqual([400, 'To must be at most 400 days after From']);
  });
});
