/**
 * Gaps proposed to a supervisor: the idle spans of a truck worked out from its weighings and its usual cycle,
 * hand-listed, then the same through the API from loads weighed on the test clock, with a recorded stop taken
 * out and a classified gap gone from the list.
 */
import type { Gap, StopReason } from '@weighbridge/contract/stops';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';
import { loadBody, makeSite, type Site } from '../../test/site-data.js';
import { idleSpans, uncovered } from './gaps.js';

const MINUTE = 60_000;
const at = (time: string) => Date.parse(`2026-03-03T${time}:00Z`);

describe('the idle spans of a machine', () => {
  const cycle = 30 * MINUTE;

  it('leaves one cycle of work after each weighing and before the first, and proposes what is more than a cycle beyond it', () => {
    const events = ['05:20', '05:50', '08:00', '08:30'].map(at);
    expect(idleSpans(events, at('05:00'), at('13:00'), cycle)).toEqual([
      { from: at('06:20'), to: at('08:00') },
      { from: at('09:00'), to: at('13:00') },
    ]);
  });

  it('proposes a late start, and the whole window of a machine never weighed', () => {
    expect(idleSpans([at('07:00')], at('05:00'), at('07:40'), cycle)).toEqual([{ from: at('05:00'), to: at('06:30') }]);
    expect(idleSpans([], at('05:00'), at('13:00'), cycle)).toEqual([{ from: at('05:00'), to: at('13:00') }]);
  });

  it('takes out what recorded stops cover', () => {
    const span = { from: at('09:00'), to: at('13:00') };
    expect(uncovered(span, [{ from: at('10:00'), to: at('11:00') }])).toEqual([
      { from: at('09:00'), to: at('10:00') },
      { from: at('11:00'), to: at('13:00') },
    ]);
    expect(uncovered(span, [{ from: at('08:00'), to: at('14:00') }])).toEqual([]);
  });
});

describe.each(ENGINES)('gaps proposed from the weighbridge on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let admin: string;

  /** Moves the test clock on (signing in again: a session ends after hours idle). */
  const moveTo = async (time: number) => {
    t.clock.advance(time - t.clock.now().getTime());
    admin = await t.signInAs('admin');
  };
  /** Weighs a load of the site's truck at a time. */
  const weighAt = async (time: number) => {
    await moveTo(time);
    expect((await t.call('POST', '/api/scale-documents/record-load', { token: admin, body: loadBody(site, 30_000) })).statusCode).toBe(201);
  };
  const gaps = async (): Promise<Gap[]> =>
    (await t.call('GET', `/api/stops/gaps?from=2026-03-03T05:00:00Z&to=2026-03-03T13:00:00Z&equipment_class=vehicle`, { token: admin })).json().data;

  beforeAll(async () => {
    site = await makeSite(t);
    admin = site.adminToken;
    expect((await t.call('POST', '/api/tara-weighings', { token: admin, body: { vehicleId: site.vehicleId, tareWeight: 10_000 } })).statusCode).toBe(201);
    // The day before: six loads 30 minutes apart make the truck's usual cycle 30 minutes.
    for (let load = 0; load < 6; load += 1) await weighAt(Date.parse('2026-03-02T08:00:00Z') + load * 30 * MINUTE);
    for (const time of ['05:20', '05:50', '08:00', '08:30']) await weighAt(at(time));
    await moveTo(at('13:30'));
  });

  it('proposes the truck’s idle spans of the shift, less what a recorded stop covers, and drops one once classified', async () => {
    const reasons: StopReason[] = (await t.call('GET', '/api/stop-reasons', { token: admin })).json().data;
    const reason = (name: string) => reasons.find((one) => one.equipment_class === 'vehicle' && one.name === name)!.reason_id;
    const refuelling = { equipment_class: 'vehicle', machine_id: site.vehicleId, started_at: '2026-03-03T10:00:00Z', ended_at: '2026-03-03T11:00:00Z', reason_id: reason('Refuelling') };
    expect((await t.call('POST', '/api/stops', { token: admin, body: refuelling })).statusCode).toBe(201);

    const proposed = (await gaps()).filter((gap) => gap.machine_id === site.vehicleId);
    expect(proposed.map((gap) => [gap.started_at, gap.ended_at, gap.detection, gap.usual_cycle_minutes])).toEqual([
      ['2026-03-03T06:20:00.000Z', '2026-03-03T08:00:00.000Z', 'no_weighing', 30],
      ['2026-03-03T09:00:00.000Z', '2026-03-03T10:00:00.000Z', 'no_weighing', 30],
      ['2026-03-03T11:00:00.000Z', '2026-03-03T13:00:00.000Z', 'no_weighing', 30],
    ]);

    const first = proposed[0]!;
    const classified = await t.call('POST', '/api/stops', {
      token: admin,
      body: { equipment_class: 'vehicle', machine_id: first.machine_id, started_at: first.started_at, ended_at: first.ended_at, reason_id: reason('Waiting for parts'), detection: first.detection },
    });
    expect(classified.statusCode).toBe(201);
    expect(classified.json().data).toMatchObject({ source: 'detected', detection: 'no_weighing', reason_name: 'Waiting for parts' });
    expect((await gaps()).filter((gap) => gap.machine_id === site.vehicleId).map((gap) => gap.started_at)).toEqual(['2026-03-03T09:00:00.000Z', '2026-03-03T11:00:00.000Z']);
  });
});
