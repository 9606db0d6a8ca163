/**
 * Production's figures of one production day, each worked out here by hand from the loads, logs, plan, survey
 * and stop the test makes (Europe/Ljubljana, UTC+1 in early March: production day 3 March runs 05:00Z to 05:00Z,
 * Morning 05:00-13:00Z, Afternoon 13:00-21:00Z, Night 21:00-05:00Z).
 */
import type { PlantFigures } from '@weighbridge/contract/production-figures';
import { planToDate } from '@weighbridge/contract/production-figures';
import type { StopReason } from '@weighbridge/contract/stops';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';

describe('the plan to a day', () => {
  it('takes the months before whole and the day’s month by its days so far', () => {
    const months = [100, 280, 310, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    expect(planToDate(months, '2026-02-14')).toEqual({ monthToDate: 140, yearToDate: 240 });
    expect(planToDate(months, '2026-03-31')).toEqual({ monthToDate: 310, yearToDate: 690 });
  });
});

describe.each(ENGINES)('production figures on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;
  let plant: number;
  let sand: number;

  const call = (method: string, url: string, body?: unknown, token = admin) => t.call(method, url, { token, body });
  const ok = async (method: string, url: string, body?: unknown) => {
    const response = await call(method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json().data;
  };
  const moveTo = async (iso: string) => {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    admin = await t.signInAs('admin');
  };
  const weighAt = async (iso: string, fullWeight: number) => {
    await moveTo(iso);
    await ok('POST', '/api/scale-documents/record-load', loadBody(site, fullWeight));
  };

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    plant = (await ok('POST', '/api/crushing-plants', { name: 'Primary jaw', station_ids: [site.stationId] })).plant_id;
    sand = (await ok('POST', '/api/materials', { name: 'Sand 0-4', registration_id: 'F-04', size_from_mm: 0, size_to_mm: 4 })).material_id;
    const pile = (await ok('POST', '/api/production/stockpiles', { material_id: sand, place: 'Yard A', opening_date: '2026-03-01' })).stockpile_id;
    const draft = await ok('POST', '/api/production/crush-plans', { year: 2026 });
    await ok('PUT', `/api/production/crush-plans/${draft.revision_id}/lines`, {
      lines: [
        { plant_id: plant, material_id: sand, month: 2, tons: 2800 },
        { plant_id: plant, material_id: sand, month: 3, tons: 3000 },
        { plant_id: plant, material_id: sand, month: 3, shift_name: 'Night', tons: 100 },
      ],
    });
    await ok('POST', `/api/production/crush-plans/${draft.revision_id}/approve`, { reason: 'Budget' });

    await ok('POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000 });
    await weighAt('2026-03-03T06:00:00Z', 35_000); // morning, 25 t
    await weighAt('2026-03-03T07:00:00Z', 30_000); // morning, 20 t
    await weighAt('2026-03-03T14:00:00Z', 40_000); // afternoon, 30 t
    await weighAt('2026-03-03T22:00:00Z', 25_000); // night, 15 t: no log of it
    await moveTo('2026-03-04T09:00:00Z');

    const morning = await ok('POST', '/api/production/shift-logs', {
      plant_id: plant,
      production_day: '2026-03-03',
      shift_name: 'Morning',
      hour_meter_start: 1000,
      hour_meter_end: 1006,
      feed_tons_typed: 50,
      feed_correction_reason: 'Belt scale',
      outputs: [{ material_id: sand, tons: 48 }],
      energy_kwh: 600,
    });
    await ok('POST', `/api/production/shift-logs/${morning.log_id}/sign`);
    const afternoon = await ok('POST', '/api/production/shift-logs', {
      plant_id: plant,
      production_day: '2026-03-03',
      shift_name: 'Afternoon',
      hour_meter_start: 1006,
      hour_meter_end: 1008,
      outputs: [{ material_id: sand, tons: 27 }],
    });
    await ok('POST', `/api/production/shift-logs/${afternoon.log_id}/sign`);
    // Book 48 + 27 = 75 t, measured 70 t: a survey adjustment of -5 t.
    await ok('POST', `/api/production/stockpiles/${pile}/surveys`, { date: '2026-03-03', measured_tons: 70 });

    const reasons: StopReason[] = await ok('GET', '/api/stop-reasons');
    const breakdown = reasons.find((reason) => reason.equipment_class === 'plant' && reason.name === 'Breakdown')!.reason_id;
    await ok('POST', '/api/stops', { equipment_class: 'plant', machine_id: plant, started_at: '2026-03-03T15:00:00Z', ended_at: '2026-03-03T17:00:00Z', reason_id: breakdown, comment: 'Jaw die' });
  });

  it('answers the day’s feed, output, yield, hours, energy, availability, plan attainment and feed check as summed by hand', async () => {
    const figures = await ok('GET', `/api/production/figures?from=2026-03-03&to=2026-03-03&plant_id=${plant}`);
    expect(figures.plants).toHaveLength(1);
    const jaw: PlantFigures = figures.plants[0];
    expect(jaw).toMatchObject({
      name: 'Primary jaw',
      logs: 2,
      feed_weighed_tons: 90, // 25 + 20 + 30 + 15
      feed_tons: 80, // typed 50 in the morning, weighed 30 in the afternoon
      output_tons: 75,
      products: [{ material_id: sand, material_name: 'Sand 0-4', tons: 75, yield: 75 / 80 }],
      running_hours: 8,
      tons_per_operating_hour: 10,
      scheduled_hours: 24,
      utilisation: 8 / 24,
      availability: 22 / 24, // a 2-hour breakdown
      energy_kwh: 600,
      specific_energy_kwh_per_ton: 12, // 600 kWh over the morning's 50 t
      plan_month_to_date_tons: 300, // March's 3100 t x 3/31
      actual_month_to_date_tons: 75,
      attainment_month_to_date: 0.25,
      plan_year_to_date_tons: 3100, // February's 2800 + 300
      actual_year_to_date_tons: 75,
      attainment_year_to_date: 75 / 3100,
      feed_check: {
        weighbridge_tons: 75, // the loads of the two logged shifts
        logged_tons: 80,
        survey_tons: 70, // output 75, less the survey's 5
        logged_variance_tons: 5,
        logged_variance_share: 5 / 75,
        survey_variance_tons: -5,
        survey_variance_share: -5 / 75,
      },
    });
  });

  it('keeps each log’s weighed feed of its own shift when the site’s pattern changes, on the hour or off it', async () => {
    const feedOfDay = async () => {
      const figures = await ok('GET', `/api/production/figures?from=2026-03-03&to=2026-03-03&plant_id=${plant}`);
      return [figures.plants[0].feed_tons, figures.plants[0].feed_check.weighbridge_tons];
    };
    expect(await feedOfDay()).toEqual([80, 75]);
    // Two 12-hour shifts: the logs' Morning and Afternoon are no longer the pattern's, and read their loads.
    await ok('PUT', '/api/site/shifts', { dayStart: '06:00', shifts: [{ name: 'Day', start: '06:00', end: '18:00' }, { name: 'Night', start: '18:00', end: '06:00' }] });
    expect(await feedOfDay()).toEqual([80, 75]);
    // A pattern off the hour reads every log from its loads.
    await ok('PUT', '/api/site/shifts', { dayStart: '06:30', shifts: [{ name: 'Day', start: '06:30', end: '18:30' }, { name: 'Night', start: '18:30', end: '06:30' }] });
    expect(await feedOfDay()).toEqual([80, 75]);
    await ok('PUT', '/api/site/shifts', {
      dayStart: '06:00',
      shifts: [
        { name: 'Morning', start: '06:00', end: '14:00' },
        { name: 'Afternoon', start: '14:00', end: '22:00' },
        { name: 'Night', start: '22:00', end: '06:00' },
      ],
    });
  });

  it('answers a plant without logs with zeros and no ratios, and refuses a period that ends before it starts', async () => {
    const figures = await ok('GET', '/api/production/figures?from=2026-03-05&to=2026-03-05');
    expect(figures.plants.find((one: PlantFigures) => one.plant_id === plant)).toMatchObject({ logs: 0, feed_tons: 0, products: [], tons_per_operating_hour: null, utilisation: null, scheduled_hours: 0 });
    const backwards = await call('GET', '/api/production/figures?from=2026-03-05&to=2026-03-04');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('From must not be after the end date');
  });

  it('adds up a whole month kept and a ragged one from its logs alike, each log’s exceptions read on its own', async () => {
    // 1 April (summer time, UTC+2): Morning 04:00-12:00Z, Afternoon 12:00-20:00Z, Night 20:00-04:00Z.
    await weighAt('2026-04-01T05:00:00Z', 30_000); // morning, 20 t
    await weighAt('2026-04-01T13:00:00Z', 40_000); // afternoon, 30 t
    await weighAt('2026-04-01T21:00:00Z', 20_000); // night, 10 t
    await moveTo('2026-04-02T09:00:00Z');
    const logged = async (shift: string, values: Record<string, unknown>) => {
      const log = await ok('POST', '/api/production/shift-logs', { plant_id: plant, production_day: '2026-04-01', shift_name: shift, outputs: [{ material_id: sand, tons: 5 }], ...values });
      await ok('POST', `/api/production/shift-logs/${log.log_id}/sign`);
    };
    await logged('Morning', { energy_kwh: 100 });
    await logged('Afternoon', { energy_kwh: 200, feed_tons_typed: 35, feed_correction_reason: 'Belt scale' });
    await logged('Night', {});

    // March whole from its kept month (3 March's two logs), 1 April from its three logs.
    const figures = await ok('GET', `/api/production/figures?from=2026-03-01&to=2026-04-01&plant_id=${plant}`);
    const jaw: PlantFigures = figures.plants[0];
    expect(jaw).toMatchObject({
      logs: 5,
      feed_weighed_tons: 150, // every load of the period, 3 March's night too
      feed_tons: 145, // typed 50 and 35, weighed 30 (3 March's afternoon), 20 and 10
      energy_kwh: 900,
      specific_energy_kwh_per_ton: 900 / 105, // over the feed of the logs with energy: 50 + 20 + 35
    });
    expect(jaw.feed_check).toMatchObject({ weighbridge_tons: 135, logged_tons: 145 }); // 75 of 3 March's two shifts, 60 of 1 April's three
  });
});
