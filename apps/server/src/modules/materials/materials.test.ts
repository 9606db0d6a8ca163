import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

let serial = 0;
const nextRegistrationId = () => `MAT-${String(++serial).padStart(4, '0')}`;

describe.each(ENGINES)('materials on the %s engine', (engine) => {
  let t: TestApp;
  let supervisor: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    supervisor = await t.signInAs('supervisor');
  });
  afterAll(async () => t.close());

  const createMaterial = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/materials', {
      token: supervisor,
      body: { name: 'Crushed stone 0-32', registration_id: nextRegistrationId(), ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a material with kg as the default unit, and reads it back', async () => {
    const created = await createMaterial({ category: 'Aggregate', density_kg_m3: 1650.5, price_per_unit: 12.99, description: '  ' });
    expect(created).toEqual({
      material_id: expect.any(Number),
      name: 'Crushed stone 0-32',
      registration_id: created.registration_id,
      category: 'Aggregate',
      unit_of_measure: 'kg',
      density_kg_m3: 1650.5,
      price_per_unit: 12.99,
      description: null,
    });
    const one = await t.call('GET', `/api/materials/${created.material_id}`, { token: supervisor });
    expect(one.json()).toEqual({ data: created });
    expect((await t.call('GET', '/api/materials', { token: supervisor })).json().data).toContainEqual(created);
  });

  it('lists materials by name', async () => {
    await createMaterial({ name: 'Sand 0-4' });
    await createMaterial({ name: 'Armour rock' });
    const names = (await t.call('GET', '/api/materials', { token: supervisor })).json().data.map((m: { name: string }) => m.name);
    expect(names[0]).toBe('Armour rock');
    expect(names.indexOf('Crushed stone 0-32')).toBeLessThan(names.indexOf('Sand 0-4'));
  });

  it('updates a material and records before and after', async () => {
    const material = await createMaterial();
    const response = await t.call('PUT', `/api/materials/${material.material_id}`, {
      token: supervisor,
      body: { name: 'Gravel 8-16', registration_id: material.registration_id, unit_of_measure: 'm3', price_per_unit: 20 },
    });
    expect(response.statusCode).toBe(200);
    const after = response.json().data;
    expect(after).toMatchObject({ name: 'Gravel 8-16', unit_of_measure: 'm3', price_per_unit: 20, density_kg_m3: null });
    const rows = await queryRows(t.database.db, sql`
      select details from audit_log where action = 'material.update' and entity_id = ${String(material.material_id)}`);
    expect(rows).toEqual([{ details: { before: material, after } }]);
  });

  it('deletes a material, and then answers 404 for it', async () => {
    const material = await createMaterial();
    const response = await t.call('DELETE', `/api/materials/${material.material_id}`, { token: supervisor });
    expect(response.json()).toEqual({ message: 'Material deleted' });
    const again = await t.call('DELETE', `/api/materials/${material.material_id}`, { token: supervisor });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Material not found', code: 'NOT_FOUND' });
    expect((await t.call('GET', '/api/materials/x1', { token: supervisor })).json()).toEqual({
      error: 'Material must be a positive whole number',
      code: 'BAD_REQUEST',
    });
  });

  it.each(['name', 'registration_id'])('refuses a material without %s, naming it', async (field) => {
    const body: Record<string, unknown> = { name: 'Sand', registration_id: nextRegistrationId() };
    delete body[field];
    const response = await t.call('POST', '/api/materials', { token: supervisor, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: labelled(FIELD_LABELS.materials, field, 'is required'), code: 'BAD_REQUEST' });
  });

  it('refuses an unknown field, a negative density or price and a unit not on the list', async () => {
    const base = { name: 'Sand', registration_id: nextRegistrationId() };
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ colour: 'grey' }, /colour/],
      [{ density_kg_m3: -5 }, 'Density (kg/m3) must not be negative'],
      [{ price_per_unit: -0.01 }, 'Price/Unit ($) must not be negative'],
      [{ price_per_unit: 9.999 }, 'Price/Unit ($) must have at most 2 decimals'],
      [{ unit_of_measure: 'litre' }, 'Unit must be one of kg, ton, m3'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.call('POST', '/api/materials', { token: supervisor, body: { ...base, ...fields } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('refuses a registration id that is taken in any letter case', async () => {
    await createMaterial({ registration_id: 'AGG-016' });
    const response = await t.call('POST', '/api/materials', { token: supervisor, body: { name: 'Other', registration_id: 'agg-016' } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Registration ID 'agg-016' is already taken", code: 'CONFLICT' });
  });

  it('turns a scale document that uses the material into a 409 on delete', async () => {
    const material = await createMaterial();
    // Stands in for the scale documents table, whose foreign key protects materials the same way.
    await t.database.db.execute(sql`create table material_users (material_id integer references materials (material_id))`);
    await t.database.db.execute(sql`insert into material_users values (${material.material_id})`);
    const response = await t.call('DELETE', `/api/materials/${material.material_id}`, { token: supervisor });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Material is used in scale documents and cannot be deleted', code: 'CONFLICT' });
    await t.database.db.execute(sql`drop table material_users`);
  });

  it('lets an operator read materials and refuses their writes with 403', async () => {
    const material = await createMaterial();
    const token = await t.signInAs('operator');
    expect((await t.call('GET', '/api/materials', { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/materials/${material.material_id}`, { token })).statusCode).toBe(200);
    const body = { name: 'Sand', registration_id: nextRegistrationId() };
    expect((await t.call('POST', '/api/materials', { token, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/materials/${material.material_id}`, { token, body })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/materials/${material.material_id}`, { token })).statusCode).toBe(403);
  });
});
