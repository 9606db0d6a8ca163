/**
 * Stops: a machine stops and runs again with one call each, two stops of one machine never overlap, a stop
 * typed afterwards keeps to the past, reasons belong to the machine's class, a detected gap is classified,
 * a correction is audited, and each module records only its own machines' stops.
 */
import { DEFAULT_STOP_REASONS, STOP_MESSAGES, type Stop, type StopReason } from '@weighbridge/contract/stops';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';

const HOUR = 3_600_000;

describe.each(ENGINES)('the Stop Counter on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let admin: string;
  let reasons: StopReason[];
  let truck: number;
  let plant: number;

  const reason = (equipmentClass: string, name: string) => reasons.find((one) => one.equipment_class === equipmentClass && one.name === name)!.reason_id;
  const post = async (url: string, body: unknown, token = admin) => t.call('POST', url, { token, body });
  const ago = (hours: number) => new Date(t.clock.now().getTime() - hours * HOUR).toISOString();

  beforeAll(async () => {
    admin = await t.signInAs('admin');
    reasons = (await t.call('GET', '/api/stop-reasons', { token: admin })).json().data;
    truck = (await post('/api/vehicles', { registration_number: 'KR 501-AB', brand: 'Volvo', model: 'A40G', fuel_type: 'diesel' })).json().data.vehicle_id;
    plant = (await post('/api/crushing-plants', { name: 'Primary crusher', rated_tons_per_hour: 450 })).json().data.plant_id;
  });

  it('starts every site with the default reasons of each kind of machine', () => {
    for (const [equipmentClass, defaults] of Object.entries(DEFAULT_STOP_REASONS)) {
      const names = reasons.filter((one) => one.equipment_class === equipmentClass).map((one) => one.name);
      expect(names.sort()).toEqual(defaults.map((one) => one.name).sort());
    }
    expect(reasons.find((one) => one.equipment_class === 'plant' && one.name === 'No feed')).toMatchObject({ category: 'standby', planned: false, active: true });
  });

  it('stops a machine with one call and runs it again with another, shown on the board meanwhile', async () => {
    const started = await post('/api/stops', { equipment_class: 'plant', machine_id: plant, reason_id: reason('plant', 'Blockage') });
    expect(started.statusCode).toBe(201);
    const stop: Stop = started.json().data;
    expect(stop).toMatchObject({ equipment_class: 'plant', machine_id: plant, machine_name: 'Primary crusher', started_at: t.clock.now().toISOString(), ended_at: null, reason_name: 'Blockage', category: 'operating_delay', source: 'manual' });

    const board = (await t.call('GET', '/api/stops/board?equipment_class=plant', { token: admin })).json().data;
    expect(board).toEqual([{ equipment_class: 'plant', machine_id: plant, name: 'Primary crusher', open_stop: stop }]);

    const again = await post('/api/stops', { equipment_class: 'plant', machine_id: plant });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STOP_MESSAGES.alreadyStopped);

    t.clock.advance(HOUR / 2);
    const ended = await post(`/api/stops/${stop.stop_id}/end`, {});
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toMatchObject({ ended_at: t.clock.now().toISOString(), reason_name: 'Blockage' });
    expect((await t.call('GET', '/api/stops/board?equipment_class=plant', { token: admin })).json().data[0].open_stop).toBeNull();

    const endedAgain = await post(`/api/stops/${stop.stop_id}/end`, {});
    expect(endedAgain.statusCode).toBe(409);
    expect(endedAgain.json().error).toBe(STOP_MESSAGES.notStopped);
  });

  it('refuses a stop typed afterwards that overlaps another of the same machine, and keeps the first', async () => {
    const first = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(5), ended_at: ago(4), reason_id: reason('vehicle', 'Refuelling') });
    expect(first.statusCode).toBe(201);
    const overlapping = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(4.5), ended_at: ago(3), reason_id: reason('vehicle', 'Repair') });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toBe(STOP_MESSAGES.overlaps);
    // Touching is not overlapping: the next stop may start the minute the first ended.
    const next = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(4), ended_at: ago(3.5), reason_id: reason('vehicle', 'Repair') });
    expect(next.statusCode).toBe(201);
    const listed = (await t.call('GET', `/api/stops?from=${encodeURIComponent(ago(6))}&to=${encodeURIComponent(ago(0))}&equipment_class=vehicle&machine_id=${truck}`, { token: admin })).json().data;
    expect(listed.map((stop: Stop) => stop.reason_name)).toEqual(['Refuelling', 'Repair']);
  });

  it('refuses, with a message that says why, a stop in the future, one that ends before it starts, a reason of another machine and a missing comment', async () => {
    const future = new Date(t.clock.now().getTime() + HOUR).toISOString();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ started_at: ago(1), ended_at: future }, 400, STOP_MESSAGES.inFuture],
      [{ started_at: ago(1), ended_at: ago(2) }, 400, STOP_MESSAGES.endBeforeStart],
      [{ reason_id: reason('scale', 'Calibration') }, 400, STOP_MESSAGES.reasonOfOtherClass],
      [{ reason_id: reason('vehicle', 'Breakdown') }, 400, STOP_MESSAGES.commentRequired('Breakdown')],
      [{ machine_id: 999_999 }, 400, STOP_MESSAGES.unknownMachine(999_999)],
      [{ equipment_class: 'ship' }, 400, 'Machine type must be one of scale, vehicle, rig, plant'],
    ];
    const before = await queryRows(t.database.db, sql`select count(*)::int as count from stops`);
    for (const [fields, status, message] of cases) {
      const answer = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(10), ended_at: ago(9), ...fields });
      expect([answer.statusCode, answer.json().error], JSON.stringify(fields)).toEqual([status, message]);
    }
    expect(await queryRows(t.database.db, sql`select count(*)::int as count from stops`)).toEqual(before);
  });

  it('classifies a stop without a reason and corrects a closed one, each change audited with its before', async () => {
    const gap: Stop = (await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(8), ended_at: ago(7) })).json().data;
    expect(gap).toMatchObject({ reason_id: null, category: null });
    const unclassified = (await t.call('GET', `/api/stops?from=${encodeURIComponent(ago(24))}&to=${encodeURIComponent(ago(0))}&unclassified=true`, { token: admin })).json().data;
    expect(unclassified.map((stop: Stop) => stop.stop_id)).toContain(gap.stop_id);

    const classified = await post(`/api/stops/${gap.stop_id}/classify`, { reason_id: reason('vehicle', 'Breakdown'), comment: 'Hydraulic hose' });
    expect(classified.json().data).toMatchObject({ reason_name: 'Breakdown', category: 'unscheduled_maintenance', comment: 'Hydraulic hose' });

    const corrected = await t.call('PUT', `/api/stops/${gap.stop_id}`, {
      token: admin,
      body: { started_at: ago(8.25), ended_at: ago(7), reason_id: reason('vehicle', 'Breakdown'), comment: 'Hydraulic hose burst' },
    });
    expect(corrected.statusCode).toBe(200);
    const audit = await queryRows<{ action: string; details: { before: Stop; after: Stop } }>(
      t.database.db,
      sql`select action, details from audit_log where entity_type = 'stop' and entity_id = ${String(gap.stop_id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['stop.record', 'stop.classify', 'stop.edit']);
    expect(audit[2]!.details.before).toMatchObject({ started_at: ago(8), comment: 'Hydraulic hose' });
    expect(audit[2]!.details.after).toMatchObject({ started_at: ago(8.25), comment: 'Hydraulic hose burst' });
  });

  it('lets each module record its own machines only: an operator none, a custom drilling role only rigs', async () => {
    const operator = await t.signInAs('operator');
    const refused = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(12), ended_at: ago(11) }, operator);
    expect(refused.statusCode).toBe(403);

    await post('/api/roles', { name: 'driller', label: 'Driller', grants: ['drilling.stop-counter'] });
    const driller = await t.signInAs('driller');
    const truckStop = await post('/api/stops', { equipment_class: 'vehicle', machine_id: truck, started_at: ago(12), ended_at: ago(11) }, driller);
    expect([truckStop.statusCode, truckStop.json().error]).toEqual([403, 'You do not have permission for this action (Garage Module / Stop Counter: Record)']);
    const rig = (await post('/api/drill-rigs', { name: 'Sandvik DP1500i' }, driller)).json().data;
    const rigStop = await post('/api/stops', { equipment_class: 'rig', machine_id: rig.rig_id, reason_id: reason('rig', 'Weather') }, driller);
    expect(rigStop.statusCode).toBe(201);
  });

  it('keeps a machine that has recorded stops: its delete is refused with that', async () => {
    const kept = await t.call('DELETE', `/api/vehicles/${truck}`, { token: admin });
    expect([kept.statusCode, kept.json().error]).toEqual([409, 'Vehicle has recorded stops and cannot be deleted']);
  });
});
