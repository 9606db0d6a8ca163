import { FIELD_LABELS, labelled } from '@weighbridge/contract/field-labels';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { sharedTestApp } from '../../test/shared-app.js';

let serial = 0;
const nextCode = () => `P-${String(++serial).padStart(3, '0')}`;

describe.each(ENGINES)('polygons on the %s engine', (engine) => {
  const t = sharedTestApp(engine);
  let supervisor: string;
  let northPit: number;
  let southPit: number;
  beforeAll(async () => {
    supervisor = await t.signInAs('supervisor');
    const area = async (area_name: string) =>
      (await t.call('POST', '/api/loading-areas', { token: supervisor, body: { area_name } })).json().data.loading_area_id as number;
    northPit = await area('North Pit');
    southPit = await area('South Pit');
  });

  const createPolygon = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/polygons', {
      token: supervisor,
      body: { registration_id: nextCode(), loading_area_id: northPit, ...fields },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a polygon with status operational by default, and reads it back', async () => {
    const created = await createPolygon({ registration_id: ' P-100 ', area_name: 'Blast 14' });
    expect(created).toEqual({
      polygon_id: expect.any(Number),
      loading_area_id: northPit,
      registration_id: 'P-100',
      area_name: 'Blast 14',
      status: 'operational',
    });
    expect((await t.call('GET', `/api/polygons/${created.polygon_id}`, { token: supervisor })).json()).toEqual({ data: created });
    expect((await t.call('GET', '/api/polygons', { token: supervisor })).json().data).toContainEqual(created);
  });

  it('lists one area’s polygons by code when asked with loadingAreaId', async () => {
    const second = await createPolygon({ registration_id: 'S-02', loading_area_id: southPit });
    const first = await createPolygon({ registration_id: 'S-01', loading_area_id: southPit });
    const response = await t.call('GET', `/api/polygons?loadingAreaId=${southPit}`, { token: supervisor });
    expect(response.json().data).toEqual([first, second]);
    const bad = await t.call('GET', '/api/polygons?loadingAreaId=north', { token: supervisor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Loading Area must be a positive whole number', code: 'BAD_REQUEST' });
  });

  it('moves a polygon to another area and records before and after', async () => {
    const polygon = await createPolygon();
    const response = await t.call('PUT', `/api/polygons/${polygon.polygon_id}`, {
      token: supervisor,
      body: { registration_id: polygon.registration_id, loading_area_id: southPit, status: 'inactive' },
    });
    const after = response.json().data;
    expect(after).toMatchObject({ loading_area_id: southPit, status: 'inactive', area_name: null });
    const rows = await queryRows(t.database.db, sql`
      select details from audit_log where action = 'polygon.update' and entity_id = ${String(polygon.polygon_id)}`);
    expect(rows).toEqual([{ details: { before: polygon, after } }]);
  });

  it('deletes a polygon', async () => {
    const polygon = await createPolygon();
    expect((await t.call('DELETE', `/api/polygons/${polygon.polygon_id}`, { token: supervisor })).json()).toEqual({ message: 'Polygon deleted' });
    const again = await t.call('DELETE', `/api/polygons/${polygon.polygon_id}`, { token: supervisor });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Polygon not found', code: 'NOT_FOUND' });
  });

  it.each(['registration_id', 'loading_area_id'])('refuses a polygon without %s, naming it', async (field) => {
    const body: Record<string, unknown> = { registration_id: nextCode(), loading_area_id: northPit };
    delete body[field];
    const response = await t.call('POST', '/api/polygons', { token: supervisor, body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: labelled(FIELD_LABELS.polygons, field, 'is required'), code: 'BAD_REQUEST' });
  });

  it('refuses a loading area that does not exist, an unknown field and a status not on the list', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ loading_area_id: 987654 }, 'Loading Area 987654 does not exist'],
      [{ shape: [] }, /shape/],
      [{ status: 'active' }, 'Status must be one of operational, inactive'],
    ];
    for (const [fields, message] of cases) {
      const response = await t.call('POST', '/api/polygons', {
        token: supervisor,
        body: { registration_id: nextCode(), loading_area_id: northPit, ...fields },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('refuses a code taken within the same area, in any letter case, and allows it in another area', async () => {
    await createPolygon({ registration_id: 'BL-7' });
    const response = await t.call('POST', '/api/polygons', { token: supervisor, body: { registration_id: 'bl-7', loading_area_id: northPit } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: "Polygon code 'bl-7' is already taken in this loading area", code: 'CONFLICT' });
    await createPolygon({ registration_id: 'BL-7', loading_area_id: southPit });
  });

  it('lets a viewer read polygons through the documents key, and refuses an operator’s writes with 403', async () => {
    const polygon = await createPolygon();
    const viewer = await t.signInAs('viewer');
    expect((await t.call('GET', '/api/polygons', { token: viewer })).statusCode).toBe(200);
    const operator = await t.signInAs('operator');
    expect((await t.call('GET', `/api/polygons/${polygon.polygon_id}`, { token: operator })).statusCode).toBe(200);
    const body = { registration_id: nextCode(), loading_area_id: northPit };
    expect((await t.call('POST', '/api/polygons', { token: operator, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/polygons/${polygon.polygon_id}`, { token: operator, body })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/polygons/${polygon.polygon_id}`, { token: operator })).statusCode).toBe(403);
  });
});
