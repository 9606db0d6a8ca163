/**
 * Shift logs: the night shift's feed prefilled from the loads weighed to the plant's stations between 22:00 and
 * 06:00 at the site (a window that crosses midnight, listed here by hand in UTC), a voided load and a load to
 * another station left out; a typed feed kept beside the weighed one with its reason; sign-off fixes a log,
 * its outputs received on their stockpiles, and an amendment with its reason rewrites them, audited.
 */
import { PRODUCTION_MESSAGES } from '@weighbridge/contract/production';
import type { ShiftLog } from '@weighbridge/contract/shift-logs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';

/** Europe/Ljubljana is UTC+1 in early March: the night shift of production day 3 March runs 21:00Z to 05:00Z. */
const NIGHT = { production_day: '2026-03-03', shift_name: 'Night' };

describe.each(ENGINES)('shift logs on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;
  let plant: number;
  let sand: number;
  let gravel: number;
  let sandPile: number;

  const call = (method: string, url: string, body?: unknown, token = admin) => t.call(method, url, { token, body });
  const moveTo = async (iso: string) => {
    t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
    admin = await t.signInAs('admin');
  };
  /** Weighs a load (tare 10 t) to a station at a time; its document id. */
  const weighAt = async (iso: string, fullWeight: number, extra: Record<string, unknown> = {}) => {
    await moveTo(iso);
    const response = await call('POST', '/api/scale-documents/record-load', loadBody(site, fullWeight, extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.document_id as number;
  };
  const shiftUrl = (key: { production_day: string; shift_name: string }) => `/api/production/shift-logs/shift?plant_id=${plant}&production_day=${key.production_day}&shift_name=${key.shift_name}`;
  const logCount = async () => (await queryRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from shift_logs`))[0]!.count;

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    const otherStation = (await call('POST', '/api/unloading-stations', { areaName: 'Stockpile yard' })).json().data.station_id;
    plant = (await call('POST', '/api/crushing-plants', { name: 'Primary jaw', rated_tons_per_hour: 300, station_ids: [site.stationId] })).json().data.plant_id;
    sand = (await call('POST', '/api/materials', { name: 'Sand 0-4', registration_id: 'P-04', size_from_mm: 0, size_to_mm: 4 })).json().data.material_id;
    gravel = (await call('POST', '/api/materials', { name: 'Gravel 8-16', registration_id: 'P-816', size_from_mm: 8, size_to_mm: 16 })).json().data.material_id;
    sandPile = (await call('POST', '/api/production/stockpiles', { material_id: sand, place: 'Yard A', opening_tons: 100, opening_date: '2026-03-01' })).json().data.stockpile_id;
    expect((await call('POST', '/api/tara-weighings', { vehicleId: site.vehicleId, tareWeight: 10_000 })).statusCode).toBe(201);

    await weighAt('2026-03-03T20:50:00Z', 40_000); // 21:50 at the site: the afternoon shift's
    await weighAt('2026-03-03T21:00:00Z', 35_000); // 22:00: the night's first minute, 25 t
    await weighAt('2026-03-03T23:40:00Z', 30_500); // 00:40 on 4 March, still the night of 3 March, 20.5 t
    const voided = await weighAt('2026-03-04T01:00:00Z', 50_000);
    expect((await t.call('DELETE', `/api/scale-documents/${voided}`, { token: admin, body: { reason: 'Wrong truck' } })).statusCode).toBe(200);
    await weighAt('2026-03-04T02:00:00Z', 45_000, { unloadingStationId: otherStation }); // to another station: not the plant's feed
    await weighAt('2026-03-04T04:59:00Z', 32_000); // 05:59, 22 t
    await weighAt('2026-03-04T05:00:00Z', 33_000); // 06:00: the next day's morning shift
    await moveTo('2026-03-04T09:00:00Z');
  });

  it('answers the night shift’s draft with the feed weighed to the plant’s stations across midnight, writing nothing', async () => {
    const response = await call('GET', shiftUrl(NIGHT));
    expect(response.statusCode, response.body).toBe(200);
    const draft: ShiftLog = response.json().data;
    expect(draft).toMatchObject({
      log_id: null,
      plant_name: 'Primary jaw',
      status: 'open',
      shift_start: '2026-03-03T21:00:00.000Z',
      shift_end: '2026-03-04T05:00:00.000Z',
      feed_tons_weighed: 67.5, // 25 + 20.5 + 22
      feed_loads: 3,
      feed_tons_typed: null,
      feed_tons: 67.5,
      outputs: [],
    });
    expect(await logCount()).toBe(0);
  });

  it('records the log with a typed feed beside the weighed one, signs it, and receives its output on the product’s pile', async () => {
    const body = {
      plant_id: plant,
      ...NIGHT,
      hour_meter_start: 1200.5,
      hour_meter_end: 1207.25,
      feed_tons_typed: 70,
      feed_correction_reason: 'Belt scale reads 70 t',
      outputs: [
        { material_id: sand, tons: 40 },
        { material_id: gravel, tons: 25.5 },
      ],
      energy_kwh: 1850,
      notes: 'Screen deck changed at 02:00',
    };
    const recorded = await call('POST', '/api/production/shift-logs', body);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const log: ShiftLog = recorded.json().data;
    expect(log).toMatchObject({ status: 'open', running_hours: 6.75, feed_tons_weighed: 67.5, feed_tons_typed: 70, feed_tons: 70, output_tons: 65.5, recorded_by: expect.stringMatching(/^admin/) });
    // The output names no pile: sand has one, gravel none.
    expect(log.outputs.map((output) => [output.material_name, output.tons, output.stockpile_id])).toEqual([
      ['Gravel 8-16', 25.5, null],
      ['Sand 0-4', 40, sandPile],
    ]);
    expect((await call('GET', shiftUrl(NIGHT))).json().data.log_id).toBe(log.log_id);
    expect((await call('POST', '/api/production/shift-logs', body)).json().error).toBe(PRODUCTION_MESSAGES.shiftLogExists);

    const signed = await call('POST', `/api/production/shift-logs/${log.log_id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().data).toMatchObject({ status: 'signed', signed_by: expect.stringMatching(/^admin/), signed_at: t.clock.now().toISOString() });
    const balances = (await call('GET', '/api/production/stockpile-balances?from=2026-03-03&to=2026-03-03')).json().data;
    expect(balances.stockpiles.find((pile: { stockpile_id: number }) => pile.stockpile_id === sandPile)).toMatchObject({ start_tons: 100, received_tons: 40, end_tons: 140 });

    const edit = await call('PUT', `/api/production/shift-logs/${log.log_id}`, { outputs: [] });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toBe(PRODUCTION_MESSAGES.shiftLogSigned);
  });

  it('changes a signed log only by an amendment with its reason, audited, rewriting its receipts', async () => {
    const { log_id: logId } = (await call('GET', shiftUrl(NIGHT))).json().data;
    const values = { hour_meter_start: 1200.5, hour_meter_end: 1207.25, feed_tons_typed: null, outputs: [{ material_id: sand, tons: 45 }], energy_kwh: 1850 };
    const withoutReason = await call('POST', `/api/production/shift-logs/${logId}/amend`, values);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json().error).toBe('Reason for the amendment is required');

    const amended = await call('POST', `/api/production/shift-logs/${logId}/amend`, { ...values, amendment_reason: 'Gravel was sand: one screen' });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json().data).toMatchObject({ status: 'signed', feed_tons: 67.5, feed_tons_typed: null, output_tons: 45 });
    const pile = (await call('GET', '/api/production/stockpile-balances?from=2026-03-03&to=2026-03-03')).json().data.stockpiles.find((one: { stockpile_id: number }) => one.stockpile_id === sandPile);
    expect(pile).toMatchObject({ received_tons: 45, end_tons: 145 });

    const [audit] = await queryRows<{ details: { before: ShiftLog; after: ShiftLog; reason: string } }>(
      t.database.db,
      sql`select details from audit_log where action = 'shift_log.amend' and entity_id = ${String(logId)}`,
    );
    expect(audit!.details.reason).toBe('Gravel was sand: one screen');
    expect(audit!.details.before.output_tons).toBe(65.5);
    expect(audit!.details.after.output_tons).toBe(45);
    const amendments = await call('GET', `/api/production/shift-logs/${logId}/amendments`);
    expect(amendments.statusCode, amendments.body).toBe(200);
    expect(amendments.json().data).toEqual([{ amended_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), amended_by: expect.stringMatching(/^admin/), reason: 'Gravel was sand: one screen' }]);
  });

  it('refuses a meter that runs backwards, a typed feed without its reason, a shift not started and an unknown shift', async () => {
    const morning = { plant_id: plant, production_day: '2026-03-04', shift_name: 'Morning' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...morning, hour_meter_start: 1210, hour_meter_end: 1209 }, PRODUCTION_MESSAGES.hoursBackwards],
      [{ ...morning, feed_tons_typed: 12 }, PRODUCTION_MESSAGES.correctionNeedsReason],
      [{ ...morning, production_day: '2026-03-05' }, PRODUCTION_MESSAGES.shiftLogInFuture],
      [{ ...morning, shift_name: 'Graveyard' }, "The site's shifts have none named 'Graveyard'"],
      [{ ...morning, outputs: [{ material_id: sand, tons: 1 }, { material_id: sand, tons: 2 }] }, 'Sand 0-4 is listed twice in the output: one line per product'],
    ];
    for (const [body, error] of cases) {
      const response = await call('POST', '/api/production/shift-logs', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(error);
    }
    // The morning shift's draft: the 06:00 load is its feed.
    expect((await call('GET', shiftUrl(morning))).json().data).toMatchObject({ feed_tons_weighed: 23, feed_loads: 1 });
  });

  it('lets a viewer neither read nor record shift logs', async () => {
    const viewer = await t.signInAs('viewer');
    expect((await call('GET', shiftUrl(NIGHT), undefined, viewer)).statusCode).toBe(403);
    expect((await call('GET', '/api/production/shift-logs?from=2026-03-01&to=2026-03-31', undefined, viewer)).statusCode).toBe(403);
  });
});
