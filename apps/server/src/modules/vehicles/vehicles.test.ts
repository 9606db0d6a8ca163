import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let plateNumber = 0;
/** A registration number no other test uses. */
const nextPlate = () => `KR ${String(++plateNumber).padStart(3, '0')} AB`;

describe.each(ENGINES)('vehicles on the %s engine', (engine) => {
  let t: TestApp;
  let supervisor: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    supervisor = await t.signInAs('supervisor');
  });
  afterAll(async () => t.close());

  const createVehicle = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/vehicles', {
      token: supervisor,
      body: { registration_number: nextPlate(), brand: 'Volvo', model: 'FMX 460', ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a vehicle with the default fuel type and status, and reads it back', async () => {
    const created = await createVehicle({ registration_number: '  KR 500 XY ', capacity_kg: 32000.5, year_manufactured: 2019 });
    expect(created).toEqual({
      vehicle_id: expect.any(Number),
      registration_number: 'KR 500 XY',
      brand: 'Volvo',
      model: 'FMX 460',
      fuel_type: 'diesel',
      status: 'active',
      assigned_driver_id: null,
      year_manufactured: 2019,
      capacity_kg: 32000.5,
      tare_weight_kg: null,
      driver_name: null,
    });
    const one = await t.call('GET', `/api/vehicles/${created.vehicle_id}`, { token: supervisor });
    expect(one.json()).toEqual({ data: created });
    const list = await t.call('GET', '/api/vehicles', { token: supervisor });
    expect(list.json().data).toContainEqual(created);
  });

  it('lists vehicles by registration number', async () => {
    await createVehicle({ registration_number: 'ZZ 999 ZZ' });
    await createVehicle({ registration_number: 'aa 001 AA' });
    const list = (await t.call('GET', '/api/vehicles', { token: supervisor })).json().data as { registration_number: string }[];
    const plates = list.map((vehicle) => vehicle.registration_number.replaceAll(' ', '').toUpperCase());
    expect(plates[0]).toBe('AA001AA');
    expect(plates).toEqual([...plates].sort());
  });

  it('updates every field and records the change with before and after', async () => {
    const vehicle = await createVehicle();
    const response = await t.call('PUT', `/api/vehicles/${vehicle.vehicle_id}`, {
      token: supervisor,
      body: { registration_number: vehicle.registration_number, brand: 'Scania', model: 'R 500', fuel_type: 'hybrid', status: 'maintenance', tare_weight_kg: 14250.25 },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json().data;
    expect(after).toMatchObject({ brand: 'Scania', model: 'R 500', fuel_type: 'hybrid', status: 'maintenance', tare_weight_kg: 14250.25 });
    const rows = await queryRows(t.database.db, sql`
      select outcome, entity_type, entity_id, actor_username, client_address, details
      from audit_log where action = 'vehicle.update' and entity_id = ${String(vehicle.vehicle_id)}`);
    expect(rows).toEqual([
      {
        outcome: 'success',
        entity_type: 'vehicle',
        entity_id: String(vehicle.vehicle_id),
        actor_username: expect.stringMatching(/^supervisor-/),
        client_address: '127.0.0.1',
        details: { before: vehicle, after },
      },
    ]);
  });

  it('deletes a vehicle, records it, and then answers 404 for it', async () => {
    const vehicle = await createVehicle();
    const response = await t.call('DELETE', `/api/vehicles/${vehicle.vehicle_id}`, { token: supervisor });
    expect(response.json()).toEqual({ message: 'Vehicle deleted' });
    for (const method of ['GET', 'DELETE']) {
      const again = await t.call(method, `/api/vehicles/${vehicle.vehicle_id}`, { token: supervisor });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'Vehicle not found', code: 'NOT_FOUND' });
    }
    const rows = await queryRows(t.database.db, sql`
      select details from audit_log where action = 'vehicle.delete' and entity_id = ${String(vehicle.vehicle_id)}`);
    expect(rows).toEqual([{ details: { before: vehicle, after: null } }]);
  });

  it('answers 404 for an unknown vehicle and 400 for an id that is not a number', async () => {
    const body = { registration_number: nextPlate(), brand: 'Volvo', model: 'FH' };
    expect((await t.call('PUT', '/api/vehicles/999999', { token: supervisor, body })).statusCode).toBe(404);
    const bad = await t.call('GET', '/api/vehicles/abc', { token: supervisor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Vehicle must be a positive whole number');
  });

  it.each(['registration_number', 'brand', 'model'])('refuses a vehicle without %s, naming it', async (field) => {
    const body: Record<string, unknown> = { registration_number: nextPlate(), brand: 'Volvo', model: 'FH' };
    delete body[field];
    const response = await t.call('POST', '/api/vehicles', { token: supervisor, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: labelled(FIELD_LABELS.vehicles, field, 'is required'), code: 'BAD_REQUEST' });
    const blank = await t.call('POST', '/api/vehicles', { token: supervisor, body: { ...body, [field]: '   ' } });
    expect(blank.json()).toEqual({ error: labelled(FIELD_LABELS.vehicles, field, 'is required'), code: 'BAD_REQUEST' });
  });

  it('refuses an unknown field, a negative weight, a year out of range and a fuel type not on the list', async () => {
    const base = { registration_number: nextPlate(), brand: 'Volvo', model: 'FH' };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ owner: 'Quarry Ltd' }, /owner/],
      [{ capacity_kg: -1 }, 'Capacity (kg) must not be negative'],
      [{ tare_weight_kg: 100.123 }, 'Tare Weight (kg) must have at most 2 decimals'],
      [{ year_manufactured: 1949 }, /^Year must be between 1950 and \d{4}$/],
      [{ fuel_type: 'coal' }, 'Fuel Type must be one of diesel, petrol, electric, hybrid, cng, lpg'],
      [{ status: 'sold' }, 'Status must be one of active, maintenance, inactive, retired'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.call('POST', '/api/vehicles', { token: supervisor, body: { ...base, ...fields } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('refuses a registration number that differs from a taken one only in case and spaces', async () => {
    await createVehicle({ registration_number: 'ST 700 QR' });
    const response = await t.call('POST', '/api/vehicles', {
      token: supervisor,
      body: { registration_number: 'st700 qr', brand: 'MAN', model: 'TGS' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Registration number 'st700 qr' is already taken", code: 'CONFLICT' });
    const other = await createVehicle();
    const renamed = await t.call('PUT', `/api/vehicles/${other.vehicle_id}`, {
      token: supervisor,
      body: { registration_number: 'ST 700QR', brand: 'MAN', model: 'TGS' },
    });
    expect(renamed.statusCode).toBe(409);
  });

  it('refuses a driver who does not exist, naming the field', async () => {
    const response = await t.call('POST', '/api/vehicles', {
      token: supervisor,
      body: { registration_number: nextPlate(), brand: 'Volvo', model: 'FH', assigned_driver_id: 987654 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Assigned Driver 987654 does not exist', code: 'BAD_REQUEST' });
  });

  it('turns a scale document that uses the vehicle into a 409 on delete', async () => {
    const vehicle = await createVehicle();
    // Stands in for the scale documents table, whose foreign key protects vehicles the same way.
    await t.database.db.execute(sql`create table vehicle_users (vehicle_id integer references vehicles (vehicle_id))`);
    await t.database.db.execute(sql`insert into vehicle_users values (${vehicle.vehicle_id})`);
    const response = await t.call('DELETE', `/api/vehicles/${vehicle.vehicle_id}`, { token: supervisor });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Vehicle is used in scale documents and cannot be deleted', code: 'CONFLICT' });
    expect((await t.call('GET', `/api/vehicles/${vehicle.vehicle_id}`, { token: supervisor })).statusCode).toBe(200);
    await t.database.db.execute(sql`drop table vehicle_users`);
  });

  it('lets an operator and a viewer read vehicles, and refuses their writes with 403', async () => {
    const vehicle = await createVehicle();
    for (const role of ['operator', 'viewer'] as const) {
      const token = await t.signInAs(role);
      expect((await t.call('GET', '/api/vehicles', { token })).statusCode).toBe(200);
      expect((await t.call('GET', `/api/vehicles/${vehicle.vehicle_id}`, { token })).statusCode).toBe(200);
      const body = { registration_number: nextPlate(), brand: 'Volvo', model: 'FH' };
      expect((await t.call('POST', '/api/vehicles', { token, body })).statusCode).toBe(403);
      expect((await t.call('PUT', `/api/vehicles/${vehicle.vehicle_id}`, { token, body })).statusCode).toBe(403);
      expect((await t.call('DELETE', `/api/vehicles/${vehicle.vehicle_id}`, { token })).statusCode).toBe(403);
    }
  });
});
