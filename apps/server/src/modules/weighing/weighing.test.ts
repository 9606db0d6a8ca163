import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { loadBody, makeSite, makeVehicle, type Site } from '../../test/site-data.js';
import { sharedTestApp } from '../../test/shared-app.js';

describe.each(ENGINES)('weighing on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let site: Site;
  let operator: string;
  beforeAll(async () => {
    site = await makeSite(t);
    operator = await t.signInAs('operator', 'olga');
  });

  const tara = (vehicleId: number, tareWeight: number, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/tara-weighings',
      headers: { authorization: `Bearer ${operator}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { vehicleId, rfidCardNumber: null, tareWeight, scaleId: 1, notes: null },
    });
  const load = (body: unknown, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/scale-documents/record-load',
      headers: { authorization: `Bearer ${operator}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });

  it('weighs tara, then a load, and issues a numbered document with the net weight', async () => {
    const taraAnswer = await tara(site.vehicleId, 12000.05);
    expect(taraAnswer.statusCode).toBe(201);
    expect(taraAnswer.json().message).toBe('Tara recorded successfully');
    const current = await t.call('GET', `/api/tara-weighings/vehicle/${site.vehicleId}/current`, { token: operator });
    expect(current.json()).toMatchObject({ hasTara: true, data: { vehicle_id: site.vehicleId, last_tara_weight_kg: 12000.05, stale: false } });

    t.clock.advance(15 * 60_000);
    const answer = await load(loadBody(site, 30000.1));
    expect(answer.statusCode).toBe(201);
    const { message, data } = answer.json();
    expect(message).toBe(`Load weighing completed successfully: ticket ${data.document_number}`);
    expect(data).toMatchObject({
      document_number: expect.stringMatching(/^SD-\d{4}-\d{6}$/),
      weighing_type: 'load',
      status: 'completed',
      vehicle_empty_weight_kg: 12000.05,
      full_weight_kg: 30000.1,
      material_weight_kg: 18000.05,
      operator_name: 'Test operator',
      weight_source: 'manual',
      polygon_code: 'P-01',
    });
    expect(new Date(data.second_weigh_timestamp).getTime() - new Date(data.first_weigh_timestamp).getTime()).toBe(15 * 60_000);
  });

  it('refuses a load on a vehicle without tara with the spec’s message', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    const answer = await load(loadBody(site, 30000, { vehicleId }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Vehicle has no tara weight. Please record tara first.', code: 'BAD_REQUEST' });
    // Never weighed empty is a state of the vehicle, not an error; an unknown vehicle is one.
    const current = await t.call('GET', `/api/tara-weighings/vehicle/${vehicleId}/current`, { token: operator });
    expect([current.statusCode, current.json()]).toEqual([200, { hasTara: false, data: null }]);
    const unknown = await t.call('GET', `/api/tara-weighings/vehicle/${vehicleId + 1000}/current`, { token: operator });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { error: 'Vehicle not found', code: 'NOT_FOUND' }]);
  });

  it('refuses a full weight not above the tara, giving both weights', async () => {
    const answer = await load(loadBody(site, 11000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'Full Weight 11,000.00 kg must be above the tara weight 12,000.05 kg', code: 'BAD_REQUEST' });
  });

  it('refuses a choice that names nothing with its own message, the first such choice first', async () => {
    const vehicleId = await makeVehicle(t, site.adminToken);
    expect((await tara(vehicleId, 12000)).statusCode).toBe(201);
    const refusal = async (extra: Record<string, unknown>) => {
      const answer = await load(loadBody(site, 30000, { vehicleId, ...extra }));
      expect(answer.statusCode).toBe(400);
      return answer.json().error as string;
    };
    expect(await refusal({ materialId: 999001 })).toBe('Material 999001 does not exist');
    expect(await refusal({ loadedAreaId: 999002, polygonId: null })).toBe('Loading Area 999002 does not exist');
    expect(await refusal({ polygonId: 999003 })).toBe('Polygon 999003 does not exist');
    expect(await refusal({ unloadingStationId: 999004 })).toBe('Destination 999004 does not exist');
    expect(await refusal({ driverId: 999005 })).toBe('Driver 999005 does not exist');
    expect(await refusal({ materialId: 999001, driverId: 999005 })).toBe('Material 999001 does not exist');
    expect(await refusal({ polygonId: 999003, unloadingStationId: 999004 })).toBe('Polygon 999003 does not exist');
    // The refusals left the truck's tara in place: it can still be weighed.
    const answer = await load(loadBody(site, 30000, { vehicleId }));
    expect(answer.statusCode).toBe(201);
  });

  it('refuses a tara and a load of a vehicle that is not in the register, and records nothing', async () => {
    const before = await queryRows<{ n: number }>(t.database.db, sql`select (select count(*) from tara_weighings)::int + (select count(*) from scale_documents)::int as n`);
    const taraAnswer = await tara(999006, 12000);
    expect(taraAnswer.statusCode).toBe(400);
    expect(taraAnswer.json().error).toBe('Vehicle 999006 does not exist');
    const loadAnswer = await load(loadBody(site, 30000, { vehicleId: 999006 }));
    expect(loadAnswer.statusCode).toBe(400);
    expect(loadAnswer.json().error).toBe('Vehicle 999006 does not exist');
    const after = await queryRows<{ n: number }>(t.database.db, sql`select (select count(*) from tara_weighings)::int + (select count(*) from scale_documents)::int as n`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a polygon of another loading area', async () => {
    const answer = await load(loadBody(site, 30000, { polygonId: site.otherAreaPolygonId }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatch(/^Polygon 'P-99' does not belong to loading area/);
  });

  it.each([
    [{ fullWeight: 0 }, 'Full Weight must be greater than zero'],
    [{ fullWeight: -5 }, 'Full Weight must be greater than zero'],
    [{ fullWeight: 30000.123 }, 'Full Weight must have at most 2 decimals'],
    [{ fullWeight: 150000 }, 'Full Weight must be below the scale capacity of 150,000 kg'],
    [{ fullWeight: '30000' }, 'Full Weight must be a number'],
    [{ materialId: undefined }, 'Material is required'],
    [{ loadedAreaId: 0 }, 'Loading Area must be a positive whole number'],
  ])('refuses %o naming the field by its label', async (change, message) => {
    const answer = await load(loadBody(site, 30000, change));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it.each([
    [150000, 'Tare Weight must be below the scale capacity of 150,000 kg'],
    [-5, 'Tare Weight must be greater than zero'],
    [12000.001, 'Tare Weight must have at most 2 decimals'],
  ])('refuses a tara of %d kg naming the field by its label', async (tareWeight, message) => {
    const answer = await tara(site.vehicleId, tareWeight);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: message, code: 'BAD_REQUEST' });
  });

  it('records the driver chosen at the scale on the ticket, and the vehicle’s driver when none is chosen', async () => {
    const driver = async (name: string) => {
      const body = { name, surname: 'Kos', driver_license_id: `DL-${name}-${Date.now()}` };
      return (await t.call('POST', '/api/drivers', { token: site.adminToken, body })).json().data.driver_id as number;
    };
    const assigned = await driver('Marko');
    const standIn = await driver('Jana');
    const vehicleId = await makeVehicle(t, site.adminToken, { assigned_driver_id: assigned });
    expect((await tara(vehicleId, 12000)).statusCode).toBe(201);

    const chosen = await load(loadBody(site, 30000, { vehicleId, driverId: standIn }));
    expect(chosen.statusCode).toBe(201);
    expect(chosen.json().data).toMatchObject({ driver_id: standIn, driver_name: 'Jana', driver_surname: 'Kos' });
    const stored = await t.call('GET', `/api/scale-documents/${chosen.json().data.document_id}`, { token: operator });
    expect(stored.json().data).toMatchObject({ driver_id: standIn, driver_name: 'Jana', driver_surname: 'Kos' });

    const byDefault = await load(loadBody(site, 30500, { vehicleId }));
    expect(byDefault.json().data).toMatchObject({ driver_id: assigned, driver_name: 'Marko', driver_surname: 'Kos' });
  });

  it('flags an overloaded vehicle and says by how much', async () => {
    const answer = await load(loadBody(site, 40000));
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data).toMatchObject({ overloaded: true, overload_kg: 2999.95 });
    expect(answer.json().warning).toContain('overloaded by 2,999.95 kg');
    const stored = await t.call('GET', `/api/scale-documents/${answer.json().data.document_id}`, { token: operator });
    expect(stored.json().data).toMatchObject(answer.json().data);
  });

  it('records a retried weighing once and answers the first answer', async () => {
    const body = loadBody(site, 31000);
    const first = await load(body, 'retry-key-1');
    const second = await load(body, 'retry-key-1');
    const third = await load(body, 'retry-key-1');
    expect(first.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(third.json()).toEqual(first.json());
    const list = await t.call('GET', `/api/scale-documents?search=${first.json().data.document_number}`, { token: operator });
    expect(list.json().pagination.total).toBe(1);
    const changed = await load(loadBody(site, 31500), 'retry-key-1');
    expect(changed.statusCode).toBe(422);
  });

  it('audits each weighing with what it answered, with and without an Idempotency-Key, and answers the stored document', async () => {
    const audited = async (action: string, entityId: number) =>
      queryRows<{ details: { after: unknown }; actor_username: string }>(
        t.database.db,
        sql`select details, actor_username from audit_log where action = ${action} and entity_id = ${String(entityId)}`,
      );
    const vehicleId = await makeVehicle(t, site.adminToken);
    for (const key of [undefined, 'audit-key-1']) {
      const taraAnswer = (await tara(vehicleId, 12200, key && `${key}-tara`)).json();
      expect(await audited('tara_weighing.create', taraAnswer.data.tara_id)).toEqual([{ details: { after: taraAnswer.data }, actor_username: 'olga' }]);
      const history = await t.call('GET', `/api/tara-weighings/history?vehicleId=${vehicleId}`, { token: operator });
      expect(history.json().data[0]).toMatchObject(taraAnswer.data);
      const loadAnswer = await load(loadBody(site, 30500, { vehicleId }), key);
      expect(loadAnswer.statusCode).toBe(201);
      const { data } = loadAnswer.json();
      expect(await audited('scale_document.create', data.document_id)).toEqual([{ details: { after: data }, actor_username: 'olga' }]);
      const stored = await t.call('GET', `/api/scale-documents/${data.document_id}`, { token: operator });
      expect(stored.json().data).toMatchObject(data);
    }
  });

  it('gives 20 concurrent loads 20 distinct consecutive numbers', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => load(loadBody(site, 20000 + i))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const sequences = answers.map((a) => a.json().data.order_sequence as number).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
  });

  it('binds an RFID card and finds the vehicle by it', async () => {
    const assigned = await t.call('POST', '/api/tara-weighings/rfid/assign', { token: operator, body: { rfidCardNumber: 'RF-7781', vehicleId: site.vehicleId } });
    expect(assigned.statusCode).toBe(200);
    const found = await t.call('GET', '/api/tara-weighings/rfid/RF-7781', { token: operator });
    expect(found.json().data).toMatchObject({ vehicle_id: site.vehicleId, current_tara: { last_tara_weight_kg: 12000.05 } });
    expect((await t.call('GET', '/api/tara-weighings/rfid/RF-0000', { token: operator })).statusCode).toBe(404);
    const tooLong = await t.call('GET', `/api/tara-weighings/rfid/${'7'.repeat(65)}`, { token: operator });
    expect(tooLong.json()).toEqual({ error: 'RFID Card Number must be at most 64 characters', code: 'BAD_REQUEST' });
  });

  it('lists a vehicle’s tara history newest first', async () => {
    await tara(site.vehicleId, 12100);
    const history = await t.call('GET', `/api/tara-weighings/history?vehicleId=${site.vehicleId}`, { token: operator });
    expect(history.json().data.map((row: { tare_weight_kg: number }) => row.tare_weight_kg)).toEqual([12100, 12000.05]);
    expect(history.json().data[0]).toMatchObject({ operator_name: 'Test operator', scale_id: 1 });
  });

  it('does not let a viewer weigh', async () => {
    const viewer = await t.signInAs('viewer');
    const answer = await t.call('POST', '/api/tara-weighings', { token: viewer, body: { vehicleId: site.vehicleId, tareWeight: 12000 } });
    expect(answer.statusCode).toBe(403);
  });
});
