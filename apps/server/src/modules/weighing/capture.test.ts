/**
 * Weighing with the scale's weight: the server captures the indicator's stable reading, here the
 * simulator's over real TCP, and refuses with 409 whatever a capture may not take, changing nothing.
 */
import { CAPTURE_REFUSALS, type CaptureRefusal, MANUAL_WEIGHT_MESSAGES, type ScaleReading } from '@weighbridge/contract/scales';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { EMPTY_SCALE } from '../../simulator/simulated-state.js';
import { toledoFrame } from '../../simulator/toledo-frame.js';
import { type ScaleSimulator, startScaleSimulator } from '../../simulator/scale-simulator.js';
import { snapshotBusinessData } from '../../test/business-snapshot.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';
import { printable } from '../scales/protocols/reading.js';

describe.each(ENGINES)('a weighing captured from the scale on the %s engine', (engine) => {
  let t: TestApp;
  let site: Site;
  let operator: string;
  let supervisor: string;
  let simulator: ScaleSimulator;
  let scaleId: number;

  beforeAll(async () => {
    t = await startTestApp(engine, {}, { clock: 'wall' });
    site = await makeSite(t);
    operator = await t.signInAs('operator');
    supervisor = await t.signInAs('supervisor');
    simulator = await startScaleSimulator({ protocol: 'toledo', cycle: false, frameIntervalMs: 50 });
    const body = { name: 'Weighbridge 2', capacity_kg: 60_000, division_kg: 20, connection: 'tcp', host: '127.0.0.1', port: simulator.port, protocol: 'toledo' };
    const created = await t.call('POST', '/api/scales', { token: site.adminToken, body });
    expect(created.statusCode, created.body).toBe(201);
    scaleId = created.json().data.scale_id;
  });
  afterAll(async () => {
    await t?.close();
    await simulator?.close();
  });
  // Whatever a test made the indicator show, the next one starts with it working.
  afterEach(async () => {
    simulator.setMotion(false);
    simulator.setOverload(false);
    simulator.setUnderZero(false);
    simulator.silence(false);
    simulator.setNet(false);
    simulator.setPowerUp(false);
    simulator.setUnit('kg');
    await simulator.up();
  });

  const reading = async (): Promise<ScaleReading> => (await t.call('GET', `/api/scales/${scaleId}/status`, { token: operator })).json().data;
  /** Waits until the server's reading of the scale is as described. */
  const readingBecomes = async (wanted: (reading: ScaleReading) => boolean, what: string): Promise<ScaleReading> => {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const now = await reading();
      if (wanted(now)) return now;
      if (Date.now() > deadline) throw new Error(`the scale never read ${what}: ${JSON.stringify(now)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  /** The indicator settles at a weight, and the server reads it stable. */
  const stableAt = async (kg: number) => {
    simulator.setWeight(kg);
    return readingBecomes((now) => now.stable && now.weight_kg === kg, `${kg} kg stable`);
  };
  /** The truck drives off: the scale shows zero, and the next weighing may be captured. */
  const drivenOff = async () => {
    simulator.setWeight(0);
    await readingBecomes((now) => now.zero && now.returned_to_zero, 'zero since the last capture');
  };

  const captureTara = (vehicleId: number, options: { key?: string; token?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tara-weighings',
      headers: { authorization: `Bearer ${options.token ?? operator}`, ...(options.key ? { 'idempotency-key': options.key } : {}) },
      payload: { vehicleId, weightSource: 'scale', scaleId },
    });
  const captureLoad = (vehicleId: number, options: { key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scale-documents/record-load',
      headers: { authorization: `Bearer ${operator}`, ...(options.key ? { 'idempotency-key': options.key } : {}) },
      payload: loadBody(site, 0, { vehicleId, fullWeight: undefined, weightSource: 'scale', scaleId }),
    });
  /** A vehicle with a tara typed on scale 1, ready for its load. */
  const vehicleWithTara = async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    const typed = await t.call('POST', '/api/tara-weighings', { token: operator, body: { vehicleId, tareWeight: 11000 } });
    expect(typed.statusCode, typed.body).toBe(201);
    return vehicleId;
  };
  const frameOf = (kg: number) => printable(toledoFrame({ ...EMPTY_SCALE, weightKg: kg }, { checksum: false }));
  const lastCaptureAt = async () => {
    const [row] = await queryRows<{ at: Date | string | null }>(t.database.db, sql`select last_capture_at as at from scales where scale_id = ${scaleId}`);
    return row!.at === null ? null : new Date(row!.at).toISOString();
  };
  /** Everything a refused capture must leave as it was; the refusals audited are counted apart. */
  const siteState = async () => {
    const [audit] = await queryRows<{ weighings: number; refusals: number }>(
      t.database.db,
      sql`select count(*) filter (where action in ('tara_weighing.create', 'scale_document.create'))::int as weighings,
                 count(*) filter (where action = 'scale.capture_refused')::int as refusals
          from audit_log`,
    );
    return { data: await snapshotBusinessData(t.database.db), lastCaptureAt: await lastCaptureAt(), audit: audit! };
  };
  const refusalsAudited = (refusal: CaptureRefusal) =>
    queryRows<{ details: Record<string, unknown>; actor_username: string }>(
      t.database.db,
      sql`select details, actor_username from audit_log where action = 'scale.capture_refused' and details->>'refusal' = ${refusal} order by id`,
    );

  it('records the scale’s stable weight with source scale and its raw frame, for the tara and the load', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken, { capacity_kg: 25_000 });
    await drivenOff();
    await stableAt(12_340);
    const tara = await captureTara(vehicleId);
    expect(tara.statusCode, tara.body).toBe(201);
    const taraRecord = tara.json().data;
    expect(taraRecord).toMatchObject({ tare_weight_kg: 12_340, scale_id: scaleId, weight_source: 'scale', manual_reason: null, raw_frame: frameOf(12_340) });
    expect(await lastCaptureAt()).toBe(taraRecord.weighed_at);
    const current = await t.call('GET', `/api/tara-weighings/vehicle/${vehicleId}/current`, { token: operator });
    expect(current.json().data.last_tara_weight_kg).toBe(12_340);

    await drivenOff();
    await stableAt(30_560);
    const load = await captureLoad(vehicleId);
    expect(load.statusCode, load.body).toBe(201);
    const document = load.json().data;
    expect(document).toMatchObject({
      vehicle_empty_weight_kg: 12_340,
      full_weight_kg: 30_560,
      material_weight_kg: 18_220,
      scale_id: scaleId,
      weight_source: 'scale',
      tare_weight_source: 'scale',
      manual_reason: null,
    });
    expect(await lastCaptureAt()).toBe(document.second_weigh_timestamp);
    const detail = (await t.call('GET', `/api/scale-documents/${document.document_id}`, { token: operator })).json().data;
    expect(detail).toMatchObject({ gross_raw_frame: frameOf(30_560), tare_raw_frame: frameOf(12_340), integrity: 'verified' });

    // The frame is covered by the ticket's signature.
    await t.database.db.execute(sql`update scale_documents set gross_raw_frame = ${frameOf(30_160)} where document_id = ${document.document_id}`);
    const altered = (await t.call('GET', `/api/scale-documents/${document.document_id}`, { token: operator })).json().data;
    expect(altered.integrity).toBe('altered');
  });

  it.each<[CaptureRefusal, () => Promise<unknown>, () => Promise<unknown>]>([
    [
      'motion',
      async () => {
        simulator.setWeight(24_000);
        simulator.setMotion(true);
        await readingBecomes((now) => now.motion && now.weight_kg === 24_000, 'in motion');
      },
      async () => simulator.setMotion(false),
    ],
    [
      'overload',
      async () => {
        simulator.setWeight(24_000);
        simulator.setOverload(true);
        await readingBecomes((now) => now.overload, 'overloaded');
      },
      async () => simulator.setOverload(false),
    ],
    [
      'underZero',
      async () => {
        simulator.setWeight(-60);
        simulator.setUnderZero(true);
        await readingBecomes((now) => now.under_zero, 'under zero');
      },
      async () => simulator.setUnderZero(false),
    ],
    ['belowMinimum', () => stableAt(380), async () => undefined],
    [
      // Switched on with a truck on the deck: the indicator reads, and says it has not captured zero.
      'powerUpZero',
      async () => {
        simulator.setWeight(24_000);
        simulator.setPowerUp(true);
        await readingBecomes((now) => now.fault === 'powerUpZero' && now.weight_kg === 24_000 && now.connected && !now.stale, 'powered up without zero');
      },
      async () => simulator.setPowerUp(false),
    ],
    [
      // Status word C's custom unit: a force or a unit of the site's own is never converted to kg.
      'unit',
      async () => {
        simulator.setWeight(24_000);
        simulator.setUnit('N');
        await readingBecomes((now) => now.fault === 'unit' && now.weight_kg === null, 'in a custom unit');
      },
      async () => simulator.setUnit('kg'),
    ],
    [
      'stale',
      async () => {
        await stableAt(24_000);
        simulator.silence(true);
        await readingBecomes((now) => now.stale && now.connected, 'stale');
      },
      async () => simulator.silence(false),
    ],
    [
      'offline',
      async () => {
        await stableAt(24_000);
        await simulator.drop();
        await readingBecomes((now) => !now.connected, 'offline');
      },
      async () => {
        await simulator.up();
        await readingBecomes((now) => now.connected && !now.stale, 'connected again');
      },
    ],
  ])('refuses a capture when the scale is %s, with its text, and changes nothing', async (refusal, show, clear) => {
    const taraVehicleId = await makeVehicle(t, site.adminToken);
    const loadVehicleId = await vehicleWithTara();
    await drivenOff();
    await show();
    const before = await siteState();
    for (const answer of [await captureTara(taraVehicleId), await captureLoad(loadVehicleId)]) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ error: CAPTURE_REFUSALS[refusal], code: 'CONFLICT' });
    }
    const after = await siteState();
    expect(after.data).toEqual(before.data);
    expect(after.lastCaptureAt).toBe(before.lastCaptureAt);
    expect(after.audit).toEqual({ weighings: before.audit.weighings, refusals: before.audit.refusals + 2 });
    const audited = await refusalsAudited(refusal);
    expect(audited.slice(-2).map((row) => row.details)).toEqual([
      expect.objectContaining({ weighing: 'tara', refusal, message: CAPTURE_REFUSALS[refusal] }),
      expect.objectContaining({ weighing: 'load', refusal, message: CAPTURE_REFUSALS[refusal] }),
    ]);

    // Once the scale reads right again, the same weighings are taken.
    await clear();
    await stableAt(24_000);
    expect((await captureTara(taraVehicleId)).statusCode).toBe(201);
    await drivenOff();
    await stableAt(24_000);
    expect((await captureLoad(loadVehicleId)).statusCode).toBe(201);
  });

  it('records the gross of a net reading from the tare the indicator sends with it', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    await drivenOff();
    // The operator pressed the indicator's tare key with 14,200 kg on the deck; a truck of 24,680 kg now shows 10,480 kg net.
    simulator.setNet(true, 14_200);
    const now = await stableAt(24_680);
    expect(now).toMatchObject({ weight_kg: 24_680, displayed_kg: 10_480, net: true, tare_kg: 14_200, capture_refusal: null });
    const tara = await captureTara(vehicleId);
    expect(tara.statusCode, tara.body).toBe(201);
    expect(tara.json().data).toMatchObject({ tare_weight_kg: 24_680, weight_source: 'scale' });
    // The frame kept with it is the net frame, tare and all, as the indicator sent it.
    expect(tara.json().data.raw_frame).toBe(printable(toledoFrame({ ...EMPTY_SCALE, weightKg: 24_680, net: true, tareKg: 14_200 }, { checksum: false })));
  });

  it('refuses the next capture until the scale has returned to zero, and takes it after', async () => {
    const first = await makeVehicle(t, site.adminToken);
    const second = await makeVehicle(t, site.adminToken);
    await drivenOff();
    await stableAt(13_000);
    expect((await captureTara(first)).statusCode).toBe(201);
    const before = await siteState();
    await stableAt(13_500);
    const refused = await captureTara(second);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: CAPTURE_REFUSALS.notReturnedToZero, code: 'CONFLICT' });
    expect((await siteState()).data).toEqual(before.data);

    await drivenOff();
    await stableAt(13_500);
    const taken = await captureTara(second);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().data).toMatchObject({ tare_weight_kg: 13_500, weight_source: 'scale' });
  });

  it('takes one of four captures sent at once on one scale: one truck at a time', async () => {
    const vehicles = await Promise.all(Array.from({ length: 4 }, () => makeVehicle(t, site.adminToken)));
    await drivenOff();
    await stableAt(14_000);
    const answers = await Promise.all(vehicles.map((vehicleId) => captureTara(vehicleId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().error).toBe(CAPTURE_REFUSALS.notReturnedToZero);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, capturing nothing again', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    await drivenOff();
    await stableAt(15_000);
    const first = await captureTara(vehicleId, { key: 'capture-retry-1' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await siteState();
    // The truck is still on the scale: a new capture would be refused, the retry gets the first answer.
    await stableAt(15_100);
    const retried = await captureTara(vehicleId, { key: 'capture-retry-1' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(first.json());
    expect(await siteState()).toEqual(before);
  });

  it('lets only a weigher with scale.weighing.manual type a weight on the connected scale, with a reason', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    await stableAt(16_000);
    const before = await siteState();
    const typed = (token: string, manualReason?: string) =>
      t.call('POST', '/api/tara-weighings', { token, body: { vehicleId, tareWeight: 16_020, scaleId, weightSource: 'manual', manualReason } });

    const byOperator = await typed(operator, 'Indicator drifts');
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json()).toEqual({ error: MANUAL_WEIGHT_MESSAGES.permission, code: 'FORBIDDEN' });
    const withoutReason = await typed(supervisor);
    expect(withoutReason.statusCode).toBe(400);
    expect(withoutReason.json()).toEqual({ error: MANUAL_WEIGHT_MESSAGES.reason, code: 'BAD_REQUEST' });
    expect(await siteState()).toEqual(before);

    const recorded = await typed(supervisor, 'Indicator drifts');
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json().data).toMatchObject({ tare_weight_kg: 16_020, weight_source: 'manual', manual_reason: 'Indicator drifts', raw_frame: null });
    // A typed weight is no capture: the scale's next capture does not wait for it.
    expect(await lastCaptureAt()).toBe(before.lastCaptureAt);
  });
});
