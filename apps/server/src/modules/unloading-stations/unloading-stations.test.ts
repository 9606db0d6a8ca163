import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database.js';
import { ENGINES } from '../../test/engines.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

describe.each(ENGINES)('unloading stations on the %s engine', (engine) => {
  let t: TestApp;
  let supervisor: string;
  beforeAll(async () => {
    t = await startTestApp(engine);
    supervisor = await t.signInAs('supervisor');
  });
  afterAll(async () => t.close());

  const createStation = async (fields: Record<string, unknown> = {}) => {
    const response = await t.call('POST', '/api/unloading-stations', { token: supervisor, body: { areaName: 'Primary Crusher', ...fields } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates a station from the camel-case body, with status operational and type Standard', async () => {
    const created = await createStation({ areaName: ' Stockpile A ', capacity: 5000 });
    expect(created).toEqual({ station_id: expect.any(Number), area_name: 'Stockpile A', capacity: 5000, status: 'operational', station_type: 'Standard' });
    const one = await t.call('GET', `/api/unloading-stations/${created.station_id}`, { token: supervisor });
    expect(one.json()).toEqual({ data: created });
    expect((await t.call('GET', '/api/unloading-stations', { token: supervisor })).json().data).toContainEqual(created);
  });

  it('lists stations by name', async () => {
    await createStation({ areaName: 'Wash Plant' });
    await createStation({ areaName: 'Asphalt Plant' });
    const names = (await t.call('GET', '/api/unloading-stations', { token: supervisor })).json().data.map((s: { area_name: string }) => s.area_name);
    expect(names[0]).toBe('Asphalt Plant');
    expect(names.indexOf('Primary Crusher')).toBeLessThan(names.indexOf('Wash Plant'));
  });

  it('updates a station and records before and after', async () => {
    const station = await createStation({ capacity: 100 });
    const response = await t.call('PUT', `/api/unloading-stations/${station.station_id}`, {
      token: supervisor,
      body: { areaName: 'Secondary Crusher', capacity: 250.5, status: 'maintenance' },
    });
    const after = response.json().data;
    expect(after).toEqual({ station_id: station.station_id, area_name: 'Secondary Crusher', capacity: 250.5, status: 'maintenance', station_type: 'Standard' });
    const rows = await queryRows(t.database.db, sql`
      select details from audit_log where action = 'unloading_station.update' and entity_id = ${String(station.station_id)}`);
    expect(rows).toEqual([{ details: { before: station, after } }]);
  });

  it('deletes a station, and then answers 404 for it', async () => {
    const station = await createStation();
    const response = await t.call('DELETE', `/api/unloading-stations/${station.station_id}`, { token: supervisor });
    expect(response.json()).toEqual({ message: 'Unloading station deleted' });
    const again = await t.call('GET', `/api/unloading-stations/${station.station_id}`, { token: supervisor });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Unloading station not found', code: 'NOT_FOUND' });
  });

  it('refuses a station without a name, an unknown field, a negative capacity and a status not on the list', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ capacity: 10 }, 'Station Name is required'],
      [{ areaName: 'Pad', area_name: 'Pad' }, /area_name/],
      [{ areaName: 'Pad', capacity: -10 }, 'Capacity must not be negative'],
      [{ areaName: 'Pad', capacity: '10' }, 'Capacity must be a number'],
      [{ areaName: 'Pad', status: 'open' }, 'Status must be one of operational, closed, maintenance'],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('POST', '/api/unloading-stations', { token: supervisor, body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(message);
    }
  });

  it('turns a scale document that uses the station as destination into a 409 on delete', async () => {
    const station = await createStation();
    // Stands in for the scale documents table, whose foreign key protects stations the same way.
    await t.database.db.execute(sql`create table station_users (station_id integer references unloading_stations (station_id))`);
    await t.database.db.execute(sql`insert into station_users values (${station.station_id})`);
    const response = await t.call('DELETE', `/api/unloading-stations/${station.station_id}`, { token: supervisor });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Unloading station is used in scale documents and cannot be deleted', code: 'CONFLICT' });
    await t.database.db.execute(sql`drop table station_users`);
  });

  it('lets an operator read stations and refuses their writes with 403', async () => {
    const station = await createStation();
    const token = await t.signInAs('operator');
    expect((await t.call('GET', '/api/unloading-stations', { token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/unloading-stations/${station.station_id}`, { token })).statusCode).toBe(200);
    const body = { areaName: 'Pad' };
    expect((await t.call('POST', '/api/unloading-stations', { token, body })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/unloading-stations/${station.station_id}`, { token, body })).statusCode).toBe(403);
    expect((await t.call('DELETE', `/api/unloading-stations/${station.station_id}`, { token })).statusCode).toBe(403);
  });
});
