import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('loading areas on the %s engine', (engine) => {
  let t: TestApp;
  let supervisor: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    supervisor = await t.signInAs('supervisor');
  });
  afterAll(async () => t.close());

  const createArea = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/loading-areas', { token: supervisor, body: { area_name: 'North Pit', ...fields } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates an area with status active by default, and reads it back', async () => {
    const created = await createArea({ area_name: ' East Bench ', description: 'Level 3' });
    expect(created).toEqual({ loading_area_id: expect.any(Number), area_name: 'East Bench', description: 'Level 3', status: 'active' });
    expect((await t.call('GET', `/api/loading-areas/${created.loading_area_id}`, { token: supervisor })).json()).toEqual({ data: created });
    expect((await t.call('GET', '/api/loading-areas', { token: supervisor })).json().data).toContainEqual(created);
  });

  it('lists areas by name', async () => {
    await createArea({ area_name: 'West Face' });
    await createArea({ area_name: 'Alpha Quarry' });
    const names = (await t.call('GET', '/api/loading-areas', { token: supervisor })).json().data.map((a: { area_name: string }) => a.area_name);
    expect(names[0]).toBe('Alpha Quarry');
    expect(names.indexOf('North Pit')).toBeLessThan(names.indexOf('West Face'));
  });

  it('updates an area and records before and after', async () => {
    const area = await createArea();
    const response = await t.call('PUT', `/api/loading-areas/${area.loading_area_id}`, {
      token: supervisor,
      body: { area_name: 'North Pit 2', status: 'inactive' },
    });
    const after = response.json().data;
    expect(after).toEqual({ loading_area_id: area.loading_area_id, area_name: 'North Pit 2', description: null, status: 'inactive' });
    const rows = await queryRows(t.database.db, sql`
      select details from audit_log where action = 'loading_area.update' and entity_id = ${String(area.loading_area_id)}`);
    expect(rows).toEqual([{ details: { before: area, after } }]);
  });

  it('deletes an area without polygons', async () => {
    const area = await createArea();
    expect((await t.call('DELETE', `/api/loading-areas/${area.loading_area_id}`, { token: supervisor })).json()).toEqual({
      message: 'Loading area deleted',
    });
    const again = await t.call('GET', `/api/loading-areas/${area.loading_area_id}`, { token: supervisor });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Loading area not found', code: 'NOT_FOUND' });
  });

  it('refuses to delete an area that has polygons, and deletes nothing', async () => {
    const area = await createArea();
    const polygon = await t.call('POST', '/api/polygons', {
      token: supervisor,
      body: { registration_id: 'P-01', loading_area_id: area.loading_area_id },
    });
    expect(polygon.statusCode).toBe(201);
    const response = await t.call('DELETE', `/api/loading-areas/${area.loading_area_id}`, { token: supervisor });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Loading area has polygons; delete them first', code: 'CONFLICT' });
    expect((await t.call('GET', `/api/loading-areas/${area.loading_area_id}`, { token: supervisor })).statusCode).toBe(200);
    const audit = await queryRows(t.database.db, sql`
      select id from audit_log where action = 'loading_area.delete' and entity_id = ${String(area.loading_area_id)}`);
    expect(audit).toEqual([]);
  });

  it('tells a delete refused by scale documents apart from one refused by polygons', async () => {
    const area = await createArea();
    // Stands in for the scale documents table, whose foreign key protects loading areas the same way.
    await t.database.db.execute(sql`create table area_users (loading_area_id integer references loading_areas (loading_area_id))`);
    await t.database.db.execute(sql`insert into area_users values (${area.loading_area_id})`);
    const response = await t.call('DELETE', `/api/loading-areas/${area.loading_area_id}`, { token: supervisor });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Loading area is used in scale documents and cannot be deleted', code: 'CONFLICT' });
    await t.database.db.execute(sql`drop table area_users`);
  });

  it('refuses an area without a name, an unknown field and a status not on the list', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ description: 'x' }, 'Area Name is required'],
      [{ area_name: 'A', depth: 12 }, /depth/],
      [{ area_name: 'A', status: 'closed' }, 'Status must be one of active, inactive'],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('POST', '/api/loading-areas', { token: supervisor, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('lets an operator read areas and refuses their writes with 403', async () => {
    const area = await createArea();
    const token = await t.signInAs('operator');
    expect((await t.call('GET', '/api/loading-areas', { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/loading-areas/${area.loading_area_id}`, { token })).statusCode).toBe(200);
    const body = { area_name: 'South Pit' };
    expect((await t.call('POST', '/api/loading-areas', { token, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/loading-areas/${area.loading_area_id}`, { token, body })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/loading-areas/${area.loading_area_id}`, { token })).statusCode).toBe(403);
  });
});
